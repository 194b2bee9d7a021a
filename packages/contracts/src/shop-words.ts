import type { ORDER_STATUSES } from './shop';

// The shop's own words that every part shows alike, in English: an order's status and a product's stock
// (`{{count}}`: how many are left). The storefront's catalogue (packages/ui), the support service's and
// the gateway's take them from here; each other language has a file beside this one with every key.

type Status = (typeof ORDER_STATUSES)[number];

export const en = {
  'status.Pending Payment': 'Pending Payment',
  'status.Paid': 'Paid',
  'status.Payment Failed': 'Payment Failed',
  'status.Payment Review': 'Payment Review',
  'status.Backordered': 'Backordered',
  'status.Cancelled': 'Cancelled',
  'status.Shipped': 'Shipped',
  'status.Delivered': 'Delivered',
  'status.Return Requested': 'Return Requested',
  'status.Return Received': 'Return Received',
  'status.Refunded': 'Refunded',
  'status.Partially Refunded': 'Partially Refunded',
  'stock.in': 'In Stock',
  'stock.low': 'Only {{count}} left',
  'stock.out': 'Out of Stock',
} satisfies Record<`status.${Status}` | `stock.${'in' | 'low' | 'out'}`, string>;
