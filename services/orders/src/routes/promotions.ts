import type { Express } from 'express';
import {
  type AdminPromotion,
  type CurrentPromotions,
  GenerateCodesRequest,
  IdParams,
  PromotionInput,
  PromotionStatusRequest,
} from '@storefront/contracts';
import { currentUser, endpoint, notFound, requireAdmin } from '@storefront/service-kit';
import { automaticPromotions, codesOf, findPromotion, listPromotions } from '../data/promotions';
import { changePromotion, changePromotionStatus, createPromotion, generatePromotionCodes } from '../use-cases/manage-promotions';
import type { OrderFlow } from '../use-cases/order-steps';

/** The back office's promotions: admins only, every change audited; and what any shopper may read of
 * the automatic ones in force. */
export function mountPromotionRoutes(app: Express, deps: OrderFlow): void {
  app.get(
    '/api/promotions',
    endpoint({}, async (): Promise<CurrentPromotions> => {
      const now = deps.now?.() ?? new Date();
      const inForce = (await automaticPromotions(deps.db, now)).filter((p) => p.usageLimit === null || p.uses < p.usageLimit);
      return {
        promotions: inForce.map((p) => ({
          name: p.terms.name,
          endsAt: p.endsAt?.toISOString() ?? null,
          minSubtotal: p.terms.minSubtotalCents / 100,
          signedInOnly: p.signedInOnly,
          firstOrderOnly: p.firstOrderOnly,
        })),
      };
    }),
  );

  app.use('/api/admin/promotions', requireAdmin);

  app.get(
    '/api/admin/promotions',
    endpoint({}, async (): Promise<{ promotions: AdminPromotion[] }> => ({ promotions: await listPromotions(deps.db) })),
  );

  app.post(
    '/api/admin/promotions',
    endpoint({ body: PromotionInput }, async ({ body }, req, res): Promise<AdminPromotion> => {
      res.status(201);
      return createPromotion(deps, currentUser(req), body);
    }),
  );

  app.get(
    '/api/admin/promotions/:id',
    endpoint({ params: IdParams }, async ({ params }): Promise<AdminPromotion> => {
      const [found] = (await findPromotion(deps.db, params.id)) ? await listPromotions(deps.db, params.id) : [];
      if (!found) throw notFound('promotion.notFound');
      return found;
    }),
  );

  app.put(
    '/api/admin/promotions/:id',
    endpoint({ params: IdParams, body: PromotionInput }, async ({ params, body }, req): Promise<AdminPromotion> =>
      changePromotion(deps, currentUser(req), params.id, body),
    ),
  );

  app.patch(
    '/api/admin/promotions/:id/status',
    endpoint({ params: IdParams, body: PromotionStatusRequest }, async ({ params, body }, req): Promise<AdminPromotion> =>
      changePromotionStatus(deps, currentUser(req), params.id, body.status),
    ),
  );

  app.post(
    '/api/admin/promotions/:id/codes',
    endpoint({ params: IdParams, body: GenerateCodesRequest }, async ({ params, body }, req, res): Promise<{ codes: string[] }> => {
      res.status(201);
      return { codes: await generatePromotionCodes(deps.db, currentUser(req), params.id, body) };
    }),
  );

  /** The single-use codes as a file to print or mail: code, whether used, when made. */
  app.get(
    '/api/admin/promotions/:id/codes.csv',
    endpoint({ params: IdParams }, async ({ params }, _req, res) => {
      if (!(await findPromotion(deps.db, params.id))) throw notFound('promotion.notFound');
      const codes = await codesOf(deps.db, params.id);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="promotion-codes-${params.id.slice(0, 8)}.csv"`,
        'Cache-Control': 'no-store',
      });
      // Codes are letters, digits and dashes: nothing to quote.
      res.send(['code,used,createdAt', ...codes.map((c) => `${c.code},${c.used},${c.createdAt.toISOString()}`)].join('\r\n') + '\r\n');
      return undefined;
    }),
  );
}
