import type { ComponentProps, ReactNode } from 'react';
import { ApiError, errorMessage, NavLink, Notice, Page, SignInRequired, theme, useLanguage, useSession } from '@storefront/ui';
import styled from 'styled-components';
import { useText } from './messages';

export { ORDER_STATUSES } from '@storefront/contracts/shop';

/** Refused by the service (403): the same page a shopper sees. */
export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;

export function Refusal({ message }: { message?: string }) {
  const t = useText();
  return (
    <Page>
      <Notice $tone="error" role="alert">
        {message ?? t('backOffice.refusal')}
      </Notice>
    </Page>
  );
}

/** What the page shows when its data did not come: the refusal for a 403, else the service's message. */
export function LoadError({ error, what }: { error: unknown; what: string }) {
  const t = useText();
  if (isForbidden(error)) return <Refusal />;
  return (
    <Notice $tone="error" role="alert">
      {t('common.loadFailed', { what, reason: errorMessage(error) })}
    </Notice>
  );
}

/** Only admins see the back office's pages. This only spares a shopper pages that cannot work for them:
 * the services refuse every admin call (403) whatever the page shows. */
export function AdminOnly(props: { signIn?: string; refusal?: string; children: ReactNode }) {
  const me = useSession();
  const t = useText();
  if (!me) return <SignInRequired message={props.signIn ?? t('backOffice.signIn')} />;
  if (!me.isAdmin) return <Refusal message={props.refusal} />;
  return <>{props.children}</>;
}

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(2)};
  a {
    padding: 6px 12px;
    border-radius: 16px;
    color: ${theme.color.text};
    background: #fff;
    border: 1px solid ${theme.color.border};
    text-decoration: none;
    font-size: 14px;
  }
  a.active {
    background: ${theme.color.secondaryBar};
    border-color: ${theme.color.secondaryBar};
    color: #fff;
  }
`;

/** The back office's own navigation above each of its pages. */
export function BackOfficeNav() {
  const t = useText();
  return (
    <Tabs aria-label={t('backOffice.title')}>
      <NavLink to="/admin" end>
        {t('nav.dashboard')}
      </NavLink>
      <NavLink to="/admin/products">{t('nav.products')}</NavLink>
      <NavLink to="/admin/orders">{t('nav.orders')}</NavLink>
      <NavLink to="/admin/audit">{t('nav.audit')}</NavLink>
      <NavLink to="/upload-product">{t('nav.upload')}</NavLink>
    </Tabs>
  );
}

/** Shared with the other remotes. */
export { Panel } from '@storefront/ui';

const TableSheet = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
  th {
    background: #f7f7f7;
    font-weight: 700;
  }
  th button {
    background: none;
    border: 0;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    padding: 0;
  }
  td.number,
  th.number {
    text-align: right;
  }
`;

/** A wide table scrolls inside its own box on a narrow screen, not the whole page sideways; the box
 * takes focus so a keyboard can scroll it too. */
const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

export function Table(props: ComponentProps<typeof TableSheet>) {
  return (
    <TableScroll role="region" aria-label={props['aria-label']} tabIndex={0}>
      <TableSheet {...props} />
    </TableScroll>
  );
}

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(1.5)};
  margin-bottom: ${theme.space(2)};
  /* A field (a file chooser is wide) never wider than the screen on a phone. */
  & > * {
    min-width: 0;
    max-width: 100%;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  align-items: flex-end;
`;

/** A moment as the page's language writes it ('Mar 1, 2026, 10:00 a.m.', '1 mars 2026, 10 h 00');
 * re-renders the caller when the language changes. */
export function useDateTime(): (iso: string | null | undefined) => string {
  const { formats } = useLanguage();
  return (iso) => {
    if (!iso) return '';
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return iso;
    return formats.dateTime(d);
  };
}

const TAXES = ['GST', 'HST', 'PST', 'QST', 'RST'] as const;
const isTax = (name: string): name is (typeof TAXES)[number] => (TAXES as readonly string[]).includes(name);

/** A tax's name as the language writes it ('HST', 'TVH'); another name is shown as the service wrote it. */
export function useTaxName(): (name: string) => string {
  const t = useText();
  return (name) => (isTax(name) ? t(`tax.${name}`) : name);
}

/** The order number mails and receipts show: the first 8 characters of the id. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();
