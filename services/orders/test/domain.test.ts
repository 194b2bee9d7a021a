import { describe, expect, it } from 'vitest';
import { deliveryDates, isOfferedDeliveryDate, storeDate } from '../src/domain/delivery';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/contracts';
import { planRefund, returnNumberFrom, withinReturnWindow } from '../src/domain/refunds';
import { canMove, refusal, statusesBefore } from '../src/domain/status';
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

  it('counts no tax until the province is known: no province is charged in the place of another', () => {
    for (const address of [null, undefined, { province: '' }, { province: 'Somewhere', country: 'Canada' }, { province: 'NY' }]) {
      const t = computeTotals([{ priceCents: 10000, quantity: 1 }], address);
      expect(t).toMatchObject({ region: '', taxes: [], tax: 0, total: 10000 });
    }
    expect(computeTotals([{ priceCents: 10000, quantity: 1 }], { province: 'ON' })).toMatchObject({ region: 'ON', total: 11300 });
    expect(taxRegion({ province: 'Québec' })).toMatchObject({ region: 'QC' });
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

  it('allows exactly the transitions of the order life and refuses every other', () => {
    const allowed: Record<OrderStatus, OrderStatus[]> = {
      'Pending Payment': ['Paid', 'Payment Failed', 'Payment Review', 'Cancelled'],
      'Payment Failed': ['Paid', 'Payment Review', 'Cancelled'],
      'Payment Review': ['Cancelled'],
      Paid: ['Backordered', 'Shipped', 'Cancelled'],
      Backordered: ['Shipped', 'Cancelled'],
      Shipped: ['Delivered', 'Return Requested'],
      Delivered: ['Return Requested'],
      'Return Requested': ['Return Received'],
      'Return Received': ['Refunded', 'Partially Refunded'],
      'Partially Refunded': ['Return Requested', 'Refunded'],
      Refunded: [],
      Cancelled: [],
    };
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) expect(canMove(from, to), `${from} → ${to}`).toBe(allowed[from].includes(to));
    }
  });

  it('says clearly why a step is refused', () => {
    expect(refusal('cancel', 'Shipped')).toBe('This order has shipped and can no longer be cancelled.');
    expect(refusal('cancel', 'Delivered')).toBe('This order has shipped and can no longer be cancelled.');
    expect(refusal('cancel', 'Cancelled')).toBe('This order is already cancelled.');
    expect(refusal('ship', 'Shipped')).toBe('This order has already shipped.');
    expect(refusal('ship', 'Pending Payment')).toBe('This order is not paid yet and cannot be shipped.');
  });

  it('lets a payment settle only an order awaiting payment, and a failure only a pending one', () => {
    expect(statusesBefore('Paid').sort()).toEqual(['Payment Failed', 'Pending Payment']);
    expect(statusesBefore('Payment Failed')).toEqual(['Pending Payment']);
    expect(statusesBefore('Cancelled').sort()).toEqual(['Backordered', 'Paid', 'Payment Failed', 'Payment Review', 'Pending Payment']);
    expect(statusesBefore('Shipped').sort()).toEqual(['Backordered', 'Paid']);
  });
});

/** A line of an order of a product sold one way, named by its id. */
const item = (productId: string, price: number, quantity: number) => ({
  productId,
  variantId: productId,
  name: productId,
  options: {},
  sku: '',
  price,
  quantity,
  imageUrl: '',
});

describe('refunds', () => {
  // $10.00 x 2 + $5.01 x 1 = $25.01, 13% HST = $3.25, total $28.26
  const order = { items: [item('a', 10, 2), item('b', 5.01, 1)], subtotalCents: 2501, taxCents: 325, paidCents: 2826, refunds: [] };

  it('prices lines at the order prices with their share of tax', () => {
    const plan = planRefund(order, [{ productId: 'a', quantity: 1 }]);
    expect(plan).toEqual({
      ok: true,
      value: {
        amountCents: 1000 + Math.round((325 * 1000) / 2501),
        items: [{ productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 1 }],
      },
    });
  });

  it('gives the last lines the last cent, and refuses more than is left', () => {
    const first = planRefund(order, [{ productId: 'a', quantity: 1 }]);
    if (!first.ok) throw new Error(first.error);
    const second = planRefund(order, [{ productId: 'a', quantity: 1 }]);
    if (!second.ok) throw new Error(second.error);
    const after = {
      ...order,
      refunds: [
        { ...first.value, status: 'Succeeded' as const },
        { ...second.value, status: 'Pending' as const },
      ],
    };
    const last = planRefund(after, [{ productId: 'b', quantity: 1 }]);
    expect(last.ok && last.value.amountCents).toBe(2826 - 2 * first.value.amountCents);
    const done = { ...after, refunds: [...after.refunds, { ...(last.ok ? last.value : first.value), status: 'Pending' as const }] };
    expect(planRefund(done, [{ productId: 'b', quantity: 1 }])).toEqual({ ok: false, error: 'Nothing is left to refund on this order.' });
    expect(planRefund(done)).toEqual({ ok: false, error: 'Nothing is left to refund on this order.' });
    expect(planRefund(after, [{ productId: 'a', quantity: 1 }])).toEqual({ ok: false, error: 'a has already been refunded.' });
    expect(planRefund(order, [{ productId: 'a', quantity: 3 }])).toEqual({ ok: false, error: 'Only 2 of a can still be refunded.' });
    expect(planRefund(order, [{ productId: 'zzz', quantity: 1 }])).toEqual({ ok: false, error: 'That product is not part of this order.' });
  });

  it('gives a failed refund its money back, and refunds all that is left without lines', () => {
    const failed = { ...order, refunds: [{ amountCents: 2826, status: 'Failed' as const, items: [] }] };
    expect(planRefund(failed)).toEqual({
      ok: true,
      value: {
        amountCents: 2826,
        items: [
          { productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 2 },
          { productId: 'b', variantId: 'b', name: 'b', options: {}, quantity: 1 },
        ],
      },
    });
  });

  it('accepts returns within the window after delivery only', () => {
    const delivered = new Date('2026-03-01T12:00:00Z');
    expect(withinReturnWindow(delivered, new Date('2026-03-31T11:00:00Z'))).toBe(true);
    expect(withinReturnWindow(delivered, new Date('2026-04-01T12:00:00Z'))).toBe(false);
    expect(withinReturnWindow(null, new Date())).toBe(false);
  });

  it('makes return numbers like R-4F7A2C', () => {
    expect(returnNumberFrom(new Uint8Array([0, 1, 2, 3, 4, 31]))).toBe('R-ABCDE9');
    expect(returnNumberFrom(crypto.getRandomValues(new Uint8Array(6)))).toMatch(/^R-[A-Z2-9]{6}$/);
  });
});

describe('why a step is refused, for every status', () => {
  const SHIPPED: OrderStatus[] = ['Shipped', 'Delivered', 'Return Requested', 'Return Received', 'Refunded', 'Partially Refunded'];

  it('names what stops a cancellation or a shipment', () => {
    for (const status of SHIPPED) {
      expect(refusal('cancel', status), status).toBe('This order has shipped and can no longer be cancelled.');
      expect(refusal('ship', status), status).toBe('This order has already shipped.');
    }
    expect(refusal('cancel', 'Payment Review')).toBe('This order is payment review and can no longer be cancelled.');
    expect(refusal('ship', 'Payment Review')).toBe('This order’s payment is under review: it cannot ship until staff resolve it.');
    expect(refusal('ship', 'Cancelled')).toBe('This order is cancelled and cannot be shipped.');
    expect(refusal('ship', 'Payment Failed')).toBe('This order is not paid yet and cannot be shipped.');
  });

  it('names what stops a delivery, a return, its receipt and a refund', () => {
    expect(refusal('deliver', 'Delivered')).toBe('This order is already delivered.');
    expect(refusal('deliver', 'Paid')).toBe('Only a shipped order can be marked delivered; this one is paid.');
    expect(refusal('return', 'Return Requested')).toBe('A return for this order is already open.');
    expect(refusal('return', 'Shipped')).toBe('Only a delivered order can be returned; this one is shipped.');
    expect(refusal('receive', 'Delivered')).toBe('This return cannot be received: the order is delivered.');
    expect(refusal('refund', 'Pending Payment')).toBe('This order is pending payment: there is nothing to refund this way.');
  });
});

describe('refund amounts at their edges', () => {
  // $10.00 x 2 + $5.01 x 1 = $25.01, 13% HST = $3.25, total $28.26
  const order = { items: [item('a', 10, 2), item('b', 5.01, 1)], subtotalCents: 2501, taxCents: 325, paidCents: 2826, refunds: [] };
  const taken = (
    amountCents: number,
    items: Array<{ productId: string; quantity: number }>,
    status: 'Pending' | 'Succeeded' | 'Failed',
  ) => ({
    amountCents,
    status,
    items: items.map((l) => ({ ...l, variantId: l.productId, name: l.productId, options: {} })),
  });

  it('refunds what is left without lines: only the lines no refund holds, at the cents left', () => {
    const partly = { ...order, refunds: [taken(1130, [{ productId: 'a', quantity: 1 }], 'Succeeded')] };
    expect(planRefund(partly)).toEqual({
      ok: true,
      value: {
        amountCents: 2826 - 1130,
        items: [
          { productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 1 },
          { productId: 'b', variantId: 'b', name: 'b', options: {}, quantity: 1 },
        ],
      },
    });
    const allButB = { ...order, refunds: [taken(2260, [{ productId: 'a', quantity: 2 }], 'Pending')] };
    expect(planRefund(allButB)).toEqual({
      ok: true,
      value: { amountCents: 566, items: [{ productId: 'b', variantId: 'b', name: 'b', options: {}, quantity: 1 }] },
    });
  });

  it('prices several of a line at quantity times price, and merges a line named twice', () => {
    expect(planRefund(order, [{ productId: 'a', quantity: 2 }])).toEqual({
      ok: true,
      value: {
        amountCents: 2000 + Math.round((325 * 2000) / 2501),
        items: [{ productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 2 }],
      },
    });
    expect(
      planRefund(order, [
        { productId: 'a', quantity: 1 },
        { productId: 'a', quantity: 1 },
      ]),
    ).toEqual(planRefund(order, [{ productId: 'a', quantity: 2 }]));
  });

  it('takes the last cent only with the last lines, not while another line is still left', () => {
    // Only one 'a' of two left and 'b' untouched: refunding that 'a' is not the rest.
    const oneA = { ...order, refunds: [taken(1130, [{ productId: 'a', quantity: 1 }], 'Succeeded')] };
    expect(planRefund(oneA, [{ productId: 'a', quantity: 1 }])).toEqual({
      ok: true,
      value: { amountCents: 1130, items: [{ productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 1 }] },
    });
    // 'b' already refunded: the two 'a' are the rest, and take every cent left (rounding included).
    const bGone = { ...order, refunds: [taken(567, [{ productId: 'b', quantity: 1 }], 'Succeeded')] };
    // One 'a' of the two is not the rest.
    expect(planRefund(bGone, [{ productId: 'a', quantity: 1 }])).toEqual({
      ok: true,
      value: { amountCents: 1130, items: [{ productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 1 }] },
    });
    expect(planRefund(bGone, [{ productId: 'a', quantity: 2 }])).toEqual({
      ok: true,
      value: { amountCents: 2826 - 567, items: [{ productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 2 }] },
    });
  });

  it('gives the last of a line the cents that rounding left behind, even when other lines are gone', () => {
    // Three $1.00 of one line and one of another, 40 cents of tax: each $1.00 carries 10 cents, and the
    // cent the shares do not add up to goes with whichever refund takes the last line left.
    const odd = { items: [item('c', 1, 3), item('d', 1, 1)], subtotalCents: 400, taxCents: 41, paidCents: 441, refunds: [] };
    expect(planRefund(odd, [{ productId: 'c', quantity: 1 }])).toEqual({
      ok: true,
      value: { amountCents: 110, items: [{ productId: 'c', variantId: 'c', name: 'c', options: {}, quantity: 1 }] },
    });
    const dGone = {
      ...odd,
      refunds: [taken(110, [{ productId: 'd', quantity: 1 }], 'Succeeded'), taken(220, [{ productId: 'c', quantity: 2 }], 'Pending')],
    };
    expect(planRefund(dGone, [{ productId: 'c', quantity: 1 }])).toEqual({
      ok: true,
      value: { amountCents: 111, items: [{ productId: 'c', variantId: 'c', name: 'c', options: {}, quantity: 1 }] },
    });
    // Two lines each with one left: refunding one of them is not the rest, though their quantities match.
    const oneEach = { ...odd, refunds: [taken(220, [{ productId: 'c', quantity: 2 }], 'Succeeded')] };
    expect(planRefund(oneEach, [{ productId: 'd', quantity: 1 }])).toEqual({
      ok: true,
      value: { amountCents: 110, items: [{ productId: 'd', variantId: 'd', name: 'd', options: {}, quantity: 1 }] },
    });
    // The last of both lines at once is the rest too.
    const both = { ...odd, taxCents: 43, paidCents: 443, refunds: [taken(220, [{ productId: 'c', quantity: 2 }], 'Succeeded')] };
    expect(
      planRefund(both, [
        { productId: 'c', quantity: 1 },
        { productId: 'd', quantity: 1 },
      ]),
    ).toEqual({
      ok: true,
      value: {
        amountCents: 223,
        items: [
          { productId: 'c', variantId: 'c', name: 'c', options: {}, quantity: 1 },
          { productId: 'd', variantId: 'd', name: 'd', options: {}, quantity: 1 },
        ],
      },
    });
  });

  it('prices a line by its own price, whichever line of the order it is', () => {
    expect(planRefund(order, [{ productId: 'b', quantity: 1 }])).toEqual({
      ok: true,
      value: {
        amountCents: 501 + Math.round((325 * 501) / 2501),
        items: [{ productId: 'b', variantId: 'b', name: 'b', options: {}, quantity: 1 }],
      },
    });
  });

  it('frees the lines of a failed refund for another, and refunds what is left when no line is named', () => {
    const failed = { ...order, refunds: [taken(2260, [{ productId: 'a', quantity: 2 }], 'Failed')] };
    expect(planRefund(failed, [{ productId: 'a', quantity: 2 }])).toEqual({
      ok: true,
      value: {
        amountCents: 2000 + Math.round((325 * 2000) / 2501),
        items: [{ productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 2 }],
      },
    });
    expect(planRefund(order, [])).toEqual(planRefund(order));
    expect(planRefund(order)).toEqual({
      ok: true,
      value: {
        amountCents: 2826,
        items: [
          { productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 2 },
          { productId: 'b', variantId: 'b', name: 'b', options: {}, quantity: 1 },
        ],
      },
    });
  });

  it('never plans more than is left, whatever the lines are worth', () => {
    // The card paid less than the lines' price (a discount the order does not itemise): capped at what is left.
    const cheap = { ...order, paidCents: 500 };
    expect(planRefund(cheap, [{ productId: 'a', quantity: 1 }])).toEqual({
      ok: true,
      value: { amountCents: 500, items: [{ productId: 'a', variantId: 'a', name: 'a', options: {}, quantity: 1 }] },
    });
    const spent = { ...cheap, refunds: [taken(500, [], 'Succeeded')] };
    expect(planRefund(spent, [{ productId: 'a', quantity: 1 }])).toEqual({ ok: false, error: 'Nothing is left to refund on this order.' });
  });

  it('charges no tax share on an order without a subtotal, and refuses a refund worth nothing', () => {
    const free = { items: [item('gift', 0, 1), item('c', 1, 1)], subtotalCents: 0, taxCents: 13, paidCents: 113, refunds: [] };
    expect(planRefund(free, [{ productId: 'gift', quantity: 1 }])).toEqual({
      ok: false,
      error: 'Nothing is left to refund on this order.',
    });
  });

  it('counts the return window to the millisecond', () => {
    const delivered = new Date('2026-03-01T12:00:00Z');
    const windowEnd = new Date(delivered.getTime() + 30 * 24 * 3600 * 1000);
    expect(withinReturnWindow(delivered, windowEnd)).toBe(true);
    expect(withinReturnWindow(delivered, new Date(windowEnd.getTime() + 1))).toBe(false);
  });

  it('makes a return number from the first six bytes only', () => {
    expect(returnNumberFrom(new Uint8Array([0, 1, 2, 3, 4, 31, 5, 6]))).toBe('R-ABCDE9');
  });
});

describe('refunds of variants', () => {
  // One parka in two variants, two lines: M/Red $279.00 and L/Black $289.50. Subtotal $568.50, 13% HST
  // $73.905, charged as $73.91: total $642.41.
  const line = (variantId: string, options: Record<string, string>, price: number) => ({
    productId: 'parka',
    variantId,
    name: 'Parka',
    options,
    sku: variantId.toUpperCase(),
    price,
    quantity: 1,
    imageUrl: '',
  });
  const order = {
    items: [line('m-red', { Size: 'M', Colour: 'Red' }, 279), line('l-black', { Size: 'L', Colour: 'Black' }, 289.5)],
    subtotalCents: 56850,
    taxCents: 7391,
    paidCents: 64241,
    refunds: [],
  };

  it('refunds the variant named, at its own price and its share of the tax', () => {
    // $289.50 + 7391 × 28950 / 56850 = 3763.75, rounded: $37.64. $327.14 in all.
    const plan = planRefund(order, [{ productId: 'parka', variantId: 'l-black', quantity: 1 }]);
    expect(plan).toEqual({
      ok: true,
      value: {
        amountCents: 32714,
        items: [{ productId: 'parka', variantId: 'l-black', name: 'Parka', options: { Size: 'L', Colour: 'Black' }, quantity: 1 }],
      },
    });
    // The other line takes what is left, to the cent: $279.00 + $36.27 = $315.27 (642.41 - 327.14).
    const after = { ...order, refunds: [{ amountCents: 32714, status: 'Succeeded' as const, items: plan.ok ? plan.value.items : [] }] };
    expect(planRefund(after, [{ productId: 'parka', variantId: 'm-red', quantity: 1 }])).toMatchObject({
      ok: true,
      value: { amountCents: 31527 },
    });
    // The same variant again: nothing of it is left; the product alone names no line of an order of variants.
    expect(planRefund(after, [{ productId: 'parka', variantId: 'l-black', quantity: 1 }])).toEqual({
      ok: false,
      error: 'Parka (Size L · Black) has already been refunded.',
    });
    expect(planRefund(order, [{ productId: 'parka', quantity: 1 }])).toEqual({
      ok: false,
      error: 'That product is not part of this order.',
    });
  });
});
