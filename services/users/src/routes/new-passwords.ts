import type { Express, Request, RequestHandler } from 'express';
import { badRequest, currentUser, detail, requireSelf } from '@storefront/service-kit';
import { isGuessablePassword } from '../domain/common-passwords';

/** What a request that sets a password may say of its account, for the words a password must not be. */
type Own = { email?: string; name?: string };

const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function refuseGuessable(ownOf: (body: Record<string, unknown>, req: Request) => Own): RequestHandler {
  return (req, _res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const password = textOf(body.password);
    if (password !== undefined && isGuessablePassword(password, ownOf(body, req))) {
      next(badRequest('password.common', undefined, [detail('body.password', 'password.common')]));
      return;
    }
    next();
  };
}

/** Every route that sets a password refuses one guessers try first, before any other work (a slow hash,
 * a reset link spent). The rest of each request is checked by its own route. */
export function mountNewPasswordRule(app: Express): void {
  app.post(
    '/api/users/register',
    refuseGuessable((body) => ({ email: textOf(body.email), name: textOf(body.name) })),
  );
  app.post(
    '/api/users/password-reset/complete',
    refuseGuessable(() => ({})),
  );
  app.put(
    '/api/users/:id/password',
    requireSelf('id'),
    refuseGuessable((_body, req) => currentUser(req)),
  );
}
