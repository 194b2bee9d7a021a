import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductDetail from '../src/pages/ProductDetail';
import { PRODUCT_ID, product, serve, show, signedIn } from './store-stand-in';

// The gift card's page: its amounts or one of the buyer's own, who it is for, then the card payment
// page; the service's refusal is said on the page.

const variant = (amount: number, n: number) => ({
  _id: `9b6f9a52-3c1e-4f7a-9d2b-00000000000${n}`,
  sku: `GIFT-CARD-${amount}`,
  options: { Amount: `$${amount}` },
  price: amount,
  stock: 100_000,
  forSale: true,
});
const giftCard = product(1, {
  _id: PRODUCT_ID,
  name: 'Gift card',
  price: 25,
  category: 'Gift Cards',
  options: [{ name: 'Amount', values: ['$25', '$50', '$100'] }],
  variants: [variant(25, 1), variant(50, 2), variant(100, 3)],
  giftCard: { minAmount: 10, maxAmount: 500 },
});

function store(refuse?: { status: number; body: unknown }) {
  return serve((method, url) => {
    if (method === 'GET' && url === `/api/products/${PRODUCT_ID}`) return { status: 200, body: giftCard };
    if (method === 'POST' && url === '/api/gift-cards/orders') return refuse ?? { status: 201, body: { _id: 'order-gift-1' } };
    if (method === 'POST' && url === '/api/create-checkout-session') {
      return { status: 200, body: { sessionId: 'cs_1', url: 'https://pay.example/cs_1' } };
    }
  });
}

let assigned: string[];
beforeEach(() => {
  signedIn(false);
  assigned = [];
  vi.stubGlobal('location', { ...window.location, href: 'http://store.test/', assign: (to: string) => assigned.push(to) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the gift card page', () => {
  it('buys an amount of your own for someone, as a visitor, and goes to the payment page', async () => {
    const calls = store();
    show(<ProductDetail />, `/product/${PRODUCT_ID}`, { route: '/product/:productId' });
    await screen.findByRole('heading', { level: 1, name: 'Gift card' });
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Another amount' }));
    fireEvent.change(screen.getByLabelText(/Amount in dollars/), { target: { value: '72,50' } });
    fireEvent.change(screen.getByLabelText("Recipient's name"), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText(/Recipient's email/), { target: { value: ' grace@example.ca ' } });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Lin' } });
    fireEvent.change(screen.getByLabelText(/Your email/), { target: { value: 'lin@example.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
    await waitFor(() => expect(assigned).toEqual(['https://pay.example/cs_1']));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      [
        '/api/gift-cards/orders',
        {
          productId: PRODUCT_ID,
          amount: 72.5,
          recipientName: 'Grace',
          recipientEmail: 'grace@example.ca',
          message: '',
          name: 'Lin',
          email: 'lin@example.ca',
        },
      ],
      ['/api/create-checkout-session', { orderId: 'order-gift-1' }],
    ]);
  });

  it("asks a signed-in shopper nothing of themselves, says the service's refusal and stays ready to try again", async () => {
    signedIn(true);
    const calls = store({ status: 400, body: { code: 'giftCard.amount.outside', message: 'This gift card is for $10.00 to $500.00.' } });
    show(<ProductDetail />, `/product/${PRODUCT_ID}`, { route: '/product/:productId' });
    await screen.findByRole('heading', { level: 1, name: 'Gift card' });
    expect(screen.queryByLabelText('Your name')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy gift card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This gift card is for $10.00 to $500.00.');
    expect(assigned).toEqual([]);
    expect(calls.find((c) => c.url === '/api/gift-cards/orders')!.body).toEqual({
      productId: PRODUCT_ID,
      variantId: variant(50, 2)._id,
      recipientName: '',
      message: '',
    });
    expect((screen.getByRole('button', { name: 'Buy gift card' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
