import type { OrderStatus } from '@storefront/contracts';
import { type ErrorCode, type ErrorValues, errorText } from '@storefront/contracts/errors';

/** Which status may follow which: the order's one state machine. Every SQL statement that changes a
 * status matches only the statuses `statusesBefore` gives, so a refused move changes nothing. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  'Pending Payment': ['Paid', 'Payment Failed', 'Payment Review', 'Cancelled'],
  'Payment Failed': ['Paid', 'Payment Review', 'Cancelled'],
  /** The provider says paid, but not the order's total: nothing ships; staff cancel it with a refund. */
  'Payment Review': ['Cancelled'],
  Paid: ['Backordered', 'Shipped', 'Cancelled'],
  /** Paid, but the stock ran out before the payment came: waits for stock (or is cancelled and refunded). */
  Backordered: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Return Requested'],
  Delivered: ['Return Requested'],
  'Return Requested': ['Return Received'],
  'Return Received': ['Refunded', 'Partially Refunded'],
  /** What is left may be returned too; a later refund that leaves nothing completes it. */
  'Partially Refunded': ['Return Requested', 'Refunded'],
  Refunded: [],
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

/** Paid and not yet shipped: a refund of some lines may settle a backorder (no status change). */
export const LINE_REFUNDABLE: readonly OrderStatus[] = ['Paid', 'Backordered'];

/** Where staff may ask the provider for money back with POST .../refunds (never beyond what is left):
 * after a return came back, what a partial refund left, and a cancelled order whose refund failed. */
export const REFUNDABLE: readonly OrderStatus[] = [...LINE_REFUNDABLE, 'Return Received', 'Partially Refunded', 'Cancelled'];

/** Shipped: what came after shipping (used to say why a cancellation is refused). */
const AFTER_SHIPPING: readonly OrderStatus[] = [
  'Shipped',
  'Delivered',
  'Return Requested',
  'Return Received',
  'Refunded',
  'Partially Refunded',
];

export type OrderAction = 'cancel' | 'ship' | 'deliver' | 'return' | 'receive' | 'refund';

/** Why a request cannot be done, by its code in the catalogue. */
export interface Refusal {
  code: ErrorCode;
  values?: ErrorValues;
}

/** Why an order in `status` cannot take `action`: the 409's code. */
export function refusalOf(action: OrderAction, status: OrderStatus): Refusal {
  const state = { status: status.toLowerCase() };
  switch (action) {
    case 'cancel':
      if (status === 'Cancelled') return { code: 'order.cancel.already' };
      if (AFTER_SHIPPING.includes(status)) return { code: 'order.cancel.shipped' };
      return { code: 'order.cancel.tooLate', values: state };
    case 'ship':
      if (AFTER_SHIPPING.includes(status)) return { code: 'order.ship.already' };
      if (status === 'Payment Review') return { code: 'order.ship.underReview' };
      if (status === 'Cancelled') return { code: 'order.ship.cancelled' };
      return { code: 'order.ship.unpaid' };
    case 'deliver':
      if (status === 'Delivered') return { code: 'order.deliver.already' };
      return { code: 'order.deliver.notShipped', values: state };
    case 'return':
      if (status === 'Return Requested') return { code: 'return.open' };
      return { code: 'return.notDelivered', values: state };
    case 'receive':
      return { code: 'return.receive.refused', values: state };
    case 'refund':
      return { code: 'refund.refused', values: state };
  }
}

/** The same refusal in English words. */
export function refusal(action: OrderAction, status: OrderStatus): string {
  const r = refusalOf(action, status);
  return errorText(r.code, r.values);
}
