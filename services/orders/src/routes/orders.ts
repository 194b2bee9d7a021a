import type { Express, Request } from 'express';
import {
  CancelOrderRequest,
  Id,
  type Order,
  OrderAccessQuery,
  OrderParams,
  PlaceOrderRequest,
  type Quote,
  QuoteRequest,
  ReturnRequest,
  type TaxNumbers,
  languageOfRequest,
  orderNumberOf,
} from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import { badRequest, conflict, currentUser, endpoint, forbidden, notFound, requireSelf, requireSelfOrAdmin } from '@storefront/service-kit';
import { z } from 'zod';
import { orderLinkOf } from '../data/order-links';
import { type StoredOrder, findOrder, ordersOf } from '../data/orders';
import { receiptPdf } from '../receipts/receipt-pdf';
import { deliveryDates, isOfferedDeliveryDate } from '../domain/delivery';
import { cancelOrder } from '../use-cases/cancel-order';
import { orderReadBy, placedBy } from '../use-cases/order-access';
import type { OrderFlow } from '../use-cases/order-steps';
import { visitOf } from '../data/visits';
import { placeOrder } from '../use-cases/place-order';
import { type CodeLimits, orderLinesOf, pricedOrder, quoteWithGiftCards } from '../use-cases/discounts';
import { refuseShortages } from '../use-cases/pricing';
import { requestReturn } from '../use-cases/request-return';

export interface OrderRouteDeps extends OrderFlow {
  catalog: CatalogClient;
  codeLimits: CodeLimits;
  /** The shop's tax registrations, on its receipts. */
  taxNumbers: TaxNumbers;
}

const UserParams = z.object({ userId: Id });

export function mountOrderRoutes(app: Express, deps: OrderRouteDeps): void {
  mountCheckoutRoutes(app, deps);
  mountOrderReading(app, deps);
  mountAfterSale(app, deps);
}

/** The summary, the delivery days and the order placed. */
function mountCheckoutRoutes(app: Express, deps: OrderRouteDeps) {
  const now = deps.now ?? (() => new Date());

  /** The checkout summary: items, each tax and the total, all from the server. */
  app.post(
    '/api/orders/:userId/quote',
    requireSelf('userId'),
    endpoint({ params: UserParams, body: QuoteRequest }, async ({ body }, req): Promise<Quote> => {
      const me = currentUser(req);
      return quoteWithGiftCards(
        await pricedOrder(deps, req, body, { signedIn: true, email: me.email, client: req.ip ?? '', account: me.userId }, now()),
      );
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
      if (!body.shippingAddress) throw badRequest('order.shippingAddress.required');
      if (!isOfferedDeliveryDate(body.deliveryDate, now())) {
        throw badRequest('delivery.date.notOffered', { dates: deliveryDates(now()).join(', ') });
      }
      const priced = await pricedOrder(
        deps,
        req,
        body,
        { signedIn: true, email: me.email, client: req.ip ?? '', account: me.userId },
        now(),
      );
      refuseShortages(priced);
      const stored = await placeOrder(deps, me, {
        items: orderLinesOf(priced),
        totals: priced.totals,
        discounts: priced.discounts,
        giftCards: priced.giftCards,
        shippingAddress: body.shippingAddress,
        deliveryDate: body.deliveryDate,
        language: languageOfRequest(req.headers),
        visitId: visitOf(req),
      });
      res.status(201);
      return stored.order;
    }),
  );
}

function mountOrderReading(app: Express, deps: OrderRouteDeps) {
  /** A shopper's orders, newest first. */
  app.get(
    '/api/orders/:userId',
    requireSelfOrAdmin('userId'),
    endpoint({ params: UserParams }, async ({ params }): Promise<Order[]> => ordersOf(deps.db, params.userId)),
  );

  /** One order: for its shopper, an admin, the visitor who placed it (their cart's cookie), or whoever holds
   * a link mailed for it (`?access=`). A link for another order, or made up, opens nothing. */
  app.get(
    '/api/orders/detail/:orderId',
    endpoint(
      { params: OrderParams, query: OrderAccessQuery },
      async ({ params, query }, req): Promise<Order> => (await orderOpenedBy(deps, req, params.orderId, query.access)).order,
    ),
  );

  /** A paid order's receipt as a PDF, for whoever may see the order, in the order's language. */
  app.get(
    '/api/orders/detail/:orderId/receipt.pdf',
    endpoint({ params: OrderParams, query: OrderAccessQuery }, async ({ params, query }, req, res) => {
      const stored = await orderOpenedBy(deps, req, params.orderId, query.access);
      if (!stored.order.paidAt) throw conflict('receipt.notPaid');
      const pdf = await receiptPdf(stored, deps.taxNumbers);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="receipt-${orderNumberOf(stored.order._id)}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.end(pdf);
      return undefined;
    }),
  );
}

/** The order for whoever may see it (see GET /api/orders/detail/:orderId). */
async function orderOpenedBy(deps: OrderRouteDeps, req: Request, orderId: string, access: string | undefined): Promise<StoredOrder> {
  const stored = await findOrder(deps.db, orderId);
  // Its owner sees it whatever link they came by (an old receipt's, expired since).
  if (stored && (placedBy(req, stored) || req.identity?.isAdmin)) return stored;
  if (access) {
    const link = await orderLinkOf(deps.db, access);
    if (!stored || link?.orderId !== stored.order._id) throw notFound('order.notFound');
    if (link.expired) throw forbidden('order.link.expired');
    return stored;
  }
  return orderReadBy(req, stored);
}

/** What a shopper does with an order once placed: cancel it, send items back. */
function mountAfterSale(app: Express, deps: OrderRouteDeps) {
  /** The shopper cancels an order that has not shipped; a paid one is refunded in full to the card. */
  app.post(
    '/api/orders/:orderId/cancel',
    endpoint({ params: OrderParams, body: CancelOrderRequest.optional() }, async ({ params, body }, req): Promise<Order> => {
      const reason = body?.reason ?? '';
      const stored = await cancelOrder(deps, {
        orderId: params.orderId,
        by: 'shopper',
        actor: currentUser(req),
        reason,
        refundTo: body?.refundTo,
      });
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
        refundTo: body.refundTo,
      });
      res.status(201);
      return stored.order;
    }),
  );
}
