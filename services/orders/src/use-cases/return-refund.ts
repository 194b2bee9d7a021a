import type { AdminOrder } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { conflict, notFound } from '@storefront/service-kit';
import { type StoredOrder, toAdminOrder } from '../data/orders';
import { findReturn } from '../data/returns';
import { type OrderLine, refundPlanned } from '../domain/refunds';
import { dollars } from '../domain/totals';
import { refundBasis } from './cancel-order';

/** The refund that gives a return back: one that did not fail (a failed one may be asked again). */
const refundOf = (stored: StoredOrder, returnId: string) => stored.refunds.find((x) => x.returnId === returnId && x.status !== 'Failed');

/** The lines of a received return, to be refunded (in the caller's transaction, its order locked): a
 * return not received yet, or refunded already, is refused. */
export async function returnedLines(tx: Queryable, stored: StoredOrder, returnId: string): Promise<OrderLine[]> {
  const ret = await findReturn(tx, stored.order._id, returnId, true);
  if (!ret) throw notFound('return.notFound');
  if (ret.status !== 'Received') throw conflict('return.notReceived');
  if (refundOf(stored, ret.id)) throw conflict('return.refunded');
  return ret.items;
}

/** The order as staff see it: each return with the refund that gave it back, or, received and not
 * refunded yet, what refunding it would give back (worked out as the refund itself would be). */
export function adminOrderView(stored: StoredOrder): AdminOrder {
  const order = toAdminOrder(stored);
  const basis = refundBasis(stored);
  return {
    ...order,
    returns: order.returns.map((ret) => {
      const refund = refundOf(stored, ret._id);
      if (refund) return { ...ret, refundId: refund.id };
      if (ret.status !== 'Received') return ret;
      const plan = refundPlanned(basis, ret.items);
      return plan.ok ? { ...ret, refundQuote: { amount: dollars(plan.value.amountCents) } } : ret;
    }),
  };
}
