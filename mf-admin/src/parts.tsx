import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, Notice, Page, SignInRequired, errorMessage, theme, useSession } from '@storefront/ui';

export const BACK_OFFICE_REFUSAL = 'Only administrators can use the back office.';

export { ORDER_STATUSES } from '@storefront/contracts/shop';

/** Refused by the service (403): the same page a shopper sees. */
export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;

export function Refusal({ message = BACK_OFFICE_REFUSAL }: { message?: string }) {
  return (
    <Page>
      <Notice $tone="error" role="alert">
        {message}
      </Notice>
    </Page>
  );
}

/** What the page shows when its data did not come: the refusal for a 403, else the service's message. */
export function LoadError({ error, what }: { error: unknown; what: string }) {
  if (isForbidden(error)) return <Refusal />;
  return (
    <Notice $tone="error" role="alert">
      Could not load {what}: {errorMessage(error)}
    </Notice>
  );
}

/** Only admins see the back office's pages. This only spares a shopper pages that cannot work for them:
 * the services refuse every admin call (403) whatever the page shows. */
export function AdminOnly(props: { signIn?: string; refusal?: string; children: ReactNode }) {
  const me = useSession();
  if (!me) return <SignInRequired message={props.signIn ?? 'Please log in to use the back office'} />;
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
  return (
    <Tabs aria-label="Back office">
      <NavLink to="/admin" end>
        Dashboard
      </NavLink>
      <NavLink to="/admin/products">Products</NavLink>
      <NavLink to="/admin/orders">Orders</NavLink>
      <NavLink to="/admin/audit">Audit log</NavLink>
      <NavLink to="/upload-product">Upload New Product</NavLink>
    </Tabs>
  );
}

/** Shared with the other remotes. */
export { Panel } from '@storefront/ui';

export const Table = styled.table`
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

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(1.5)};
  margin-bottom: ${theme.space(2)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  align-items: flex-end;
`;

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The order number mails and receipts show: the first 8 characters of the id. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();
