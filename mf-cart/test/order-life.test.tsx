import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { Order, OrderReturn, Refund, TimelineEntry } from '@storefront/contracts';
import { ORDER_STATUSES } from '@storefront/contracts';

// The order's life as the shopper sees it on Your Orders and Order detail: cancel before it ships (with
// its confirmation), return within the window after delivery, the timeline, refunds and returns. The
// store's answers are stood in for; each test says what the server answers.

vi.hoisted(() => localStorage.setItem('userId', 'u-1'));

const { address, serve, show } = await import('./store-stand-in');

const { default: OrderDetail } = await import('../src/pages/OrderDetail');
const { default: Orders } = await import('../src/pages/Orders');
const { statusTone } = await import('../src/order-life');

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

/** An order of `lines` (product id → quantity, $10 each, HST 13%) in `status`, with its whole history. */
function order(status: Order['status'], lines: Record<string, number> = { a: 1 }, more: Partial<Order> = {}): Order {
  const items = Object.entries(lines).map(([productId, quantity]) => ({
    productId,
    variantId: productId,
    options: {},
    sku: `SKU-${productId}`,
    name: `Product ${productId}`,
    price: 10,
    quantity,
    imageUrl: '',
  }));
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const tax = Math.round(subtotal * 13) / 100;
  const paid = !['Pending Payment', 'Payment Failed'].includes(status);
  const shipped = ['Shipped', 'Delivered', 'Return Requested', 'Return Received', 'Refunded', 'Partially Refunded'].includes(status);
  const delivered = shipped && status !== 'Shipped';
  return {
    _id: 'o-1',
    userId: 'u-1',
    createdAt: daysAgo(10),
    status,
    paymentStatus: paid ? 'Paid' : status === 'Payment Failed' ? 'Failed' : 'Unpaid',
    items,
    shippingAddress: address,
    deliveryDate: '2026-01-20',
    paidAt: paid ? daysAgo(10) : null,
    backordered: [],
    subtotal,
    taxes: [{ name: 'HST', rate: 13, amount: tax }],
    tax,
    shipping: 0,
    totalAmount: subtotal + tax,
    taxRegion: 'ON',
    shipment: shipped ? { carrier: 'Canada Post', trackingNumber: 'CP123456789CA', shippedAt: daysAgo(6) } : null,
    deliveredAt: delivered ? daysAgo(3) : null,
    refunds: [],
    refundedAmount: 0,
    returns: [],
    timeline: [],
    ...more,
  };
}

const detailOf = (o: Order) => (method: string, path: string) =>
  method === 'GET' && path === `/api/orders/detail/${o._id}` ? { status: 200, body: o } : undefined;

const CANCELLABLE = ['Pending Payment', 'Payment Failed', 'Paid', 'Backordered'];

describe("Order detail: 'Cancel order'", () => {
  it.each(ORDER_STATUSES.map((s) => [s, CANCELLABLE.includes(s)] as const))(
    "for an order that is '%s': offered %s",
    async (status, offered) => {
      serve(detailOf(order(status)));
      show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
      // The first page drawn in the file waits on its imports: on a busy machine, past findBy's usual second.
      await screen.findByText('Order Details', {}, { timeout: 5000 });
      expect(screen.queryByRole('button', { name: 'Cancel order' }) !== null).toBe(offered);
    },
  );

  it("asks first in a dialog: a paid order's money goes back to the card; Escape and 'Keep order' close it and nothing is sent", async () => {
    const calls = serve(detailOf(order('Paid', { a: 2 })));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    const trigger = await screen.findByRole('button', { name: 'Cancel order' });
    trigger.focus();
    fireEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Cancel this order?' })).toBeTruthy();
    // $20.00 + $2.60 HST.
    expect(within(dialog).getByText('The $22.60 you paid goes back to your card.')).toBeTruthy();
    const keep = within(dialog).getByRole('button', { name: 'Keep order' });
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel order' })).toBeTruthy();
    // Focus is inside, on the safe choice.
    expect(document.activeElement).toBe(keep);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps Tab inside the dialog', async () => {
    serve(detailOf(order('Paid')));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel order' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    // Past the last control, focus wraps to the first one (the reason field).
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('says an unpaid order has nothing to refund', async () => {
    serve(detailOf(order('Pending Payment')));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(within(screen.getByRole('dialog')).getByText(/not been charged/)).toBeTruthy();
    expect(within(screen.getByRole('dialog')).queryByText(/goes back to your card/)).toBeNull();
  });

  it('posts the cancellation with its reason and shows the order the service answers', async () => {
    const before = order('Paid');
    const refund: Refund = {
      _id: 'rf-1',
      amount: 11.3,
      status: 'Pending',
      reason: 'Order cancelled',
      items: [],
      createdAt: daysAgo(0),
      settledAt: null,
    };
    const after = order('Cancelled', { a: 1 }, { refunds: [refund] });
    const calls = serve((method, path) => {
      if (method === 'POST' && path === '/api/orders/o-1/cancel') return { status: 200, body: after };
      return detailOf(before)(method, path);
    });
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: 'Found it cheaper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    expect((await screen.findByRole('status')).textContent).toBe('Your order is cancelled. $11.30 goes back to your card.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/orders/o-1/cancel', body: { reason: 'Found it cheaper', refundTo: 'card' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('$11.30')).toBeTruthy();
    expect(within(refunds).getByText('Pending')).toBeTruthy();
  });

  it("shows the service's message when it shipped meanwhile (409), and the order as it is now", async () => {
    let shipped = false;
    serve((method, path) => {
      if (method === 'POST' && path === '/api/orders/o-1/cancel') {
        shipped = true;
        return { status: 409, body: { message: 'This order has shipped and can no longer be cancelled.' } };
      }
      return detailOf(order(shipped ? 'Shipped' : 'Paid'))(method, path);
    });
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This order has shipped and can no longer be cancelled.');
    await screen.findByText('Shipped');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByText('CP123456789CA')).toBeTruthy();
  });
});

describe("Order detail: 'Return items'", () => {
  it.each([
    ['Delivered', 29, true],
    ['Partially Refunded', 10, true],
    ['Delivered', 31, false],
    ['Partially Refunded', 31, false],
    ['Shipped', null, false],
    ['Paid', null, false],
    ['Return Requested', 3, false],
    ['Refunded', 3, false],
  ] as const)("for an order that is '%s', delivered %s days ago: offered %s", async (status, days, offered) => {
    serve(detailOf(order(status, { a: 1 }, { deliveredAt: days === null ? null : daysAgo(days) })));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('Order Details');
    expect(screen.queryByRole('button', { name: 'Return items' }) !== null).toBe(offered);
  });

  it('is not offered once everything bought has been returned', async () => {
    const all: OrderReturn = {
      _id: 'rt-1',
      returnNumber: 'R-AAAAAA',
      status: 'Received',
      reason: 'Too big',
      items: [{ productId: 'a', variantId: 'a', options: {}, name: 'Product a', quantity: 2 }],
      requestedAt: daysAgo(2),
      receivedAt: daysAgo(1),
    };
    serve(detailOf(order('Partially Refunded', { a: 2 }, { returns: [all] })));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('R-AAAAAA');
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });

  it('counts lines already refunded without a return (a missing backorder line), as the service does', async () => {
    const refund = (status: 'Succeeded' | 'Failed') => ({
      _id: `rf-${status}`,
      amount: 10,
      status,
      reason: 'Sold out',
      items: [{ productId: 'a', variantId: 'a', options: {}, name: 'Product a', quantity: 2 }],
      createdAt: daysAgo(5),
      settledAt: daysAgo(5),
    });
    serve(detailOf(order('Delivered', { a: 2 }, { refunds: [refund('Succeeded')] })));
    const shown = show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('Order Details');
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
    shown.unmount();
    // A refund that failed gave nothing back: those items may still be returned.
    serve(detailOf(order('Delivered', { a: 2 }, { refunds: [refund('Failed')] })));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('Order Details');
    expect(screen.getByRole('button', { name: 'Return items' })).toBeTruthy();
  });

  it('offers no more than bought minus already returned, needs items and a reason, posts them and shows the return number', async () => {
    const earlier: OrderReturn = {
      _id: 'rt-1',
      returnNumber: 'R-111111',
      status: 'Received',
      reason: 'Wrong size',
      items: [
        { productId: 'a', variantId: 'a', options: {}, name: 'Product a', quantity: 1 },
        { productId: 'b', variantId: 'b', options: {}, name: 'Product b', quantity: 2 },
      ],
      requestedAt: daysAgo(2),
      receivedAt: daysAgo(1),
    };
    const before = order('Partially Refunded', { a: 3, b: 2 }, { returns: [earlier] });
    const added: OrderReturn = {
      _id: 'rt-2',
      returnNumber: 'R-4F7A2C',
      status: 'Requested',
      reason: 'Too small',
      items: [{ productId: 'a', variantId: 'a', options: {}, name: 'Product a', quantity: 2 }],
      requestedAt: daysAgo(0),
      receivedAt: null,
    };
    const after = { ...before, status: 'Return Requested' as const, returns: [earlier, added] };
    const calls = serve((method, path) => {
      if (method === 'POST' && path === '/api/orders/o-1/returns') return { status: 200, body: after };
      return detailOf(before)(method, path);
    });
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return items' });

    // Bought 3 of a, 1 already returned: 0 to 2. All of b is back already: nothing to choose.
    const a = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Quantity to return: Product a' });
    expect([...a.options].map((o) => o.value)).toEqual(['0', '1', '2']);
    expect(within(form).queryByRole('combobox', { name: 'Quantity to return: Product b' })).toBeNull();
    expect(within(form).getByText('Already returned')).toBeTruthy();

    const send = within(form).getByRole('button', { name: 'Request return' });
    fireEvent.click(send);
    expect(within(form).getByRole('alert').textContent).toBe('Choose the items to return.');
    fireEvent.change(a, { target: { value: '2' } });
    fireEvent.click(send);
    expect(within(form).getByRole('alert').textContent).toBe('Say why you are returning them.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Reason for the return' }), { target: { value: ' Too small ' } });
    // The refund can go to store credit instead of the card.
    fireEvent.click(within(form).getByRole('radio', { name: /Store credit on my account/ }));
    fireEvent.click(send);
    const said = await screen.findByRole('status');
    expect(said.textContent).toContain('R-4F7A2C');
    expect(said.textContent).toMatch(/label comes by email/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/orders/o-1/returns',
        body: { items: [{ productId: 'a', variantId: 'a', quantity: 2 }], reason: 'Too small', refundTo: 'storeCredit' },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Return items' })).toBeNull();
    expect(screen.getByText('Return Requested')).toBeTruthy();
    const returns = screen.getByRole('region', { name: 'Returns' });
    expect(within(returns).getByText('R-4F7A2C')).toBeTruthy();
    expect(within(returns).getByText('Requested')).toBeTruthy();
  });

  it("shows the service's refusal in the form", async () => {
    const calls = serve((method, path) => {
      if (method === 'POST' && path === '/api/orders/o-1/returns')
        return { status: 409, body: { message: 'The return window for this order has closed.' } };
      return detailOf(order('Delivered'))(method, path);
    });
    show(<OrderDetail />, '/orders/o-1?return=1', '/orders/:orderId');
    // Opened from Your Orders' 'Return items' (?return=1): the form is already there.
    const form = await screen.findByRole('form', { name: 'Return items' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Quantity to return: Product a' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reason for the return' }), { target: { value: 'Broken' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('The return window for this order has closed.'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('Order detail: two variants of one product', () => {
  /** A delivered parka order: Size M · Red ×2 and Size L · Red ×1, one M already returned and refunded,
   * the L backordered before it came in. */
  function parkaOrder(): Order {
    const parka = (variantId: string, size: string, quantity: number) => ({
      productId: 'parka',
      variantId,
      name: 'Parka',
      options: { Size: size, Colour: 'Red' },
      sku: `PARKA-${size}-RED`,
      price: 10,
      quantity,
      imageUrl: '',
    });
    const ref = (variantId: string, size: string, quantity: number) => ({
      productId: 'parka',
      variantId,
      name: 'Parka',
      options: { Size: size, Colour: 'Red' },
      quantity,
    });
    return order(
      'Partially Refunded',
      {},
      {
        items: [parka('v-m', 'M', 2), parka('v-l', 'L', 1)],
        backordered: [ref('v-l', 'L', 1)],
        returns: [
          {
            _id: 'rt-1',
            returnNumber: 'R-PARKA1',
            status: 'Received',
            reason: 'Too big',
            items: [ref('v-m', 'M', 1)],
            requestedAt: daysAgo(2),
            receivedAt: daysAgo(1),
          },
        ],
        refunds: [
          {
            _id: 'rf-1',
            amount: 11.3,
            status: 'Succeeded',
            reason: 'Returned',
            items: [ref('v-m', 'M', 1)],
            createdAt: daysAgo(1),
            settledAt: daysAgo(1),
          },
        ],
      },
    );
  }

  it('shows a line per variant with its options and SKU, and the options in the returns, refunds and backorder', async () => {
    serve(detailOf(parkaOrder()));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    const items = (await screen.findByRole('heading', { name: 'Items' })).parentElement!;
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.querySelector('.options')?.textContent)).toEqual(['Size M · Red', 'Size L · Red']);
    expect(within(lines[0]!).getByText('SKU: PARKA-M-RED')).toBeTruthy();
    expect(within(lines[1]!).getByText('SKU: PARKA-L-RED')).toBeTruthy();
    expect(screen.getByText(/sent as soon as it is back in stock: 1 × Parka in Size L · Red\./)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Returns' })).getByText('1 × Parka in Size M · Red')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Refunds' })).getByText('1 × Parka in Size M · Red')).toBeTruthy();
    // jsdom draws no colours, and the page is drawn here without the shell's landmarks around it.
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  }, 20_000);

  it('names each variant in the return form and sends the variant returned', async () => {
    const before = parkaOrder();
    const calls = serve((method, path) => {
      if (method === 'POST' && path === '/api/orders/o-1/returns') return { status: 200, body: { ...before, status: 'Return Requested' } };
      return detailOf(before)(method, path);
    });
    show(<OrderDetail />, '/orders/o-1?return=1', '/orders/:orderId');
    const form = await screen.findByRole('form', { name: 'Return items' });
    const m = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Quantity to return: Parka in Size M · Red' });
    const l = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Quantity to return: Parka in Size L · Red' });
    // 2 of M bought, 1 back already; L untouched.
    expect([...m.options].map((o) => o.value)).toEqual(['0', '1']);
    expect([...l.options].map((o) => o.value)).toEqual(['0', '1']);
    fireEvent.change(l, { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reason for the return' }), { target: { value: 'Too small' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      items: [{ productId: 'parka', variantId: 'v-l', quantity: 1 }],
      reason: 'Too small',
      refundTo: 'card',
    });
  });

  it('shows each variant as its own line on Your Orders', async () => {
    serve((_m, path) => (path === '/api/orders/u-1' ? { status: 200, body: [parkaOrder()] } : undefined));
    show(<Orders />, '/orders');
    const [card] = await screen.findAllByTestId('order-card');
    expect([...card!.querySelectorAll('li .options')].map((o) => o.textContent)).toEqual(['Size M · Red', 'Size L · Red']);
  });
});

describe('Order detail: what happened', () => {
  it('lists the timeline oldest first with its dates, carrier and tracking', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12)).toISOString();
    const timeline: TimelineEntry[] = [
      { at: at(2), event: 'Placed', detail: '' },
      { at: at(2), event: 'Paid', detail: '$22.60 by card' },
      { at: at(4), event: 'Shipped', detail: 'Canada Post, tracking CP123456789CA' },
      { at: at(7), event: 'Delivered', detail: '' },
      { at: at(9), event: 'Return Requested', detail: 'R-4F7A2C' },
      { at: at(15), event: 'Refunded', detail: '$11.30 back to the card' },
    ];
    // Answered out of order, it still reads oldest first (ties keep the service's order).
    const shuffled = [timeline[3]!, timeline[0]!, timeline[5]!, timeline[1]!, timeline[4]!, timeline[2]!];
    serve(detailOf(order('Partially Refunded', { a: 2 }, { timeline: shuffled })));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    const list = await screen.findByRole('list', { name: 'Order timeline' });
    expect(list.tagName).toBe('OL');
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => [
        li.querySelector('time')!.textContent,
        li.querySelector('strong')!.textContent,
        li.querySelector('.detail')?.textContent ?? '',
      ]);
    expect(rows).toEqual([
      ['January 2, 2026', 'Placed', ''],
      ['January 2, 2026', 'Paid', '$22.60 by card'],
      ['January 4, 2026', 'Shipped', 'Canada Post, tracking CP123456789CA'],
      ['January 7, 2026', 'Delivered', ''],
      ['January 9, 2026', 'Return Requested', 'R-4F7A2C'],
      ['January 15, 2026', 'Refunded', '$11.30 back to the card'],
    ]);
  });

  it('gives the new statuses their colours: amber while someone acts, blue-grey once refunded', () => {
    expect(['Payment Review', 'Return Requested', 'Return Received', 'Partially Refunded'].map(statusTone)).toEqual([
      'warning',
      'warning',
      'warning',
      'warning',
    ]);
    expect(statusTone('Backordered')).toBe('warning');
    expect(statusTone('Refunded')).toBe('info');
    expect(statusTone('Delivered')).toBe('success');
    expect(statusTone('Cancelled')).toBe('danger');
  });
});

describe("Your Orders: the order's life", () => {
  it("offers 'Cancel order' before shipping and 'Return items' within the window, and cancels in place", async () => {
    const list = [
      { ...order('Paid'), _id: 'o-paid', createdAt: daysAgo(1) },
      { ...order('Shipped'), _id: 'o-shipped', createdAt: daysAgo(2) },
      { ...order('Delivered'), _id: 'o-delivered', createdAt: daysAgo(3) },
      { ...order('Delivered', { a: 1 }, { deliveredAt: daysAgo(40) }), _id: 'o-old', createdAt: daysAgo(50) },
    ];
    const cancelled = { ...order('Cancelled'), _id: 'o-paid', createdAt: daysAgo(1) };
    const calls = serve((method, path) => {
      if (path === '/api/orders/u-1') return { status: 200, body: list };
      if (method === 'POST' && path === '/api/orders/o-paid/cancel') return { status: 200, body: cancelled };
    });
    show(<Orders />, '/orders');
    const cards = await screen.findAllByTestId('order-card');
    const buttons = (card: HTMLElement) => [...card.querySelectorAll('button')].map((b) => b.textContent);
    expect(cards.map(buttons)).toEqual([
      ['View Details', 'Buy Again', 'Cancel order'],
      ['View Details', 'Buy Again'],
      ['View Details', 'Buy Again', 'Return items'],
      ['View Details', 'Buy Again'],
    ]);
    expect(within(cards[1]!).getByText('Shipped with Canada Post, tracking number CP123456789CA')).toBeTruthy();

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Cancel order' }));
    expect(within(screen.getByRole('dialog')).getByText('The $11.30 you paid goes back to your card.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' })));
    await waitFor(() => expect(within(screen.getAllByTestId('order-card')[0]!).getByText('Cancelled')).toBeTruthy());
    expect(buttons(screen.getAllByTestId('order-card')[0]!)).toEqual(['View Details', 'Buy Again']);
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/orders/o-paid/cancel', { refundTo: 'card' }],
    ]);

    fireEvent.click(within(screen.getAllByTestId('order-card')[2]!).getByRole('button', { name: 'Return items' }));
    expect(screen.getByTestId('location').textContent).toBe('/orders/o-delivered?return=1');
  });
});

describe('Order detail: what was charged and when it came', () => {
  it('shows the tax charged (not an estimate), and the day planned only until the order is delivered', async () => {
    serve(detailOf(order('Shipped')));
    const shipped = show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('Order Details');
    expect(screen.getByText('GST/HST (HST 13%)')).toBeTruthy();
    expect(screen.queryByText(/Estimated/)).toBeNull();
    expect(screen.getByText(/Free Delivery/)).toBeTruthy();
    shipped.unmount();

    serve(detailOf(order('Delivered')));
    show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('Order Details');
    expect(screen.getByText(/^Delivered on /)).toBeTruthy();
    expect(screen.queryByText(/Free Delivery/)).toBeNull();
    expect(screen.queryByText(/Estimated/)).toBeNull();
  });

  it('offers the receipt as a PDF once paid, by the same link a guest opened the order with', async () => {
    serve(detailOf(order('Pending Payment')));
    const unpaid = show(<OrderDetail />, '/orders/o-1', '/orders/:orderId');
    await screen.findByText('Order Details');
    expect(screen.queryByRole('link', { name: 'Receipt (PDF)' })).toBeNull();
    unpaid.unmount();

    serve((method, path) =>
      method === 'GET' && path.startsWith('/api/orders/detail/o-1') ? { status: 200, body: order('Paid') } : undefined,
    );
    show(<OrderDetail />, '/orders/o-1?access=tok-1', '/orders/:orderId');
    await screen.findByText('Order Details');
    expect(screen.getByRole('link', { name: 'Receipt (PDF)' }).getAttribute('href')).toBe(
      '/api/orders/detail/o-1/receipt.pdf?access=tok-1',
    );
  });
});
