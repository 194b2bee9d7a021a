import type { Country, ProvinceCode } from './canada';
import type { ORDER_STATUSES } from './shop';

// The shop's own words that every part shows alike, in English: an order's status, a product's stock
// (`{{count}}`: how many are left), and the provinces and countries of delivery addresses. The storefront's catalogue (packages/ui), the support service's and
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
  'province.AB': 'Alberta',
  'province.BC': 'British Columbia',
  'province.MB': 'Manitoba',
  'province.NB': 'New Brunswick',
  'province.NL': 'Newfoundland and Labrador',
  'province.NS': 'Nova Scotia',
  'province.NT': 'Northwest Territories',
  'province.NU': 'Nunavut',
  'province.ON': 'Ontario',
  'province.PE': 'Prince Edward Island',
  'province.QC': 'Quebec',
  'province.SK': 'Saskatchewan',
  'province.YT': 'Yukon',
  'country.Canada': 'Canada',
} satisfies Record<`status.${Status}` | `stock.${'in' | 'low' | 'out'}` | `province.${ProvinceCode}` | `country.${Country}`, string>;
