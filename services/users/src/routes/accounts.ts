import type { Express } from 'express';
import { IdParams, type User } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { currentUser, endpoint, notFound, requireSelfOrAdmin } from '@storefront/service-kit';
import { findAccountById, toUser } from '../data/accounts';

export function mountAccountRoutes(app: Express, deps: { db: Database }): void {
  /** The signed-in shopper, from the session cookie alone. */
  app.get(
    '/api/users/me',
    endpoint({}, async (_input, req): Promise<User> => {
      const me = currentUser(req);
      const account = await findAccountById(deps.db, me.userId);
      if (!account) throw notFound('account.gone');
      return toUser(account);
    }),
  );

  app.get(
    '/api/users/:id',
    requireSelfOrAdmin('id'),
    endpoint({ params: IdParams }, async ({ params }): Promise<User> => {
      const account = await findAccountById(deps.db, params.id);
      if (!account) throw notFound('user.notFound');
      return toUser(account);
    }),
  );
}
