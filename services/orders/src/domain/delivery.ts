import { STORE_TIME_ZONE } from '@storefront/contracts';

export const DELIVERY_DAYS = 5;

/** A date as YYYY-MM-DD in the store's time zone. */
export function storeDate(at: Date, timeZone = STORE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The five delivery days offered: tomorrow and the four after. */
export function deliveryDates(now: Date): string[] {
  const today = storeDate(now);
  return Array.from({ length: DELIVERY_DAYS }, (_, i) => addDays(today, i + 1));
}

/** Whether a chosen delivery day is one the store offers. A shopper's browser may be a time zone
 * away from Toronto, so the day on either side of the range is accepted too. */
export function isOfferedDeliveryDate(date: string, now: Date): boolean {
  // A real day of the calendar: Date.parse accepts 2026-11-31 and rolls it over, so the date must
  // come back from the round trip unchanged.
  const parsed = new Date(`${date}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  const today = storeDate(now);
  return date >= today && date <= addDays(today, DELIVERY_DAYS + 1);
}
