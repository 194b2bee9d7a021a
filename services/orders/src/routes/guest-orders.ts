import type { Express } from 'express';
import {
  FindOrderRequest,
  type Order,
  PlaceGuestOrderRequest,
  type Quote,
  QuoteRequest,
  mailboxOf,
  languageOfRequest,
} from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import { addToOutbox } from '@storefront/events';
import { type RateLimiter, badRequest, conflict, endpoint, guestCartOf, saying } from '@storefront/service-kit';
import { createOrderLink } from '../data/order-links';
import { findOrderByNumber } from '../data/orders';
import { deliveryDates, isOfferedDeliveryDate } from '../domain/delivery';
import { orderUrlOf, storeAddressOf } from '../use-cases/order-access';
import type { OrderFlow } from '../use-cases/order-steps';
import { visitOf } from '../data/visits';
import { placeOrder } from '../use-cases/place-order';
import { type CodeLimits, orderLinesOf, pricedOrder, quoteWithGiftCards } from '../use-cases/discounts';
import { refuseShortages } from '../use-cases/pricing';

export interface GuestOrderRouteDeps extends OrderFlow {
  catalog: CatalogClient;
  /** Guest orders per client address; 'Find my order' per client address and per mailbox. */
  guestLimits: { ordersPerClient: RateLimiter; findsPerClient: RateLimiter; findsPerMailbox: RateLimiter };
  codeLimits: CodeLimits;
}

/** Checking out without an account, and finding such an order again. Mounted before the shoppers' routes
 * (/api/orders/guest is not a user id). */
export function mountGuestOrderRoutes(app: Express, deps: GuestOrderRouteDeps): void {
  const now = deps.now ?? (() => new Date());

  /** The checkout summary for a visitor: the same prices and taxes as for a shopper. */
  app.post(
    '/api/orders/guest/quote',
    endpoint({ body: QuoteRequest }, async ({ body }, req): Promise<Quote> => {
      const visitor = { signedIn: false, email: body.email, client: req.ip ?? '', account: guestCartOf(req)?.cartId };
      return quoteWithGiftCards(await pricedOrder(deps, req, body, visitor, now()));
    }),
  );

  /** Places a visitor's order, awaiting payment, for the cart their cookie names: it is theirs while the
   * cookie is sent, and through the link mailed with the receipt. Priced on the server, as for shoppers. */
  app.post(
    '/api/orders/guest',
    endpoint({ body: PlaceGuestOrderRequest }, async ({ body }, req, res): Promise<Order> => {
      if (req.identity) throw conflict('order.guest.signedIn');
      const guest = guestCartOf(req);
      if (!guest) throw badRequest('order.cart.empty');
      await deps.guestLimits.ordersPerClient.check(`guest-orders:client:${req.ip}`);
      if (!isOfferedDeliveryDate(body.deliveryDate, now())) {
        throw badRequest('delivery.date.notOffered', { dates: deliveryDates(now()).join(', ') });
      }
      const shopper = { signedIn: false, email: body.email, client: req.ip ?? '', account: guest.cartId };
      const priced = await pricedOrder(deps, req, body, shopper, now());
      refuseShortages(priced);
      const visitor = { userId: guest.cartId, isAdmin: false, name: body.shippingAddress.fullName, email: body.email };
      const stored = await placeOrder(deps, visitor, {
        items: orderLinesOf(priced),
        totals: priced.totals,
        discounts: priced.discounts,
        giftCards: priced.giftCards,
        shippingAddress: body.shippingAddress,
        deliveryDate: body.deliveryDate,
        language: languageOfRequest(req.headers),
        placedAsGuest: true,
        visitId: visitOf(req),
      });
      res.status(201);
      return stored.order;
    }),
  );

  /** 'Find my order': the link goes to the address the order was placed with, never to whoever asks, and
   * the answer is the same whether or not an order matched. */
  app.post(
    '/api/orders/find',
    endpoint({ body: FindOrderRequest }, async ({ body }, req, res) => {
      await deps.guestLimits.findsPerClient.check(`find-order:client:${req.ip}`);
      const stored = await findOrderByNumber(deps.db, body.orderNumber, body.email);
      // Links mailed per mailbox are counted, and past the limit quietly not sent: a 429 here would let
      // anyone lock a stranger out of their order, and would say that an order matched.
      if (stored && (await deps.guestLimits.findsPerMailbox.allows(`find-order:mailbox:${mailboxOf(stored.customerEmail)}`))) {
        await deps.db.transaction(async (tx) => {
          const link = await createOrderLink(tx, stored.order._id);
          await addToOutbox(tx, 'orders', 'order.link-requested', {
            orderId: stored.order._id,
            email: stored.customerEmail,
            customerName: stored.customerName,
            // The language of the page that asked: whoever asked reads the mail.
            language: languageOfRequest(req.headers),
            orderUrl: orderUrlOf(storeAddressOf(deps), stored.order._id, link.token),
            expiresAt: link.expiresAt.toISOString(),
          });
        });
        deps.onEventsWritten();
      }
      res.status(202);
      return saying('findOrder.sent');
    }),
  );
}
