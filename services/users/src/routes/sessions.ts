import type { Express, Request, Response } from 'express';
import { LoginRequest, type LoginResponse, RegisterRequest, type RegisterResponse } from '@storefront/contracts';
import { type Database, isUniqueViolation } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import {
  type RateLimiter,
  SESSION_COOKIE,
  type TokenIssuer,
  conflict,
  endpoint,
  unauthorized,
} from '@storefront/service-kit';
import { findAccountByEmail, insertAccount, toUser } from '../data/accounts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../domain/passwords';

export interface SessionRouteDeps {
  db: Database;
  issuer: TokenIssuer;
  /** Failed logins per account, and all logins per client address. */
  loginLimits: { perAccount: RateLimiter; perClient: RateLimiter };
  /** Marks the cookie Secure (HTTPS only). Also set whenever the request itself came over HTTPS. */
  secureCookies: boolean;
  onEventsWritten: () => void;
}

function cookieOptions(req: Request, deps: SessionRouteDeps, maxAgeMs?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookies || req.secure,
    path: '/',
    ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}),
  };
}

export function mountSessionRoutes(app: Express, deps: SessionRouteDeps): void {
  app.post(
    '/api/users/register',
    endpoint({ body: RegisterRequest }, async ({ body }, _req, res): Promise<RegisterResponse> => {
      const passwordHash = await hashPassword(body.password);
      try {
        const account = await deps.db.transaction(async (tx) => {
          const row = await insertAccount(tx, { name: body.name, email: body.email, passwordHash });
          await addToOutbox(tx, 'users', 'user.registered', { userId: row.id, name: row.name, email: row.email });
          return row;
        });
        deps.onEventsWritten();
        res.status(201);
        return { message: 'Registration successful! Please log in.', user: toUser(account) };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('An account with this email already exists. Please log in instead.');
        throw err;
      }
    }),
  );

  app.post(
    '/api/users/login',
    endpoint({ body: LoginRequest }, async ({ body }, req: Request, res: Response): Promise<LoginResponse> => {
      const { perAccount, perClient } = deps.loginLimits;
      await perClient.check(`login:client:${req.ip}`);
      const accountKey = `login:account:${body.email}`;
      // A locked account stays locked even for the right password, or guessing from many addresses would work.
      await perAccount.assertOpen(accountKey);
      const account = await findAccountByEmail(deps.db, body.email);
      const ok = await verifyPassword(body.password, account?.password_hash ?? DUMMY_HASH);
      if (!account || !ok) {
        await perAccount.check(accountKey);
        throw unauthorized('Invalid email or password.');
      }
      await perAccount.reset(accountKey);
      const { token, expiresAt } = await deps.issuer.issue({ userId: account.id, isAdmin: account.is_admin, name: account.name, email: account.email });
      res.cookie(SESSION_COOKIE, token, cookieOptions(req, deps, expiresAt.getTime() - Date.now()));
      return { token, user: { _id: account.id, isAdmin: account.is_admin, name: account.name } };
    }),
  );

  app.post('/api/users/logout', (req, res) => {
    res.clearCookie(SESSION_COOKIE, cookieOptions(req, deps));
    res.status(204).end();
  });
}
