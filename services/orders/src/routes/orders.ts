import type { Express } from 'express';
import {
  CancelOrderRequest,
  Id,
  type Order,
  OrderParams,
  PlaceOrderRequest,
  type Quote,
  QuoteRequest,
  ReturnRequest,
} from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import { assertOwnerOrAdmin, badRequest, currentUser, endpoint, notFound, requireSelf, requireSelfOrAdmin } from '@storefront/service-kit';
import { z } from 'zod';
import { findOrder, ordersOf } from '../data/orders';
import { deliveryDates, isOfferedDeliveryDate } from '../domain/delivery';
import { dollars } from '../domain/totals';
import { cancelOrder } from '../use-cases/cancel-order';
import type { OrderFlow } from '../use-cases/flow';
import { placeOrder } from '../use-cases/place-order';
import { priceItems, refuseShortages } from '../use-cases/pricing';
import { requestReturn } from '../use-cases/request-return';

export interface OrderRouteDeps extends OrderFlow {
  catalog: CatalogClient;
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
  app.get(
    '/api/orders/delivery-dates',
    endpoint({}, () => ({ dates: deliveryDates(now()) })),
  );

  /** Places an order awaiting payment. Prices and totals come from the catalogue and the tax rules;
   * whatever the browser sent for them is ignored. */
  app.post(
    '/api/orders/:userId',
    requireSelf('userId'),
    endpoint({ params: UserParams, body: PlaceOrderRequest }, async ({ body }, req, res): Promise<Order> => {
      const me = currentUser(req);
      if (!body.shippingAddress) throw badRequest('Please select a shipping address.');
      if (!isOfferedDeliveryDate(body.deliveryDate, now())) {
        throw badRequest(`Choose one of the delivery dates offered: ${deliveryDates(now()).join(', ')}.`);
      }
      const priced = await priceItems(deps.catalog, req, body.items, body.shippingAddress);
      refuseShortages(priced);
      const stored = await placeOrder(deps, me, {
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

  /** The shopper cancels an order that has not shipped; a paid one is refunded in full to the card. */
  app.post(
    '/api/orders/:orderId/cancel',
    endpoint({ params: OrderParams, body: CancelOrderRequest.optional() }, async ({ params, body }, req): Promise<Order> => {
      const reason = body?.reason ?? '';
      const stored = await cancelOrder(deps, { orderId: params.orderId, by: 'shopper', actor: currentUser(req), reason });
      return stored.order;
    }),
  );

  /** The shopper sends items back, within the return window after delivery. */
  app.post(
    '/api/orders/:orderId/returns',
    endpoint({ params: OrderParams, body: ReturnRequest }, async ({ params, body }, req, res): Promise<Order> => {
      const stored = await requestReturn(deps, {
        orderId: params.orderId,
        shopper: currentUser(req),
        items: body.items,
        reason: body.reason,
      });
      res.status(201);
      return stored.order;
    }),
  );
}
