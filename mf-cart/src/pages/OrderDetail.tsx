import { type ReactNode, useState } from 'react';
import { Button, Notice, Page, theme, useAsync, useParams, useSearchParams, useSession } from '@storefront/ui';
import styled from 'styled-components';
import { ordersApi } from '../api';
import { CancelOrder } from '../CancelOrder';
import { canCancel, canReturn, returnDeadline } from '../order-life';
import { useText } from '../messages';
import { Columns, Panel } from '../layout';
import { ItemLine, ItemList, useLinesText } from '../items';
import { Timeline } from '../Timeline';
import { DeliveryPanel } from './order-detail/DeliveryPanel';
import { OrderHeading } from './order-detail/OrderHeading';
import { OrderLoadError } from './order-detail/OrderLoadError';
import { ReturnPanel } from './order-detail/ReturnPanel';
import { RefundsPanel, ReturnsPanel } from './order-detail/ReturnsAndRefunds';
import { SummaryPanel } from './order-detail/SummaryPanel';
import { useOrderChanges } from './order-detail/useOrderChanges';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(2)};
`;

/** The page holding one line: the order loading, or not there. */
function PageNotice({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Notice>{children}</Notice>
    </Page>
  );
}

/** One of the shopper's orders (or a guest's, by its mailed link): what it holds, where it goes, what happened, and what can be done. */
export default function OrderDetail() {
  const t = useText();
  const linesText = useLinesText();
  const { orderId = '' } = useParams();
  const me = useSession();
  // Your Orders' 'Return items' opens the form here (?return=1); a link mailed to a guest carries ?access=.
  const [search] = useSearchParams();
  const access = search.get('access');
  // Without a session the service may still know the browser: the guest who placed it (their cart's cookie).
  const order = useAsync((signal) => ordersApi.detail(orderId, signal, access), [orderId, me?.userId, access]);
  const { updated, message, changed, failed, cancelFailed } = useOrderChanges();
  const [returning, setReturning] = useState(search.get('return') === '1');

  if (order.status === 'loading') return <PageNotice>{t('detail.loading')}</PageNotice>;
  if (order.status === 'error') return <OrderLoadError error={order.error} access={access} />;
  const o = updated?._id === orderId ? updated : order.data;
  if (!o) return <PageNotice>{t('detail.notFound')}</PageNotice>;
  const deadline = returnDeadline(o);
  // Cancelling, returning and paying again are for a signed-in owner; a guest reads the order.
  const returnable = Boolean(me) && canReturn(o);
  const cancellable = Boolean(me) && canCancel(o);

  return (
    <Page>
      <OrderHeading order={o} message={message} />
      {(cancellable || (returnable && !returning)) && (
        <Actions>
          {cancellable && <CancelOrder order={o} onCancelled={changed} onFailed={(err) => cancelFailed(o._id, err)} />}
          {returnable && !returning && (
            <Button $variant="plain" onClick={() => setReturning(true)}>
              {t('common.returnItems')}
            </Button>
          )}
        </Actions>
      )}
      {o.backordered.length > 0 && <Notice>{t('detail.backordered', { items: linesText(o.backordered) })}</Notice>}
      <Columns>
        <div>
          {returnable && returning && (
            <ReturnPanel
              order={o}
              onClose={() => setReturning(false)}
              onReturned={(returned, say) => {
                setReturning(false);
                changed(returned, say);
              }}
            />
          )}
          <Panel>
            <h2>{t('common.items')}</h2>
            <ItemList>
              {o.items.map((i) => (
                <ItemLine key={i.variantId} item={i} withSku />
              ))}
            </ItemList>
          </Panel>
          <DeliveryPanel order={o} returnableUntil={returnable && !returning ? deadline : null} />
          {o.timeline.length > 0 && (
            <Panel>
              <h2>{t('detail.timeline')}</h2>
              <Timeline entries={o.timeline} />
            </Panel>
          )}
          {o.returns.length > 0 && <ReturnsPanel returns={o.returns} />}
          {o.refunds.length > 0 && <RefundsPanel refunds={o.refunds} />}
        </div>
        <SummaryPanel order={o} access={access} onPaymentProblem={(say) => failed(o._id, say)} />
      </Columns>
    </Page>
  );
}
