import type { Identity } from '@storefront/contracts';
import { conflict, notFound, recordAudit, refused } from '@storefront/service-kit';
import type { StoredOrder } from '../data/orders';
import { findRefund } from '../data/refunds';
import { centsLeft, refundPlanned } from '../domain/refunds';
import { LINE_REFUNDABLE, REFUNDABLE, refusalOf } from '../domain/status';
import { dollars } from '../domain/totals';
import { refundBasis } from './cancel-order';
import { type OrderFlow, auditView, lockedOrder, reloaded } from './order-steps';
import { sendRefund } from './send-refund';
import { refundTo } from './refund-to';
import { voidBoughtGiftCards } from '../data/gift-cards';
import { settleRefund } from './settle-refund';
import { returnedLines } from './return-refund';

/** Staff refund a received return's lines, some lines (with their share of tax) or all that is left:
 * after a return came back, or before shipping to settle a backorder. One transaction guards the amount
 * (never beyond what was paid less what is refunded or pending), inserts the 'Pending' refund and its
 * audit entry; the provider is asked after the commit, and order.refunded follows its confirmation. */
export async function refundOrder(
  flow: OrderFlow,
  r: {
    orderId: string;
    actor: Identity;
    items?: Array<{ productId: string; variantId?: string; quantity: number }>;
    returnId?: string;
    reason: string;
  },
): Promise<StoredOrder> {
  const refundId = await flow.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, r.orderId);
    const status = before.order.status;
    if (!REFUNDABLE.includes(status)) throw refused(refusalOf('refund', status));
    const basis = refundBasis(before);
    const plan = refundPlanned(basis, r.returnId ? await returnedLines(tx, before, r.returnId) : r.items);
    if (!plan.ok) throw refused(plan.refusal);
    if (LINE_REFUNDABLE.includes(status) && plan.value.amountCents >= centsLeft(basis)) {
      throw conflict('refund.cancelInstead');
    }
    if ((await voidBoughtGiftCards(tx, r.orderId)) === 'spent') throw conflict('giftCard.cancel.spent');
    const refund = await refundTo(tx, before, {
      amountCents: plan.value.amountCents,
      items: plan.value.items,
      reason: r.reason,
      createdBy: r.actor.userId,
      ...(r.returnId ? { returnId: r.returnId } : {}),
    });
    if (refund === undefined) throw conflict('refund.tooMuch');
    await recordAudit(tx, 'orders', {
      actor: r.actor,
      action: 'refund.requested',
      targetType: 'order',
      targetId: r.orderId,
      before: auditView(before),
      after: {
        ...auditView(await lockedOrder(tx, r.orderId)),
        // The card's refund (none: gift cards took it all, at once).
        refund: {
          id: refund?.id ?? null,
          amount: dollars(plan.value.amountCents),
          items: plan.value.items,
          ...(r.returnId ? { returnId: r.returnId } : {}),
        },
      },
    });
    return refund?.id ?? null;
  });
  if (refundId) await sendRefund(flow, refundId);
  flow.onEventsWritten();
  return reloaded(flow, r.orderId);
}

/** Staff ask the provider again for a refund still 'Pending' (the provider was down, or its answer
 * lost). A refund the provider holds is looked up; one it never took is asked for with the same
 * idempotency key: never a second refund. A final answer settles it as its webhook would; a provider
 * still out of reach is a 502 (the refund stays pending). */
export async function retryRefund(flow: OrderFlow, r: { orderId: string; refundId: string; actor: Identity }): Promise<StoredOrder> {
  await flow.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, r.orderId);
    const refund = await findRefund(tx, r.refundId, true);
    if (!refund || refund.orderId !== r.orderId) throw notFound('refund.notFound');
    if (refund.status !== 'Pending') throw conflict('refund.alreadySettled');
    await recordAudit(tx, 'orders', {
      actor: r.actor,
      action: 'refund.retried',
      targetType: 'order',
      targetId: r.orderId,
      before: auditView(before),
      after: { ...auditView(before), refund: { id: refund.id, amount: dollars(refund.amountCents) } },
    });
  });
  const state = await sendRefund(flow, r.refundId, { failLoudly: true });
  if (state && state.status !== 'pending') await settleRefund(flow, state);
  return reloaded(flow, r.orderId);
}
