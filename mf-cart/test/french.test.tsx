import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@storefront/contracts';
import { catalogueProblems } from '@storefront/ui/testing';

// The cart remote in French: its catalogue is complete, and its pages speak French, with prices and
// dates as French writes them, once the shopper picks it (the store's answers are stood in for).

vi.hoisted(() => localStorage.setItem('userId', 'u-1'));

const { address, cartLine, serve, show } = await import('./store-stand-in');

const { chooseLanguage } = await import('@storefront/ui');
const { catalogue } = await import('../src/messages');
const { cartStore } = await import('../src/cart-state');
const { GuestCheckout } = await import('../src/checkout/GuestCheckout');
const { default: Cart } = await import('../src/pages/Cart');
const { default: Checkout } = await import('../src/pages/Checkout');
const { default: Orders } = await import('../src/pages/Orders');
const { default: OrderDetail } = await import('../src/pages/OrderDetail');
const { default: PaymentCancelled } = await import('../src/pages/PaymentCancelled');
const { default: FindOrder } = await import('../src/pages/FindOrder');
const { default: BuyAgain } = await import('../src/pages/BuyAgain');

/** The page's text, with the narrow and non-breaking spaces French puts in prices written as spaces. */
const pageText = () => document.body.textContent!.replace(/[\u00a0\u202f]/g, ' ');

function expectEnglishGone(...english: string[]) {
  const text = pageText();
  for (const words of english) expect(text).not.toContain(words);
}

const line = cartLine({ price: 1234.56 });

const order: Order = {
  _id: 'o-1',
  userId: 'u-1',
  createdAt: new Date(Date.UTC(2026, 10, 22, 12)).toISOString(),
  status: 'Paid',
  paymentStatus: 'Paid',
  items: [{ productId: 'a', variantId: 'a', name: 'Wool toque', options: {}, sku: 'TOQUE', price: 1234.56, quantity: 1, imageUrl: '' }],
  shippingAddress: address,
  deliveryDate: '2026-11-24',
  paidAt: new Date(Date.UTC(2026, 10, 22, 12)).toISOString(),
  backordered: [],
  subtotal: 1234.56,
  taxes: [{ name: 'HST', rate: 13, amount: 160.49 }],
  tax: 160.49,
  shipping: 0,
  totalAmount: 1395.05,
  taxRegion: 'ON',
  shipment: null,
  deliveredAt: null,
  refunds: [
    { _id: 'rf-1', amount: 10, status: 'Pending', reason: '', items: [], createdAt: new Date(Date.UTC(2026, 10, 23, 12)).toISOString() },
  ],
  refundedAmount: 10,
  returns: [],
  // What the orders service wrote: shown as it is.
  timeline: [
    { at: new Date(Date.UTC(2026, 10, 22, 12)).toISOString(), event: 'Placed', detail: '' },
    {
      at: new Date(Date.UTC(2026, 10, 22, 13)).toISOString(),
      event: 'Paid',
      detail: '$1,385.05 by card, $10.00 by gift card …1234',
      said: [
        { says: 'paid.card', values: { amount: 138505 } },
        { says: 'paid.giftCard', values: { amount: 1000, lastFour: '1234' } },
      ],
    },
    // A saying this remote has no words for yet: the service's English.
    { at: new Date(Date.UTC(2026, 10, 22, 14)).toISOString(), event: 'Paid', detail: 'Something newer', said: [{ says: 'newer.thing' }] },
  ],
} as unknown as Order;

beforeEach(async () => {
  await act(() => chooseLanguage('fr'));
});

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('The French catalogue', () => {
  it('has every message, in French, with the same placeholders', async () => {
    expect(await catalogueProblems(catalogue, ['orders.total'])).toEqual([]);
  });
});

describe('The pages in French', () => {
  it('the cart: its words, prices as 1 234,56 $', async () => {
    serve((_m, path) =>
      path === '/api/cart/u-1' ? { status: 200, body: { items: [line], total: 1234.56, totalQuantity: 1 } } : undefined,
    );
    await cartStore().refresh();
    show(<Cart />, '/cart');
    expect(screen.getByRole('heading', { name: 'Panier' })).toBeTruthy();
    expect(screen.getByText('Sous-total (1 article)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passer à la caisse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vider le panier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Un de plus : Wool toque' })).toBeTruthy();
    expect(pageText()).toContain('1 234,56 $');
    expectEnglishGone('Shopping Cart', 'Subtotal', 'Proceed to Checkout', 'Empty Cart', '$1,234.56');
    await act(() => cartStore().clearCart());
  });

  it("the shopper's checkout: delivery dates, the summary with TPS/TVH, 'Passer la commande'", async () => {
    serve((_m, path) => {
      if (path === '/api/cart/u-1') return { status: 200, body: { items: [line], total: 1234.56, totalQuantity: 1 } };
      if (path === '/api/users/u-1/addresses') return { status: 200, body: [{ _id: 'ad-1', isDefault: true, ...address }] };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-11-24', '2026-11-25'] } };
      if (path === '/api/orders/u-1/quote')
        return {
          status: 200,
          body: {
            items: [line],
            subtotal: 1234.56,
            taxes: [{ name: 'HST', rate: 13, amount: 160.49 }],
            tax: 160.49,
            shipping: 0,
            totalAmount: 1395.05,
            taxRegion: 'ON',
          },
        };
    });
    await cartStore().refresh();
    show(<Checkout />, '/checkout');
    // The quote waits on the addresses: on a busy machine, past findBy's usual second.
    await screen.findByText('Total de la commande :', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Caisse sécurisée' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Résumé de la commande' })).toBeTruthy();
    expect(screen.getByText('TPS/TVH estimée (TVH 13 %)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeTruthy();
    expect(pageText()).toContain('mardi 24 novembre – Livraison gratuite');
    expect(pageText()).toContain('1 395,05 $');
    expectEnglishGone('Secure Checkout', 'Order Summary', 'Place your order', 'Free Delivery', 'Tuesday', 'Estimated', '$1,395.05');
    await act(() => cartStore().clearCart());
  });

  it("a visitor's checkout offers to sign in or continue as a guest", () => {
    show(<GuestCheckout />, '/checkout');
    expect(screen.getByRole('heading', { name: 'Vous avez un compte?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuer en tant qu’invité' })).toBeTruthy();
    expectEnglishGone('Have an account?', 'Continue as guest', 'Sign in');
  });

  it('Your Orders: the order with its French status, date and total', async () => {
    serve((_m, path) => (path === '/api/orders/u-1' ? { status: 200, body: [order] } : undefined));
    show(<Orders />, '/orders');
    const card = await screen.findByTestId('order-card');
    expect(screen.getByRole('heading', { name: 'Vos commandes' })).toBeTruthy();
    expect(within(card).getByText('Payée')).toBeTruthy();
    expect(within(card).getByText('22 novembre 2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Acheter de nouveau' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Annuler la commande' })).toBeTruthy();
    expect(card.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 395,05 $');
    expectEnglishGone('Your Orders', 'Order placed', 'View Details', 'Buy Again', 'Cancel order', 'November');
  });

  it("an order's details, its cancel dialog, and its timeline in French", async () => {
    serve((_m, path) => (path === '/api/orders/detail/o-1' ? { status: 200, body: order } : undefined));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByRole('heading', { name: 'Détails de la commande' });
    expect(pageText()).toContain('Commandée le 22 novembre 2026');
    expect(pageText()).toContain('UGS : TOQUE');
    expect(pageText()).toContain('mardi 24 novembre – Livraison gratuite');
    expect(within(screen.getByRole('region', { name: 'Remboursements' })).getByText('En attente')).toBeTruthy();
    // The orders service's words for what happened, in French where they are known.
    const history = screen.getByRole('list', { name: 'Historique de la commande' });
    expect(history.textContent).toContain('Commande passée');
    // What each step says, in French: amounts as French Canada writes them.
    expect(history.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 385,05 $ par carte, 10,00 $ par carte-cadeau …1234');
    expect(history.textContent).toContain('Something newer');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette commande?' });
    expect(within(dialog).getByRole('button', { name: 'Garder la commande' })).toBeTruthy();
    expect(dialog.textContent!.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 385,05 $');
    expectEnglishGone(
      'Order Details',
      'Ordered on',
      'Free Delivery',
      'Refunds',
      'Keep order',
      'goes back to your card',
      'Pending',
      'SKU',
      'by card',
    );
  });

  it('the payment cancelled, Find my order and Buy Again pages', async () => {
    const cancelled = show(<PaymentCancelled />, '/cancel');
    expect(screen.getByRole('heading', { name: 'Paiement annulé' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retour aux commandes' })).toBeTruthy();
    expectEnglishGone('Payment Cancelled', 'Nothing was charged', 'Go Back to Orders');
    cancelled.unmount();

    const find = show(<FindOrder />, '/find-order');
    expect(screen.getByRole('textbox', { name: 'Numéro de commande' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'M’envoyer un lien' })).toBeTruthy();
    expectEnglishGone('Find my order', 'Order number', 'Email me a link');
    find.unmount();

    serve((_m, path) => (path === '/api/orders/u-1' ? { status: 200, body: [] } : undefined));
    show(<BuyAgain />, '/buy-again');
    await screen.findByText('Aucune commande récente trouvée.');
    expect(screen.getByRole('heading', { name: 'Acheter de nouveau' })).toBeTruthy();
    expectEnglishGone('Buy Again', 'No recent orders found.');
  });

  it('switches back to English without a reload', async () => {
    serve((_m, path) => (path === '/api/orders/u-1' ? { status: 200, body: [order] } : undefined));
    show(<Orders />, '/orders');
    await screen.findByText('Payée');
    await act(() => chooseLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('November 22, 2026')).toBeTruthy();
    expect(screen.getByText('$1,395.05')).toBeTruthy();
  });
});
