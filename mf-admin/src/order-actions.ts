import type { AdminOrder, OrderStatus } from '@storefront/contracts';

// Which actions the order page offers for an order's status (the orders service's state machine decides
// and refuses the rest with a 409, whose message the page shows: this only spares staff useless buttons).

const SHIPPABLE: readonly OrderStatus[] = ['Paid', 'Backordered'];
const CANCELLABLE: readonly OrderStatus[] = ['Pending Payment', 'Payment Failed', 'Payment Review', 'Paid', 'Backordered'];
// A cancelled order is refunded by its cancellation; what a failed refund left can be sent again.
const NOT_REFUNDABLE: readonly OrderStatus[] = ['Pending Payment', 'Payment Failed', 'Refunded'];

/** Cents, so sums of dollar amounts do not drift. */
const cents = (dollars: number) => Math.round(dollars * 100);

/** What is left to refund: paid, minus what was refunded or is being refunded (a failed refund gave nothing back). */
export function moneyLeft(o: AdminOrder): number {
  const taken = o.refunds.filter((r) => r.status !== 'Failed').reduce((sum, r) => sum + cents(r.amount), 0);
  return Math.max(0, cents(o.totalAmount) - taken) / 100;
}

/** Per variant: how many of the order's units have not been refunded (or are not being refunded). */
export function refundableQuantities(o: AdminOrder): Map<string, number> {
  const left = new Map<string, number>();
  for (const i of o.items) left.set(i.variantId, (left.get(i.variantId) ?? 0) + i.quantity);
  for (const r of o.refunds) {
    if (r.status === 'Failed') continue;
    for (const i of r.items) left.set(i.variantId, Math.max(0, (left.get(i.variantId) ?? 0) - i.quantity));
  }
  return left;
}

export interface OrderActions {
  ship: boolean;
  deliver: boolean;
  cancel: boolean;
  refund: boolean;
  /** Backordered lines to ship once restocked, or to refund. */
  resolveBackorder: boolean;
  /** Returns the parcel of which has not come back yet. */
  returnsToReceive: AdminOrder['returns'];
  /** Refunds the provider was never reached for: staff may ask it again. */
  refundsToRetry: AdminOrder['refunds'];
  /** Received returns not refunded yet, each with what its refund gives back. */
  returnsToRefund: Array<AdminOrder['returns'][number] & { refundQuote: { amount: number } }>;
  /** Refunds the provider has taken and will confirm: the page looks again until it has. */
  refundsAwaited: AdminOrder['refunds'];
}

export function orderActions(o: AdminOrder): OrderActions {
  return {
    ship: SHIPPABLE.includes(o.status),
    deliver: o.status === 'Shipped',
    cancel: CANCELLABLE.includes(o.status),
    refund: o.paymentStatus === 'Paid' && !NOT_REFUNDABLE.includes(o.status) && moneyLeft(o) > 0,
    resolveBackorder: o.status === 'Backordered' && o.backordered.length > 0,
    returnsToReceive: o.returns.filter((r) => r.status === 'Requested'),
    refundsToRetry: o.refunds.filter((r) => r.status === 'Pending' && !r.sentToProvider),
    returnsToRefund: o.returns.filter((r): r is OrderActions['returnsToRefund'][number] => r.refundQuote !== undefined),
    refundsAwaited: o.refunds.filter((r) => r.status === 'Pending' && r.sentToProvider),
  };
}
