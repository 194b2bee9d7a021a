import { describe, expect, it } from 'vitest';
import { deliveryDates, isOfferedDeliveryDate, storeDate } from '../src/domain/delivery';
import { canMove, statusesBefore } from '../src/domain/status';
import { computeTotals, taxRegion } from '../src/domain/totals';

describe('totals and Canadian sales tax', () => {
  const lines = [
    { priceCents: 1999, quantity: 2 },
    { priceCents: 4550, quantity: 1 },
  ]; // subtotal $85.48

  it.each([
    ['ON', 'Canada', 'HST', 1111, 9659],
    ['Ontario', 'Canada', 'HST', 1111, 9659],
    ['NS', 'Canada', 'HST', 1197, 9745],
    ['PE', 'Canada', 'HST', 1282, 9830],
    ['AB', 'Canada', 'GST', 427, 8975],
    ['BC', 'Canada', 'GST+PST', 427 + 598, 9573],
    ['Québec', 'Canada', 'GST+QST', 427 + 853, 9828],
    ['SK', 'Canada', 'GST+PST', 427 + 513, 9488],
    ['MB', 'Canada', 'GST+RST', 427 + 598, 9573],
    ['Nunavut', 'Canada', 'GST', 427, 8975],
  ])('charges %s the right tax', (province, country, names, tax, total) => {
    const t = computeTotals(lines, { province, country });
    expect(t.subtotal).toBe(8548);
    expect(t.taxes.map((x) => x.name).join('+')).toBe(names);
    expect(t.tax).toBe(tax);
    expect(t.shipping).toBe(0);
    expect(t.total).toBe(total);
    expect(t.total).toBe(t.subtotal + t.tax + t.shipping);
  });

  it('uses Ontario (13%) when the province cannot be told, so the spec\'s 1.13 × subtotal holds for Toronto', () => {
    for (const address of [null, undefined, { province: '' }, { province: 'Somewhere', country: 'Canada' }, { province: 'ON' }]) {
      const t = computeTotals([{ priceCents: 10000, quantity: 1 }], address);
      expect(t.region).toBe('ON');
      expect(t.total).toBe(11300);
    }
  });

  it('charges no Canadian tax on deliveries abroad', () => {
    expect(computeTotals(lines, { province: 'NY', country: 'USA' })).toMatchObject({ tax: 0, total: 8548, region: '', taxes: [] });
    expect(taxRegion({ country: 'UK' }).taxes).toEqual([]);
  });

  it('rounds each tax to the cent, half up', () => {
    // 13% of $0.50 is 6.5 cents
    expect(computeTotals([{ priceCents: 50, quantity: 1 }], { province: 'ON' }).tax).toBe(7);
    expect(computeTotals([], { province: 'ON' })).toMatchObject({ subtotal: 0, tax: 0, total: 0 });
  });
});

describe('delivery dates', () => {
  it('offers five days from tomorrow, in Toronto time', () => {
    // 02:00 UTC on Jan 10 is still Jan 9 in Toronto
    expect(storeDate(new Date('2026-01-10T02:00:00Z'))).toBe('2026-01-09');
    expect(deliveryDates(new Date('2026-01-10T02:00:00Z'))).toEqual(['2026-01-10', '2026-01-11', '2026-01-12', '2026-01-13', '2026-01-14']);
    expect(deliveryDates(new Date('2026-12-29T15:00:00Z'))).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('accepts the offered days (with a day of slack for time zones) and nothing else', () => {
    const now = new Date('2026-03-01T15:00:00Z');
    for (const d of deliveryDates(now)) expect(isOfferedDeliveryDate(d, now)).toBe(true);
    expect(isOfferedDeliveryDate('2026-03-07', now)).toBe(true);
    expect(isOfferedDeliveryDate('2026-03-08', now)).toBe(false);
    expect(isOfferedDeliveryDate('2026-02-27', now)).toBe(false);
    expect(isOfferedDeliveryDate('2026-02-30', now)).toBe(false);
    expect(isOfferedDeliveryDate('soon', now)).toBe(false);
  });

  it('refuses days the calendar does not have, even inside the offered range', () => {
    const endOfNovember = new Date('2026-11-27T15:00:00Z');
    expect(isOfferedDeliveryDate('2026-11-30', endOfNovember)).toBe(true);
    expect(isOfferedDeliveryDate('2026-11-31', endOfNovember)).toBe(false);
    const endOfFebruary = new Date('2027-02-26T15:00:00Z');
    expect(isOfferedDeliveryDate('2027-02-28', endOfFebruary)).toBe(true);
    expect(isOfferedDeliveryDate('2027-02-29', endOfFebruary)).toBe(false);
    expect(isOfferedDeliveryDate('2027-02-31', endOfFebruary)).toBe(false);
  });
});

describe('order status', () => {
  it('moves only along the state machine', () => {
    expect(canMove('Pending Payment', 'Paid')).toBe(true);
    expect(canMove('Payment Failed', 'Paid')).toBe(true);
    expect(canMove('Paid', 'Paid')).toBe(false);
    expect(canMove('Paid', 'Pending Payment')).toBe(false);
    expect(canMove('Cancelled', 'Paid')).toBe(false);
    expect(canMove('Shipped', 'Delivered')).toBe(true);
  });

  it('lets a payment settle only an order awaiting payment, and a failure only a pending one', () => {
    expect(statusesBefore('Paid').sort()).toEqual(['Payment Failed', 'Pending Payment']);
    expect(statusesBefore('Payment Failed')).toEqual(['Pending Payment']);
  });
});
