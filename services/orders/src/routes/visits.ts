import type { Express } from 'express';
import type { Queryable } from '@storefront/data';
import { type RateLimiter, endpoint } from '@storefront/service-kit';
import { visitGoingOn } from '../data/visits';

/** POST /api/visits: the shop's pages say a browser is here (a beacon, no body), so the dashboard can
 * tell the share of visits that buy. Always 204: counting is no reason to bother a shopper. */
export function mountVisitRoutes(app: Express, deps: { db: Queryable; newVisits: RateLimiter; secureCookies?: boolean }): void {
  app.post(
    '/api/visits',
    endpoint({}, async (_input, req, res) => {
      // A client starting visit after visit (a script without cookies) is counted up to its share.
      await visitGoingOn(deps.db, req, res, deps.secureCookies ?? false, () => deps.newVisits.allows(`visits:client:${req.ip}`));
      res.status(204).end();
    }),
  );
}
