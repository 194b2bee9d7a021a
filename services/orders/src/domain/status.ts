import type { OrderStatus } from '@storefront/contracts';

/** Which status may follow which: the order's one state machine. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  'Pending Payment': ['Paid', 'Payment Failed', 'Cancelled'],
  'Payment Failed': ['Paid', 'Cancelled'],
  Paid: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Statuses a card payment may still be made for. */
export const PAYABLE: readonly OrderStatus[] = ['Pending Payment', 'Payment Failed'];
