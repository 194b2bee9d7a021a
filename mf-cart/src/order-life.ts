import type { Order, OrderStatus } from '@storefront/contracts';
import { RETURN_WINDOW_DAYS } from '@storefront/contracts/shop';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses a shopper may still cancel in: nothing has left the warehouse yet. The orders service
 * decides (409 when it shipped meanwhile); this only says whether to offer it. */
const CANCELLABLE: readonly OrderStatus[] = ['Pending Payment', 'Payment Failed', 'Paid', 'Backordered'];

export function canCancel(order: Pick<Order, 'status'>): boolean {
  return CANCELLABLE.includes(order.status);
}

/** What cancelling gives back to the card: what was paid and not refunded yet (0 for an unpaid order). */
export function refundOnCancel(order: Pick<Order, 'paymentStatus' | 'totalAmount' | 'refundedAmount'>): number {
  if (order.paymentStatus !== 'Paid') return 0;
  return Math.max(0, Math.round((order.totalAmount - order.refundedAmount) * 100) / 100);
}

/** The last moment a return may be asked for, or null before delivery. */
export function returnDeadline(order: Pick<Order, 'deliveredAt'>): Date | null {
  if (!order.deliveredAt) return null;
  return new Date(new Date(order.deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

export type ReturnableLine = {
  productId: string;
  variantId: string;
  name: string;
  options: Record<string, string>;
  bought: number;
  returned: number;
  left: number;
};

/** Each line (a variant) with how many may still be returned: bought minus what earlier returns hold or
 * refunds (not failed) already paid back, whichever is more, as the orders service counts it (a refund
 * after a return covers the same items). */
export function returnableLines(order: Pick<Order, 'items' | 'returns' | 'refunds'>): ReturnableLine[] {
  const count = (lists: Array<{ items: Array<{ variantId: string; quantity: number }> }>) => {
    const counted = new Map<string, number>();
    for (const l of lists) for (const i of l.items) counted.set(i.variantId, (counted.get(i.variantId) ?? 0) + i.quantity);
    return counted;
  };
  const returned = count(order.returns);
  const refunded = count(order.refunds.filter((r) => r.status !== 'Failed'));
  // The same variant on two lines is one line to return (the service counts per variant).
  const lines = new Map<string, ReturnableLine>();
  for (const item of order.items) {
    const line = lines.get(item.variantId);
    if (line) line.bought += item.quantity;
    else {
      const { productId, variantId, name, options } = item;
      lines.set(variantId, { productId, variantId, name, options, bought: item.quantity, returned: 0, left: 0 });
    }
  }
  return [...lines.values()].map((l) => {
    const back = Math.min(l.bought, Math.max(returned.get(l.variantId) ?? 0, refunded.get(l.variantId) ?? 0));
    return { ...l, returned: back, left: l.bought - back };
  });
}

/** 'Return items' is offered for a delivered order (or one partly refunded, to return what is left),
 * within RETURN_WINDOW_DAYS of delivery, while something is left to return. */
export function canReturn(order: Pick<Order, 'status' | 'deliveredAt' | 'items' | 'returns' | 'refunds'>, now: Date = new Date()): boolean {
  if (order.status !== 'Delivered' && order.status !== 'Partially Refunded') return false;
  const deadline = returnDeadline(order);
  if (!deadline || now.getTime() > deadline.getTime()) return false;
  return returnableLines(order).some((l) => l.left > 0);
}

export type Tone = 'success' | 'warning' | 'info' | 'danger';

/** The badge's colour: green on track, amber waiting on someone (as 'Backordered'), blue-grey for money
 * back, red when it went wrong or ended. */
export function statusTone(status: string): Tone {
  switch (status) {
    case 'Paid':
    case 'Shipped':
    case 'Delivered':
      return 'success';
    case 'Pending Payment':
    case 'Backordered':
    case 'Payment Review':
    case 'Return Requested':
    case 'Return Received':
    case 'Partially Refunded':
      return 'warning';
    case 'Refunded':
      return 'info';
    default:
      return 'danger';
  }
}
