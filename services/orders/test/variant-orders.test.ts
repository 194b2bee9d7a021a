import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product, Quote } from '@storefront/contracts';
import { BACKENDS, sellInVariants, testAuth } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, shopper, startShop, waitFor } from './helpers';

// An order of variants: each line names its variant, is priced and stocked as it (never as the browser
// says), goes to Stripe named by its options, takes exactly its stock when paid, and is returned and
// refunded line by line.
describe.each(BACKENDS)('orders of variants on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let admin: Record<string, string>;
  let parka: Product;
  const delivery = () => deliveryDates(new Date())[0]!;

  beforeAll(async () => {
    shop = await startShop(backend);
    ada = await shopper('Ada');
    admin = {
      Authorization: `Bearer ${await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' })}`,
    };
    const [first] = (await request(shop.catalog.app).get('/api/products?limit=1&sort=price-asc')).body.products as Product[];
    parka = await sellInVariants(shop.catalog.app, admin, first!._id, [
      { sku: 'VO-M-RED', options: { Size: 'M', Colour: 'Red' }, price: 279, stock: 3 },
      { sku: 'VO-L-BLACK', options: { Size: 'L', Colour: 'Black' }, price: 289.5, stock: 1 },
    ]);
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  const variant = (sku: string) => parka.variants!.find((v) => v.sku === sku)!;
  const lines = () => [
    { productId: parka._id, variantId: variant('VO-M-RED')._id, quantity: 1, price: 0.01 },
    { productId: parka._id, variantId: variant('VO-L-BLACK')._id, quantity: 1 },
  ];
  const stockOf = async (sku: string) =>
    ((await request(shop.catalog.app).get(`/api/products/${parka._id}`)).body as Product).variants!.find((v) => v.sku === sku)!.stock;

  it('refuses a line without its variant, or with another product’s, and prices each variant from the catalogue', async () => {
    const none = await orders()
      .post(`/api/orders/${ada.userId}/quote`)
      .set(ada.auth)
      .send({ items: [{ productId: parka._id, quantity: 1 }], shippingAddress: ONTARIO });
    expect([none.status, none.body.code, none.body.error]).toEqual([400, 'line.variant.required', 'Choose a size and colour.']);
    const other = await orders()
      .post(`/api/orders/${ada.userId}/quote`)
      .set(ada.auth)
      .send({ items: [{ productId: parka._id, variantId: crypto.randomUUID(), quantity: 1 }], shippingAddress: ONTARIO });
    expect([other.status, other.body.code]).toEqual([400, 'line.variant.unknown']);

    const quote: Quote = (
      await orders().post(`/api/orders/${ada.userId}/quote`).set(ada.auth).send({ items: lines(), shippingAddress: ONTARIO })
    ).body;
    // $279.00 + $289.50 = $568.50; 13% HST = $73.905, $73.91; shipping free over the threshold.
    expect(quote.items.map((i) => [i.sku, i.options, i.price])).toEqual([
      ['VO-M-RED', { Size: 'M', Colour: 'Red' }, 279],
      ['VO-L-BLACK', { Size: 'L', Colour: 'Black' }, 289.5],
    ]);
    expect([quote.subtotal, quote.tax]).toEqual([568.5, 73.91]);
    const tooMany = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({
        items: [{ productId: parka._id, variantId: variant('VO-L-BLACK')._id, quantity: 2 }],
        shippingAddress: ONTARIO,
        deliveryDate: delivery(),
      });
    expect([tooMany.status, tooMany.body.error]).toEqual([409, `Only 1 of ${parka.name} (Size L · Black) left in stock.`]);
  });

  it('pays an order of two variants, names them at Stripe, and takes exactly their stock', async () => {
    const placed = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({ items: lines(), shippingAddress: ONTARIO, deliveryDate: delivery() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order: Order = placed.body;
    expect(order.items.map((i) => [i.variantId, i.sku, i.price])).toEqual([
      [variant('VO-M-RED')._id, 'VO-M-RED', 279],
      [variant('VO-L-BLACK')._id, 'VO-L-BLACK', 289.5],
    ]);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id })).body;
    const session = shop.sandbox.sessions.get(sessionId)!;
    expect(session.line_items.map((l) => l.name).slice(0, 2)).toEqual([`${parka.name} (Size M · Red)`, `${parka.name} (Size L · Black)`]);
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    await waitFor(async () => (await stockOf('VO-L-BLACK')) === 0, 'the stock of L/Black to be taken');
    expect(await stockOf('VO-M-RED')).toBe(2);
    const paid: Order = (await orders().get(`/api/orders/detail/${order._id}`).set(ada.auth)).body;
    expect(paid.status).toBe('Paid');

    // Shipped and delivered, the shopper returns the L/Black; staff refund that line: $289.50 and its share of the tax.
    await orders().post(`/api/admin/orders/${order._id}/ship`).set(admin).send({ carrier: 'Canada Post', trackingNumber: 'CP1' });
    await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({});
    const wrong = await orders()
      .post(`/api/orders/${order._id}/returns`)
      .set(ada.auth)
      .send({ items: [{ productId: parka._id, quantity: 1 }], reason: 'Too big' });
    expect(wrong.status).toBe(409);
    const returned = await orders()
      .post(`/api/orders/${order._id}/returns`)
      .set(ada.auth)
      .send({ items: [{ productId: parka._id, variantId: variant('VO-L-BLACK')._id, quantity: 1 }], reason: 'Too big' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body.returns[0].items).toEqual([
      {
        productId: parka._id,
        variantId: variant('VO-L-BLACK')._id,
        name: parka.name,
        options: { Size: 'L', Colour: 'Black' },
        quantity: 1,
      },
    ]);
    const received = await orders()
      .post(`/api/admin/orders/${order._id}/returns/${returned.body.returns[0]._id}/receive`)
      .set(admin)
      .send({});
    expect(received.body.status).toBe('Return Received');
    // Received, the L/Black is back on the shelf, and only it.
    await waitFor(async () => (await stockOf('VO-L-BLACK')) === 1, 'the returned L/Black back in stock');
    expect(await stockOf('VO-M-RED')).toBe(2);
    const refund = await orders()
      .post(`/api/admin/orders/${order._id}/refunds`)
      .set(admin)
      .send({ items: [{ productId: parka._id, variantId: variant('VO-L-BLACK')._id, quantity: 1 }], reason: 'Returned' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    // 7391 × 28950 / 56850 = 3763.75: $37.64 of tax; $327.14 in all.
    expect(refund.body.refunds.at(-1)).toMatchObject({ amount: 327.14 });
  });
});
