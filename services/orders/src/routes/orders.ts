import type { Express } from 'express';
import { Id, type Order, OrderParams, PlaceOrderRequest, type Quote, QuoteRequest } from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import type { Database } from '@storefront/data';
import { assertOwnerOrAdmin, badRequest, currentUser, endpoint, notFound, requireSelf, requireSelfOrAdmin } from '@storefront/service-kit';
import { z } from 'zod';
import { findOrder, insertOrder, ordersOf } from '../data/orders';
import { deliveryDates, isOfferedDeliveryDate } from '../domain/delivery';
import { dollars } from '../domain/totals';
import { priceItems, refuseShortages } from './pricing';

export interface OrderRouteDeps {
  db: Database;
  catalog: CatalogClient;
  now?: () => Date;
}

const UserParams = z.object({ userId: Id });

export function mountOrderRoutes(app: Express, deps: OrderRouteDeps): void {
  const now = deps.now ?? (() => new Date());

  /** The checkout summary: items, each tax and the total, all from the server. */
  app.post(
    '/api/orders/:userId/quote',
    requireSelf('userId'),
    endpoint({ params: UserParams, body: QuoteRequest }, async ({ body }, req): Promise<Quote> => {
      const priced = await priceItems(deps.catalog, req, body.items, body.shippingAddress);
      const t = priced.totals;
      return {
        items: priced.items,
        subtotal: dollars(t.subtotal),
        taxes: t.taxes.map((x) => ({ ...x, amount: dollars(x.amount) })),
        tax: dollars(t.tax),
        shipping: dollars(t.shipping),
        totalAmount: dollars(t.total),
        taxRegion: t.region,
      };
    }),
  );

  /** The delivery days offered now (tomorrow and the four after, Toronto time). */
  app.get('/api/orders/delivery-dates', endpoint({}, () => ({ dates: deliveryDates(now()) })));

  /** Places an order awaiting payment. Prices and totals come from the catalogue and the tax rules;
   * whatever the browser sent for them is ignored. */
  app.post(
    '/api/orders/:userId',
    requireSelf('userId'),
    endpoint({ params: UserParams, body: PlaceOrderRequest }, async ({ params, body }, req, res): Promise<Order> => {
      const me = currentUser(req);
      if (!body.shippingAddress) throw badRequest('Please select a shipping address.');
      if (!isOfferedDeliveryDate(body.deliveryDate, now())) {
        throw badRequest(`Choose one of the delivery dates offered: ${deliveryDates(now()).join(', ')}.`);
      }
      const priced = await priceItems(deps.catalog, req, body.items, body.shippingAddress);
      refuseShortages(priced);
      const stored = await insertOrder(deps.db, {
        userId: params.userId,
        customerEmail: me.email,
        customerName: me.name,
        items: priced.items.map(({ stock: _stock, ...item }) => item),
        totals: priced.totals,
        shippingAddress: body.shippingAddress,
        deliveryDate: body.deliveryDate,
      });
      res.status(201);
      return stored.order;
    }),
  );

  /** A shopper's orders, newest first. */
  app.get(
    '/api/orders/:userId',
    requireSelfOrAdmin('userId'),
    endpoint({ params: UserParams }, async ({ params }): Promise<Order[]> => ordersOf(deps.db, params.userId)),
  );

  app.get(
    '/api/orders/detail/:orderId',
    endpoint({ params: OrderParams }, async ({ params }, req): Promise<Order> => {
      const me = currentUser(req);
      const stored = await findOrder(deps.db, params.orderId);
      if (!stored) throw notFound('Order not found.');
      assertOwnerOrAdmin(me, stored.order.userId, 'orders');
      return stored.order;
    }),
  );
}
