import { describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contracts';
import { latestOrderAnswer } from '../src/domain/replies';

const order = (status: Order['status']): Order => ({
  _id: 'af4173bd-0000-4000-8000-000000000000',
  userId: 'u',
  createdAt: '2026-11-20T15:00:00Z',
  status,
  paymentStatus: status === 'Pending Payment' ? 'Unpaid' : status === 'Payment Failed' ? 'Failed' : 'Paid',
  items: [{ productId: 'p', name: 'Merino Toque', price: 24.99, quantity: 1, imageUrl: '' }],
  subtotal: 24.99,
  taxes: [],
  tax: 3.25,
  shipping: 0,
  totalAmount: 28.24,
  taxRegion: 'ON',
  shippingAddress: { fullName: 'Ada', street: '1 King St W', city: 'Toronto', province: 'ON', country: 'Canada', postalCode: 'M5H 1A1', phoneNumber: '' },
  deliveryDate: '2026-11-24',
  paidAt: null,
  backordered: [],
});

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
