import type { Express } from 'express';
import { type GiftCardView, type IssuedGiftCard, IssueGiftCardRequest } from '@storefront/contracts';
import { currentUser, endpoint, notFound, requireAdmin } from '@storefront/service-kit';
import type { RateLimiter } from '@storefront/service-kit';
import { z } from 'zod';
import { giftCardOfCode, giftCardView, storeCreditOf } from '../data/gift-cards';
import { issueGiftCardByStaff } from '../use-cases/issue-gift-card';
import type { OrderFlow } from '../use-cases/order-steps';

const BalanceQuery = z.object({ code: z.string({ error: 'giftCard.unknown' }).trim().min(1, { error: 'giftCard.unknown' }).max(40) });

/** Balances (rate limited per client: a code is a bearer's money), a shopper's store credit, and staff
 * issuing cards. */
export function mountGiftCardRoutes(app: Express, deps: OrderFlow & { balanceChecks: RateLimiter }): void {
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
