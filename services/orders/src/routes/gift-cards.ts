import type { Express, Request, Response } from 'express';
import {
  type AdminGiftCard,
  BuyGiftCardRequest,
  GiftCardSearch,
  type GiftCardView,
  type IssuedGiftCard,
  IssueGiftCardRequest,
  type Order,
} from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import {
  type RateLimiter,
  badRequest,
  currentUser,
  endpoint,
  guestCartIdOf,
  guestCartOf,
  newGuestCartToken,
  notFound,
  requireAdmin,
  setGuestCartCookie,
} from '@storefront/service-kit';
import { z } from 'zod';
import { giftCardOfCode, giftCardView, giftCardsForStaff, storeCreditOf } from '../data/gift-cards';
import { issueGiftCardByStaff } from '../use-cases/issue-gift-card';
import { buyGiftCard } from '../use-cases/buy-gift-card';
import type { OrderFlow } from '../use-cases/order-steps';

const BalanceQuery = z.object({ code: z.string({ error: 'giftCard.unknown' }).trim().min(1, { error: 'giftCard.unknown' }).max(40) });

/** Balances (rate limited per client: a code is a bearer's money), a shopper's store credit, and staff
 * issuing cards. */
export function mountGiftCardRoutes(
  app: Express,
  deps: OrderFlow & {
    balanceChecks: RateLimiter;
    catalog: CatalogClient;
    guestLimits: { ordersPerClient: RateLimiter };
    secureCookies?: boolean;
  },
): void {
  /** Buys a gift card: an order awaiting payment by card (POST /api/create-checkout-session next). A
   * visitor gives their email and name, and the order is theirs by their cart's cookie (made here if
   * they have none) and by the link mailed with the receipt. */
  app.post(
    '/api/gift-cards/orders',
    endpoint({ body: BuyGiftCardRequest }, async ({ body }, req, res): Promise<Order> => {
      const buyer = req.identity
        ? currentUser(req)
        : await visitorBuying(req, res, body, deps.guestLimits.ordersPerClient, deps.secureCookies ?? false);
      const stored = await buyGiftCard(deps, req, buyer, body, !req.identity);
      res.status(201);
      return stored.order;
    }),
  );

  app.get(
    '/api/gift-cards/balance',
    endpoint({ query: BalanceQuery }, async ({ query }, req): Promise<GiftCardView> => {
      await deps.balanceChecks.check(`gift-card-balance:client:${req.ip}`);
      const card = await giftCardOfCode(deps.db, query.code);
      // Store credit is shown to its owner only; to anyone else it is as unknown as a wrong code.
      if (!card || (card.ownerUserId && card.ownerUserId !== req.identity?.userId)) throw notFound('giftCard.unknown');
      return giftCardView(card);
    }),
  );

  app.get(
    '/api/gift-cards/mine',
    endpoint({}, async (_input, req): Promise<{ giftCards: GiftCardView[] }> => ({
      giftCards: (await storeCreditOf(deps.db, currentUser(req).userId)).map(giftCardView),
    })),
  );

  app.get(
    '/api/admin/gift-cards',
    requireAdmin,
    endpoint({ query: GiftCardSearch }, async ({ query }): Promise<{ giftCards: AdminGiftCard[] }> => ({
      giftCards: (await giftCardsForStaff(deps.db, query.lastFour)).map((card) => ({
        ...giftCardView(card),
        recipientEmail: card.recipientEmail,
        orderId: card.boughtWithOrder,
        issuedByStaff: card.issuedBy !== null,
      })),
    })),
  );

  app.post(
    '/api/admin/gift-cards',
    requireAdmin,
    endpoint({ body: IssueGiftCardRequest }, async ({ body }, req, res): Promise<IssuedGiftCard> => {
      res.status(201);
      res.setHeader('Cache-Control', 'no-store');
      return issueGiftCardByStaff(deps, currentUser(req), body);
    }),
  );
}

/** A visitor buying a gift card, as a guest's order is placed: for their cart's id. */
async function visitorBuying(req: Request, res: Response, body: BuyGiftCardRequest, perClient: RateLimiter, secure: boolean) {
  if (!body.email || !body.name) throw badRequest('giftCard.buyer.required');
  await perClient.check(`guest-orders:client:${req.ip}`);
  let cartId = guestCartOf(req)?.cartId;
  if (!cartId) {
    const token = newGuestCartToken();
    cartId = guestCartIdOf(token);
    setGuestCartCookie(req, res, token, secure);
  }
  return { userId: cartId, isAdmin: false, email: body.email, name: body.name };
}
