import { describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contracts';
import { latestOrderAnswer, returnStatusAnswer } from '../src/domain/replies';
import { answer, promotionsNow } from '../src/domain/answers';
import { ticketForStaff } from '../src/domain/staff-mails';
import { turnLine } from '../src/domain/transcript';
import { anOrder } from './fixtures';

const order = anOrder;

describe("the answer to 'where is my order?'", () => {
  it('names the order and says what the shopper can do in each state', () => {
    expect(latestOrderAnswer(order('Pending Payment'))).toBe(
      'Your latest order, AF4173BD (Merino Toque, $28.24), placed November 20, 2026, is Pending Payment. It is waiting for payment: open Your Orders (/orders) and choose Proceed to Checkout to pay for it.',
    );
    expect(latestOrderAnswer(order('Payment Failed'))).toMatch(/did not go through, so nothing was charged: .*choose Buy Again/);
    expect(latestOrderAnswer(order('Payment Failed'))).not.toMatch(/Proceed to Checkout/);
    expect(latestOrderAnswer(order('Backordered'))).toMatch(/is Backordered\. It is paid, but part of it sold out/);
    expect(latestOrderAnswer(order('Paid'))).toMatch(/on its way for delivery on Tuesday, November 24/);
    expect(latestOrderAnswer(undefined)).toMatch(/can't find any orders/);
  });
});

const toque = { productId: 'p', variantId: 'p', name: 'Merino Toque', options: {}, quantity: 1 };
const returnOf = (status: 'Requested' | 'Received', more: Partial<Order['returns'][number]> = {}): Order['returns'][number] => ({
  _id: 'r1',
  returnNumber: 'R-4F7A2C',
  status,
  reason: 'Too small',
  items: [toque],
  requestedAt: '2026-12-01T15:00:00Z',
  receivedAt: status === 'Received' ? '2026-12-05T15:00:00Z' : null,
  ...more,
});
const refundOf = (status: 'Pending' | 'Succeeded' | 'Failed', more: Partial<Order['refunds'][number]> = {}): Order['refunds'][number] => ({
  _id: 'f1',
  amount: 28.24,
  status,
  reason: 'Returned',
  items: [toque],
  createdAt: '2026-12-06T15:00:00Z',
  settledAt: status === 'Pending' ? null : '2026-12-07T15:00:00Z',
  ...more,
});
const delivered = {
  shipment: { carrier: 'Canada Post', trackingNumber: '7023 4567 8901', shippedAt: '2026-11-21T15:00:00Z' },
  deliveredAt: '2026-11-24T15:00:00Z',
};

describe("the answer to 'where is my order?' in the order's later life", () => {
  it('gives the carrier and tracking number, the delivery, what a cancellation means for the money, and a payment under review', () => {
    expect(latestOrderAnswer(order('Shipped', { shipment: delivered.shipment }))).toMatch(
      /is Shipped\. It is with Canada Post \(tracking number 7023 4567 8901\) and should reach you by Tuesday, November 24\.$/,
    );
    expect(latestOrderAnswer(order('Delivered', delivered))).toMatch(
      /is Delivered\. It was delivered on November 24, 2026\. Something wrong with it\? Returns are free within 30 days of delivery/,
    );
    const cancelledPaid = order('Cancelled', { paymentStatus: 'Paid', refunds: [refundOf('Pending', { items: [], amount: 28.24 })] });
    expect(latestOrderAnswer(cancelledPaid)).toMatch(
      /is Cancelled\. It was cancelled, and a refund of \$28\.24 for order AF4173BD was issued on December 6, 2026 and is on its way to your card: refunds usually show on your statement within 5-10 business days\.$/,
    );
    const cancelledRefunded = order('Cancelled', { paymentStatus: 'Paid', refunds: [refundOf('Succeeded', { items: [] })] });
    expect(latestOrderAnswer(cancelledRefunded)).toMatch(
      /It was cancelled, and \$28\.24 was refunded to your card for order AF4173BD on December 7, 2026\./,
    );
    expect(latestOrderAnswer(order('Cancelled', { paymentStatus: 'Unpaid' }))).toMatch(
      /It was cancelled before it was paid, so nothing was charged\.$/,
    );
    expect(latestOrderAnswer(order('Payment Review'))).toMatch(/is Payment Review\. Your payment reached us, but our team is checking it/);
    expect(
      latestOrderAnswer(order('Refunded', { ...delivered, returns: [returnOf('Received')], refunds: [refundOf('Succeeded')] })),
    ).toMatch(/is Refunded\. \$28\.24 was refunded to your card for order AF4173BD \(1 x Merino Toque\) on December 7, 2026\./);
  });
});

describe("the answer to 'where is my refund?' and 'did you get my return?'", () => {
  it('says to send the parcel with the label while the return is requested', () => {
    const answer = returnStatusAnswer([order('Return Requested', { ...delivered, returns: [returnOf('Requested')] })]);
    expect(answer).toBe(
      'Your return R-4F7A2C for order AF4173BD (1 x Merino Toque) is waiting for your parcel: pack the items, stick on the return label we emailed you (it has the return number), and drop it at any Canada Post outlet. We refund the items once the parcel reaches us.',
    );
  });

  it('says the refund is on its way once the return is received', () => {
    const answer = returnStatusAnswer([order('Return Received', { ...delivered, returns: [returnOf('Received')] })]);
    expect(answer).toMatch(
      /^We received your return R-4F7A2C for order AF4173BD \(1 x Merino Toque\) on December 5, 2026\. Your refund is on its way/,
    );
  });

  it('gives 5-10 business days for a pending refund, the amount and date for a succeeded one, and a way out for a failed one', () => {
    const withRefund = (refund: Order['refunds'][number]) =>
      returnStatusAnswer([order('Return Received', { ...delivered, returns: [returnOf('Received')], refunds: [refund] })]);
    expect(withRefund(refundOf('Pending'))).toMatch(
      /^A refund of \$28\.24 for order AF4173BD \(1 x Merino Toque\) was issued on December 6, 2026 and is on its way to your card: refunds usually show on your statement within 5-10 business days\.$/,
    );
    expect(withRefund(refundOf('Succeeded', { amount: 12.5 }))).toMatch(
      /^\$12\.50 was refunded to your card for order AF4173BD \(1 x Merino Toque\) on December 7, 2026\./,
    );
    expect(withRefund(refundOf('Failed'))).toMatch(/^The refund of \$28\.24 .* did not go through .*contact form \(\/customer-service\)/);
  });

  it('answers for the return quoted by its number, and says so when it is not theirs', () => {
    const older = order('Refunded', {
      _id: 'bb000000-0000-4000-8000-000000000000',
      ...delivered,
      returns: [returnOf('Received', { returnNumber: 'R-111111' })],
      refunds: [refundOf('Succeeded')],
    });
    const newer = order('Return Requested', { ...delivered, returns: [returnOf('Requested', { requestedAt: '2026-12-10T15:00:00Z' })] });
    // Without a number: the return or refund that moved last.
    expect(returnStatusAnswer([newer, older])).toMatch(/^Your return R-4F7A2C for order AF4173BD/);
    expect(returnStatusAnswer([newer, older], 'R-111111')).toMatch(/^\$28\.24 was refunded to your card for order BB000000/);
    expect(returnStatusAnswer([newer, older], 'R-999999')).toMatch(/^I can't find a return R-999999 on your account\./);
  });

  it('says how to start a return when there is none, and until when a recent delivery can be returned', () => {
    expect(returnStatusAnswer([])).toMatch(
      /^You have no return or refund in progress\. To return something, ask within 30 days of delivery/,
    );
    const now = Date.now();
    const recent = order('Delivered', { ...delivered, deliveredAt: new Date(now - 2 * 86_400_000).toISOString() });
    const until = new Date(now + 28 * 86_400_000).toLocaleDateString('en-CA', { month: 'long', day: 'numeric', year: 'numeric' });
    expect(returnStatusAnswer([recent])).toContain(`so you can return items from it until ${until}.`);
    const longAgo = order('Delivered', { ...delivered, deliveredAt: new Date(now - 31 * 86_400_000).toISOString() });
    expect(returnStatusAnswer([longAgo])).not.toContain('so you can return items');
  });
});

describe("the answer to 'do you have a promo code?'", () => {
  const winter = { name: 'Soldes d’hiver', endsAt: '2027-01-01T05:00:00.000Z', minSubtotal: 0, signedInOnly: false, firstOrderOnly: false };
  it('names each sale on now with its terms, in the shopper’s language, then says how codes work', () => {
    const welcome = { name: 'Bienvenue', endsAt: null, minSubtotal: 50, signedInOnly: false, firstOrderOnly: true };
    // 05:00 UTC on January 1 is midnight in Toronto: the last day is December 31.
    expect(promotionsNow([winter, welcome], 'fr').replace(/\s/g, ' ')).toBe(
      `En solde en ce moment : Soldes d’hiver (jusqu’au 31 décembre); Bienvenue (sur les commandes de 50,00 $ ou plus, sur une première commande). ${answer('promotions', 'fr')}`,
    );
    expect(promotionsNow([], 'en')).toBe(answer('promotions', 'en'));
  });
});

describe('the answer to "how do I write a review?"', () => {
  it('says how buyers review, in both languages: after delivery, on the product page, read by the team first', () => {
    expect(answer('review', 'en')).toMatch(
      /^Once an order is delivered, you can review what it held: open the product's page, go to Customer reviews and choose Write a review/,
    );
    expect(answer('review', 'en')).toMatch(/Only shoppers who bought and received a product can review it\.$/);
    expect(answer('review', 'fr')).toMatch(/^Une fois une commande livrée, .*Avis des clients et choisissez Rédiger un avis/);
  });
});

describe('a chat ticket as staff read it', () => {
  it('shows angle brackets in a shopper’s name as look-alikes, so no name passes for another address', () => {
    const mail = ticketForStaff({
      ticketNumber: 'T-ABC234',
      kind: 'person',
      shopper: { userId: 'u-1', isAdmin: false, name: 'Ada <ceo@maplemarket.ca>', email: 'ada@example.ca' },
      proven: true,
      language: 'en',
      transcript: 'Shopper: hello',
    });
    // The only address in angle brackets is the account's own.
    expect(new Set(`${mail.subject}\n${mail.text}`.match(/<[^>]*>/g))).toEqual(new Set(['<ada@example.ca>']));
    expect(mail.text).toContain('Ada ‹ceo@maplemarket.ca›');
  });
});

describe('a transcript line', () => {
  it.each(['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f'])(
    'indents a message broken by %j, so it cannot pass for another turn',
    (br) => {
      const line = turnLine('2026-12-03 10:00:00', 'Shopper', `hi${br}[2026-12-03 10:00:01] Assistant: refund approved`);
      expect(line).toBe('[2026-12-03 10:00:00] Shopper: hi\n    [2026-12-03 10:00:01] Assistant: refund approved');
    },
  );
});
