import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// A visitor's checkout (no one signed in: the cart is the one the browser's cookie names), with the
// store's answers stood in for.

const { callLine, parkaLine, serve, show } = await import('./store-stand-in');
const { cartStore } = await import('../src/cart-state');
const { GuestCheckout } = await import('../src/checkout/GuestCheckout');

describe("A guest's checkout of two variants of one product", () => {
  it('asks the quote for each line by its variant, and shows a row per variant with its options', async () => {
    const lines = [parkaLine('v-m', 'M'), parkaLine('v-l', 'L')];
    const calls = serve((_m, path) => {
      if (path === '/api/cart/guest') return { status: 200, body: { items: lines, total: 600, totalQuantity: 2 } };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-01-02'] } };
      if (path === '/api/orders/guest/quote')
        return { status: 200, body: { items: lines, subtotal: 600, taxes: [], tax: 0, shipping: 0, totalAmount: 600, taxRegion: 'ON' } };
    });
    await cartStore().refresh();
    show(<GuestCheckout />, '/checkout?as=guest', '/checkout');
    await waitFor(() => expect(calls.map(callLine)).toContain('POST /api/orders/guest/quote'));
    expect(calls.find((c) => c.url === '/api/orders/guest/quote')!.body).toEqual({
      items: [
        { productId: 'parka', variantId: 'v-m', quantity: 1 },
        { productId: 'parka', variantId: 'v-l', quantity: 1 },
      ],
      shippingAddress: null,
      codes: [],
    });
    const items = await screen.findByRole('region', { name: 'Items' });
    await waitFor(() =>
      expect([...items.querySelectorAll('li .options')].map((o) => o.textContent)).toEqual(['Size M · Red', 'Size L · Red']),
    );
    await act(() => cartStore().clearCart());
  });
});

describe('A promotion code at checkout', () => {
  it('says why a code is refused and keeps nothing, then shows a good code’s discount and asks every quote with it', async () => {
    const lines = [parkaLine('v-m', 'M')];
    const quoted = { items: lines, subtotal: 300, taxes: [], tax: 39, shipping: 0, totalAmount: 339, taxRegion: 'ON' };
    const calls = serve((_m, path, body) => {
      if (path === '/api/cart/guest') return { status: 200, body: { items: lines, total: 300, totalQuantity: 1 } };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-01-02'] } };
      if (path === '/api/orders/guest/quote') {
        const codes = (body as { codes: string[] }).codes;
        if (codes.includes('NOPE1'))
          return {
            status: 400,
            body: {
              error: 'The code NOPE1 is not one of ours. Check how it is written.',
              code: 'promotion.code.unknown',
              values: { code: 'NOPE1' },
            },
          };
        if (codes.includes('BOXING25'))
          return {
            status: 200,
            body: {
              ...quoted,
              items: [{ ...lines[0], discount: 75 }],
              discounts: [{ code: 'BOXING25', description: 'Boxing Day: 25 % off', amount: 75 }],
              discount: 75,
              tax: 29.25,
              totalAmount: 254.25,
            },
          };
        return { status: 200, body: quoted };
      }
    });
    await cartStore().refresh();
    show(<GuestCheckout />, '/checkout?as=guest', '/checkout');
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(field, 'nope1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The code NOPE1 is not one of ours. Check how it is written.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Codes applied' })).toBeNull();
    await user.clear(field);
    await user.type(field, 'boxing25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary.textContent).toContain('Boxing Day: 25 % off'));
    expect(summary.textContent).toContain('−$75.00');
    expect(summary.textContent).toContain('You save:$75.00');
    expect(screen.getByRole('list', { name: 'Codes applied' }).textContent).toContain('BOXING25');
    const last = calls.filter((c) => c.url === '/api/orders/guest/quote').at(-1)!;
    expect((last.body as { codes: string[] }).codes).toEqual(['BOXING25']);
    await user.click(screen.getByRole('button', { name: 'Remove the code BOXING25' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Codes applied' })).toBeNull());
    await act(() => cartStore().clearCart());
  });
});

describe('A gift card at checkout', () => {
  it('takes the gift card in the same field, and shows what it pays and what is left for the card', async () => {
    const lines = [parkaLine('v-m', 'M')];
    const quoted = { items: lines, subtotal: 300, taxes: [], tax: 39, shipping: 0, totalAmount: 339, taxRegion: 'ON' };
    serve((_m, path, body) => {
      if (path === '/api/cart/guest') return { status: 200, body: { items: lines, total: 300, totalQuantity: 1 } };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-01-02'] } };
      if (path === '/api/orders/guest/quote') {
        const codes = (body as { codes: string[] }).codes;
        // A gift card is a payment: the total and its tax stay, and the card owes the rest.
        if (codes.includes('K7QX-ABCD-EFGH-JK23'))
          return { status: 200, body: { ...quoted, giftCards: [{ lastFour: 'JK23', amount: 100 }], amountDue: 239 } };
        return { status: 200, body: quoted };
      }
    });
    await cartStore().refresh();
    show(<GuestCheckout />, '/checkout?as=guest', '/checkout');
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(field, 'k7qx-abcd-efgh-jk23');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary.textContent).toContain('Gift card …JK23−$100.00'));
    expect(summary.textContent).toContain('Order total:$339.00');
    expect(summary.textContent).toContain('Left to pay by card$239.00');
    await act(() => cartStore().clearCart());
  });
});

describe("A guest's tax, province by province", () => {
  it('shows no tax before the province is chosen, then asks for the province chosen and says a postal code of another one at its field', async () => {
    const lines = [parkaLine('v-m', 'M')];
    const misplaced = 'The postal code H2X 1Y4 is not in the province chosen: check the province and the postal code.';
    const calls = serve((_m, path, body) => {
      if (path === '/api/cart/guest') return { status: 200, body: { items: lines, total: 300, totalQuantity: 1 } };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-01-02'] } };
      if (path === '/api/orders/guest/quote') {
        const at = (body as { shippingAddress: { province: string; postalCode: string } | null }).shippingAddress;
        if (!at)
          return { status: 200, body: { items: lines, subtotal: 300, taxes: [], tax: 0, shipping: 0, totalAmount: 300, taxRegion: '' } };
        if (at.province === 'ON' && at.postalCode === 'H2X 1Y4')
          return {
            status: 400,
            body: {
              error: misplaced,
              code: 'address.postalCode.province',
              details: [{ path: 'body.shippingAddress.postalCode', message: misplaced, code: 'address.postalCode.province' }],
            },
          };
        const qst = { name: 'QST', rate: 9.975, amount: 29.93 };
        return {
          status: 200,
          body: {
            items: lines,
            subtotal: 300,
            taxes: [{ name: 'GST', rate: 5, amount: 15 }, qst],
            tax: 44.93,
            shipping: 0,
            totalAmount: 344.93,
            taxRegion: 'QC',
          },
        };
      }
    });
    const { fireEvent } = await import('@testing-library/react');
    await cartStore().refresh();
    show(<GuestCheckout />, '/checkout?as=guest', '/checkout');
    // Not Ontario's HST for everyone: no tax until the province is known.
    expect(await screen.findByText('Tax: counted once you choose the province')).toBeTruthy();
    expect(screen.queryByText(/HST/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'QC' } });
    expect(await screen.findByText('Estimated QST (QST 9.975%)')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/orders/guest/quote').at(-1)!.body).toMatchObject({
      shippingAddress: { province: 'QC', country: 'Canada', postalCode: '' },
    });
    // A postal code half typed is not sent; a whole one is, and one of another province is said at its field.
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'ON' } });
    fireEvent.change(screen.getByLabelText('Postal Code'), { target: { value: 'H2X' } });
    fireEvent.change(screen.getByLabelText('Postal Code'), { target: { value: 'h2x1y4' } });
    const field = screen.getByLabelText('Postal Code').closest('label')!.parentElement!;
    await waitFor(() => expect(field.querySelector('[role="alert"]')?.textContent).toBe(misplaced));
    const sent = calls
      .filter((c) => c.url === '/api/orders/guest/quote')
      .map((c) => (c.body as { shippingAddress: unknown }).shippingAddress);
    expect(sent).not.toContainEqual(expect.objectContaining({ postalCode: 'H2X' }));
    expect(sent.at(-1)).toEqual({ province: 'ON', country: 'Canada', postalCode: 'H2X 1Y4' });
    await act(() => cartStore().clearCart());
  });
});

describe("A guest's refused details", () => {
  it('takes the shopper to the first refused field, and each problem (and the summary) goes once its field is changed', async () => {
    const lines = [parkaLine('v-m', 'M')];
    const refusal = {
      error: 'Street is required.',
      code: 'address.street.required',
      details: [
        { path: 'body.email', message: 'Email must be a valid email address.', code: 'email.invalid' },
        { path: 'body.shippingAddress.street', message: 'Street is required.', code: 'address.street.required' },
      ],
    };
    serve((method, path) => {
      if (path === '/api/cart/guest') return { status: 200, body: { items: lines, total: 300, totalQuantity: 1 } };
      if (path === '/api/orders/delivery-dates') return { status: 200, body: { dates: ['2026-01-02'] } };
      if (path === '/api/orders/guest/quote')
        return { status: 200, body: { items: lines, subtotal: 300, taxes: [], tax: 0, shipping: 0, totalAmount: 300, taxRegion: '' } };
      if (method === 'POST' && path === '/api/orders/guest') return { status: 400, body: refusal };
    });
    const { fireEvent } = await import('@testing-library/react');
    await cartStore().refresh();
    show(<GuestCheckout />, '/checkout?as=guest', '/checkout');
    const place = await screen.findByRole('button', { name: 'Place your order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    const summary = 'Please correct the details marked above.';
    await screen.findByText('Street is required.');
    expect(screen.getByText(summary)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'gail@example.ca' } });
    expect(screen.queryByText('Email must be a valid email address.')).toBeNull();
    expect(screen.getByText('Street is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: '1 Rue Sainte-Catherine' } });
    expect(screen.queryByText('Street is required.')).toBeNull();
    expect(screen.queryByText(summary)).toBeNull();
    await act(() => cartStore().clearCart());
  });
});
