import type { OrderStatus } from '@storefront/contracts';

/** Which status may follow which: the order's one state machine. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  'Pending Payment': ['Paid', 'Payment Failed', 'Cancelled'],
  'Payment Failed': ['Paid', 'Cancelled'],
  Paid: ['Backordered', 'Shipped', 'Cancelled'],
  /** Paid, but the stock ran out before the payment came: waits for stock (or is cancelled and refunded). */
  Backordered: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses an order may move to `to` from: the SQL that changes a status only matches these. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(NEXT) as OrderStatus[]).filter((from) => canMove(from, to));
}

/** Statuses a card payment may still be made for. */
export const PAYABLE: readonly OrderStatus[] = statusesBefore('Paid');
