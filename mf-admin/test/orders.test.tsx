import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@storefront/contracts';
import { adminOrder, page, serve, show } from './serve';

vi.hoisted(() => {
  localStorage.setItem('userId', 'admin-1');
  localStorage.setItem('isAdmin', 'true');
});
const { default: Orders } = await import('../src/pages/Orders');
const { default: OrderDetail, REFUND_WATCH_MS } = await import('../src/pages/OrderDetail');
const { moneyLeft, orderActions, refundableQuantities } = await import('../src/order-actions');

afterEach(() => vi.unstubAllGlobals());

const ID = adminOrder('Paid')._id;
const PATH = `/api/admin/orders/${ID}`;

/** The order page over one order that changes as the service would; `refuse` answers an action with 409. */
function serveOrder(order: AdminOrder, refuse?: { step: string; message: string }) {
  let current = order;
  return serve((method, url) => {
    if (method === 'GET' && url === PATH) return { status: 200, body: current };
    if (method === 'POST' && url.startsWith(`${PATH}/`)) {
      if (refuse && url.endsWith(refuse.step)) return { status: 409, body: { message: refuse.message } };
      if (url.endsWith('/ship')) current = { ...current, status: 'Shipped' };
      return { status: 200, body: current };
    }
  });
}

const openOrder = async () => {
  const shown = show(<OrderDetail />, `/admin/orders/${ID}`, '/admin/orders/:orderId');
  await screen.findByRole('heading', { name: 'Order A1B2C3D4' });
  return shown;
};

describe('the orders table', () => {
  it('filters by status, dates and an order number or email, and links each order to its page', async () => {
    const calls = serve((_m, url) =>
      url.startsWith('/api/admin/orders?') ? { status: 200, body: page([adminOrder('Paid')]) } : undefined,
    );
    show(<Orders />, '/admin/orders?status=Payment%20Review');
    await screen.findByRole('table', { name: 'Orders' });
    expect(calls[0]!.url).toBe('/api/admin/orders?page=1&status=Payment+Review&limit=25');
    const row = within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'A1B2C3D4' }).getAttribute('href')).toBe(`/admin/orders/${ID}`);
    expect(row.textContent).toContain('ada@example.ca');
    expect(row.textContent).toContain('$62.15');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Shipped' } });
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Order number or email'), { target: { value: ' ada@example.ca ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe('/api/admin/orders?page=1&status=Shipped&from=2026-03-01&to=2026-03-31&q=ada%40example.ca&limit=25'),
    );
  });
});

describe('an order in the back office', () => {
  it('shows the items, totals, address, customer and timeline', async () => {
    serveOrder(adminOrder('Paid'));
    await openOrder();
    expect(within(screen.getByRole('table', { name: 'Items' })).getByText('Wool Toque')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Totals' })).getByText('$62.15')).toBeTruthy();
    expect(screen.getByText('1 King St W', { exact: false }).closest('address')!.textContent).toMatch(/1 King St W.*Toronto, ON M5H 1A1/);
    expect(screen.getByRole('link', { name: 'ada@example.ca' })).toBeTruthy();
    expect(screen.getByText('Placed')).toBeTruthy();
  });

  it('names each tax with its rate as the order keeps it, in percent (Quebec: GST 5 %, QST 9.975 %)', async () => {
    const taxes = [
      { name: 'GST', rate: 5, amount: 2.75 },
      { name: 'QST', rate: 9.975, amount: 5.49 },
    ];
    serveOrder(adminOrder('Paid', { taxes }));
    await openOrder();
    const totals = within(screen.getByRole('table', { name: 'Totals' }));
    expect(totals.getByText('GST (5%)')).toBeTruthy();
    expect(totals.getByText('QST (9.975%)')).toBeTruthy();
  });

  it('marks a paid order shipped with the carrier and tracking number', async () => {
    const calls = serveOrder(adminOrder('Paid'));
    await openOrder();
    const ship = screen.getByRole('form', { name: 'Mark shipped' });
    fireEvent.change(within(ship).getByLabelText('Carrier'), { target: { value: 'Canada Post' } });
    fireEvent.change(within(ship).getByLabelText('Tracking number'), { target: { value: ' 1Z999 ' } });
    await act(async () => fireEvent.click(within(ship).getByRole('button', { name: 'Mark shipped' })));
    await screen.findByText('Marked shipped.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `${PATH}/ship`,
      body: { carrier: 'Canada Post', trackingNumber: '1Z999' },
    });
    // The order is loaded again: now it can be marked delivered, no longer shipped.
    await screen.findByRole('button', { name: 'Mark delivered' });
    expect(screen.queryByRole('form', { name: 'Mark shipped' })).toBeNull();
  });

  it("shows the service's message when it refuses an action (409)", async () => {
    serveOrder(adminOrder('Shipped'), { step: '/deliver', message: 'This order has already been delivered.' });
    await openOrder();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark delivered' })));
    expect((await screen.findByRole('alert')).textContent).toBe('This order has already been delivered.');
  });

  it('cancels only after a confirmation, with the reason', async () => {
    const calls = serveOrder(adminOrder('Paid'), { step: '/cancel', message: 'This order has shipped and can no longer be cancelled.' });
    await openOrder();
    const cancel = screen.getByRole('form', { name: 'Cancel order' });
    fireEvent.change(within(cancel).getByLabelText('Reason for cancelling'), { target: { value: 'Customer asked' } });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm the cancellation' });
    expect(confirm.textContent).toContain("$62.15 goes back to the customer's card.");
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel the order' })));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: `${PATH}/cancel`, body: { reason: 'Customer asked' } });
    await screen.findByText('This order has shipped and can no longer be cancelled.');
  });

  it('refunds some lines with their quantities, or all that is left, never all by default', async () => {
    const calls = serveOrder(adminOrder('Delivered'));
    await openOrder();
    const refund = screen.getByRole('form', { name: 'Refund' });
    expect((within(refund).getByLabelText('Some lines') as HTMLInputElement).checked).toBe(true);
    expect((within(refund).getByLabelText(/^All that is left/) as HTMLInputElement).checked).toBe(false);
    // Nothing chosen: nothing is asked of the service.
    fireEvent.change(within(refund).getByLabelText('Reason for the refund'), { target: { value: 'Arrived torn' } });
    await act(async () => fireEvent.click(within(refund).getByRole('button', { name: 'Refund' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one line to refund.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(within(refund).getByLabelText('Quantity of Wool Toque to refund'), { target: { value: '1' } });
    fireEvent.change(within(refund).getByLabelText('Reason for the refund'), { target: { value: 'Arrived torn' } });
    await act(async () => fireEvent.click(within(refund).getByRole('button', { name: 'Refund' })));
    await screen.findByText('Refund asked of the payment provider.');
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      url: `${PATH}/refunds`,
      body: { items: [{ productId: 'p-1', variantId: 'p-1', quantity: 1 }], reason: 'Arrived torn' },
    });

    const again = await screen.findByRole('form', { name: 'Refund' });
    fireEvent.click(within(again).getByLabelText(/^All that is left/));
    fireEvent.change(within(again).getByLabelText('Reason for the refund'), { target: { value: 'Goodwill' } });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Refund' })));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ reason: 'Goodwill' });
  });

  it('resolves a backorder by refunding the missing lines, and receives a return', async () => {
    const backordered = adminOrder('Backordered', {
      backordered: [{ productId: 'p-2', variantId: 'p-2', name: 'Maple Syrup', options: {}, quantity: 1 }],
    });
    const calls = serveOrder(backordered);
    const first = await openOrder();
    expect(screen.getByRole('form', { name: 'Mark shipped' })).toBeTruthy(); // ship once restocked
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refund the missing lines' })));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `${PATH}/refunds`,
      body: { items: [{ productId: 'p-2', variantId: 'p-2', quantity: 1 }], reason: 'Out of stock' },
    });

    first.unmount();
    vi.unstubAllGlobals();
    const returned = adminOrder('Return Requested', { returns: [toqueReturn('Requested')] });
    const later = serveOrder(returned);
    await openOrder();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Receive return R-4F7A2C' })));
    expect(later.find((c) => c.method === 'POST')!.url).toBe(`${PATH}/returns/ret-1/receive`);
    await screen.findByText('Return R-4F7A2C received.');
  });

  it('refunds a received return by its own action, for what the service works out it gives back', async () => {
    const received = { ...toqueReturn('Received'), refundQuote: { amount: 19.15 } };
    const calls = serveOrder(adminOrder('Delivered', { returns: [received] }));
    await openOrder();
    const form = screen.getByRole('form', { name: 'Refund return R-4F7A2C: 1 × Wool Toque' });
    expect((within(form).getByLabelText('Reason for refunding return R-4F7A2C') as HTMLInputElement).value).toBe(
      'Return R-4F7A2C received',
    );
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Refund this return ($19.15)' })));
    await screen.findByText('Refund asked of the payment provider.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ url: `${PATH}/refunds`, body: { returnId: 'ret-1', reason: 'Return R-4F7A2C received' } }),
    ]);
    // Refunded (no quote any more): no action of its own.
    vi.unstubAllGlobals();
    serveOrder(adminOrder('Delivered', { returns: [{ ...received, refundQuote: undefined, refundId: 'r-9' }] }));
    cleanup();
    await openOrder();
    expect(screen.queryByRole('button', { name: /^Refund this return/ })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Returns' })).getAllByRole('row')[1]!.textContent).toContain('Received, refunded');
  });
});

describe('an order of two variants of one product', () => {
  const parka = (variantId: string, size: string, quantity: number) => ({
    productId: 'p-7',
    variantId,
    name: 'Parka',
    options: { Size: size, Colour: 'Red' },
    sku: `PARKA-${size}-RED`,
    price: 100,
    quantity,
    imageUrl: '',
  });
  const line = (variantId: string, size: string, quantity: number) => ({
    productId: 'p-7',
    variantId,
    name: 'Parka',
    options: { Size: size, Colour: 'Red' },
    quantity,
  });
  const items = [parka('v-s', 'S', 2), parka('v-m', 'M', 1)];

  it('shows a row per variant with its options and SKU, and the options in refunds and returns', async () => {
    const ret = {
      _id: 'ret-1',
      returnNumber: 'R-PARKA1',
      status: 'Received' as const,
      reason: 'Too small',
      items: [line('v-s', 'S', 1)],
      requestedAt: '2026-03-10T10:00:00.000Z',
      receivedAt: '2026-03-12T10:00:00.000Z',
    };
    const refunded = { ...refund('r-1', 'Succeeded', 113), items: [line('v-s', 'S', 1)] };
    serveOrder(adminOrder('Partially Refunded', { items, subtotal: 300, returns: [ret], refunds: [refunded] }));
    await openOrder();
    const rows = within(screen.getByRole('table', { name: 'Items' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent))).toEqual([
      ['ParkaSize S · Red', 'PARKA-S-RED'],
      ['ParkaSize M · Red', 'PARKA-M-RED'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Refunds' })).getByText('1 × Parka in Size S · Red')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Returns' })).getByText('1 × Parka in Size S · Red')).toBeTruthy();
    // jsdom draws no colours, and the page is drawn here without the shell's landmarks around it.
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 20_000);

  it('refunds a variant by its id, with what is left of each variant', async () => {
    const earlier = { ...refund('r-1', 'Succeeded', 113), items: [line('v-s', 'S', 1)] };
    const calls = serveOrder(adminOrder('Delivered', { items, subtotal: 300, totalAmount: 339, refunds: [earlier] }));
    await openOrder();
    const form = screen.getByRole('form', { name: 'Refund' });
    fireEvent.click(within(form).getByLabelText('Some lines'));
    const lines = within(screen.getByRole('table', { name: 'Lines to refund' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      lines.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Parka in Size S · Red', '1'],
      ['Parka in Size M · Red', '1'],
    ]);
    fireEvent.change(within(form).getByLabelText('Quantity of Parka in Size M · Red to refund'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Reason for the refund'), { target: { value: 'Arrived torn' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Refund' })));
    await screen.findByText('Refund asked of the payment provider.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `${PATH}/refunds`,
      body: { items: [{ productId: 'p-7', variantId: 'v-m', quantity: 1 }], reason: 'Arrived torn' },
    });
  });

  it('names the backordered variant, and refunds it by its id', async () => {
    const calls = serveOrder(adminOrder('Backordered', { items, subtotal: 300, backordered: [line('v-m', 'M', 1)] }));
    await openOrder();
    expect(screen.getByText(/Not in stock when paid: 1 × Parka in Size M · Red\./)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refund the missing lines' })));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `${PATH}/refunds`,
      body: { items: [{ productId: 'p-7', variantId: 'v-m', quantity: 1 }] },
    });
  });
});

/** Return R-4F7A2C of one Wool Toque, as asked for or once its parcel is back. */
function toqueReturn(status: 'Requested' | 'Received'): AdminOrder['returns'][number] {
  return {
    _id: 'ret-1',
    returnNumber: 'R-4F7A2C',
    status,
    reason: 'Too small',
    items: [{ productId: 'p-1', variantId: 'p-1', name: 'Wool Toque', options: {}, quantity: 1 }],
    requestedAt: '2026-03-10T10:00:00.000Z',
    receivedAt: status === 'Received' ? '2026-03-12T10:00:00.000Z' : null,
  };
}

const refund = (_id: string, status: 'Pending' | 'Succeeded' | 'Failed', amount = 62.15) => ({
  _id,
  amount,
  status,
  reason: 'Cancelled by the store',
  items: [],
  createdAt: '2026-03-02T00:00:00.000Z',
  settledAt: status === 'Pending' ? null : '2026-03-02T00:05:00.000Z',
});

describe('a refund the payment provider has not confirmed', () => {
  const RETRY = `${PATH}/refunds/r-2/retry`;

  /** A cancelled order: an earlier refund that failed, and one still 'Pending' (the provider was down).
   * `retried` is the service's answer to the retry, and what the order is from then on when it is a 200. */
  function serveRetry(retried: (order: AdminOrder) => { status: number; body: unknown }) {
    let current = adminOrder('Cancelled', { refunds: [refund('r-1', 'Failed', 10), refund('r-2', 'Pending')] });
    return serve((method, url) => {
      if (method === 'GET' && url === PATH) return { status: 200, body: current };
      if (method === 'POST' && url === RETRY) {
        const answer = retried(current);
        if (answer.status === 200) current = answer.body as AdminOrder;
        return answer;
      }
    });
  }
  const refundRows = () =>
    within(screen.getByRole('table', { name: 'Refunds' }))
      .getAllByRole('row')
      .slice(1);

  it('offers a retry on each pending refund only, posts it, and shows the order the service answers', async () => {
    const calls = serveRetry((o) => ({
      status: 200,
      body: { ...o, refundedAmount: 62.15, refunds: [o.refunds[0], refund('r-2', 'Succeeded')] },
    }));
    await openOrder();
    const [failed, pending] = refundRows();
    expect(within(failed!).queryByRole('button', { name: 'Retry refund' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Retry refund' })).toHaveLength(1);

    await act(async () => fireEvent.click(within(pending!).getByRole('button', { name: 'Retry refund' })));
    expect((await screen.findByRole('status')).textContent).toBe('$62.15 refunded to the card.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: RETRY, body: {} })]);
    // The order as it is now: the refund settled, the money counted, nothing left to retry.
    await waitFor(() => expect(refundRows()[1]!.textContent).toContain('Succeeded'));
    expect(screen.queryByRole('button', { name: 'Retry refund' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Totals' })).getAllByText('$62.15')).toHaveLength(2);
  });

  it('says so when the provider has taken it but not yet confirmed it', async () => {
    serveRetry((o) => ({ status: 200, body: o }));
    await openOrder();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry refund' })));
    expect((await screen.findByRole('status')).textContent).toBe(
      '$62.15 asked of the payment provider again: it stays pending until the provider confirms it.',
    );
    expect(await screen.findByRole('button', { name: 'Retry refund' })).toBeTruthy();
  });

  it('offers no retry on a refund the provider has taken, and shows its confirmation when it comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sent = { ...refund('r-2', 'Pending'), sentToProvider: true as const };
      let current = adminOrder('Cancelled', { refunds: [sent] });
      const calls = serve((method, url) => (method === 'GET' && url === PATH ? { status: 200, body: current } : undefined));
      await openOrder();
      expect(refundRows()[0]!.textContent).toContain('Sent to the card provider, awaiting its confirmation');
      expect(screen.queryByRole('button', { name: 'Retry refund' })).toBeNull();
      // The provider confirms: the page shows it by itself, then stops looking.
      current = { ...current, refundedAmount: 62.15, refunds: [refund('r-2', 'Succeeded')] };
      const aLook = () => act(async () => void (await vi.advanceTimersByTimeAsync(REFUND_WATCH_MS)));
      await waitFor(
        async () => {
          await aLook();
          expect(refundRows()[0]!.textContent).toContain('Succeeded');
        },
        { timeout: 5000 },
      );
      const looks = calls.length;
      for (let i = 0; i < 3; i++) await aLook();
      expect(calls.length).toBe(looks);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the service's message when it refuses the retry", async () => {
    const calls = serveRetry(() => ({ status: 409, body: { error: 'This refund is already settled.' } }));
    await openOrder();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry refund' })));
    expect((await screen.findByRole('alert')).textContent).toBe('This refund is already settled.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([RETRY]);
    expect((screen.getByRole('button', { name: 'Retry refund' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('what an order allows', () => {
  it('follows the status', () => {
    const allowed = (o: AdminOrder) =>
      Object.entries(orderActions(o)).flatMap(([k, v]) => (v === true || (Array.isArray(v) && v.length) ? [k] : []));
    expect(allowed(adminOrder('Pending Payment'))).toEqual(['cancel']);
    expect(allowed(adminOrder('Paid'))).toEqual(['ship', 'cancel', 'refund']);
    expect(allowed(adminOrder('Shipped'))).toEqual(['deliver', 'refund']);
    const cancelled = adminOrder('Cancelled');
    // Refunded by its cancellation: nothing left; its refund failed: the money can be sent again.
    expect(allowed({ ...cancelled, refunds: [refund('r-c', 'Succeeded', cancelled.totalAmount)] })).toEqual([]);
    expect(allowed({ ...cancelled, refunds: [refund('r-c', 'Failed', cancelled.totalAmount)] })).toEqual(['refund']);
    expect(allowed(adminOrder('Refunded'))).toEqual([]);
  });

  it('leaves out what was refunded or is being refunded, but not a failed refund', () => {
    const refund = (amount: number, status: 'Pending' | 'Succeeded' | 'Failed', quantity: number) => ({
      _id: `r-${amount}-${status}`,
      amount,
      status,
      reason: '',
      items: [{ productId: 'p-1', variantId: 'p-1', name: 'Wool Toque', options: {}, quantity }],
      createdAt: '2026-03-02T00:00:00.000Z',
      settledAt: null,
    });
    const o = adminOrder('Delivered', { refunds: [refund(22.6, 'Succeeded', 1), refund(22.6, 'Failed', 1)] });
    expect(moneyLeft(o)).toBe(39.55);
    expect(refundableQuantities(o).get('p-1')).toBe(1);
    const all = adminOrder('Delivered', { refunds: [refund(62.15, 'Pending', 2)] });
    expect(moneyLeft(all)).toBe(0);
    expect(orderActions(all).refund).toBe(false);
  });
});
