import type { Express, Request, Response } from 'express';
import { LoginRequest, type LoginResponse, RegisterRequest, type RegisterResponse, languageOfRequest } from '@storefront/contracts';
import { type Database, isUniqueViolation } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import {
  HttpError,
  type RateLimiter,
  SESSION_COOKIE,
  type SessionEnds,
  type TokenIssuer,
  type TokenVerifier,
  browserCookie,
  sessionTokenOf,
  conflict,
  endpoint,
  saying,
  unauthorized,
} from '@storefront/service-kit';
import { type AccountRow, findAccountByEmail, findAccountById, insertAccount, toUser } from '../data/accounts';
import type { Passwords } from '../domain/passwords';
import { requestEmailVerification } from '../use-cases/verify-email';

export interface SessionRouteDeps {
  db: Database;
  issuer: TokenIssuer;
  /** Failed logins per account from one client address, per account from everywhere, and all logins
   * per client address; accounts made per client address. */
  loginLimits: { perAccountFromClient: RateLimiter; perAccount: RateLimiter; perClient: RateLimiter };
  registrations: RateLimiter;
  passwords: Passwords;
  /** Marks the cookie Secure (HTTPS only). Also set whenever the request itself came over HTTPS. */
  secureCookies: boolean;
  /** The store's address as shoppers reach it (the link to prove the new account's email points there). */
  publicUrl: string;
  /** Checks the session a logout ends; its record of ended sessions. */
  verifier: TokenVerifier;
  sessionEnds: SessionEnds;
  onEventsWritten: () => void;
}

/** Signs the account in on this browser: a new session token, also set as the httpOnly cookie. */
export async function startSession(
  req: Request,
  res: Response,
  deps: { issuer: TokenIssuer; secureCookies: boolean },
  account: AccountRow,
): Promise<LoginResponse> {
  const { token, expiresAt } = await deps.issuer.issue({
    userId: account.id,
    isAdmin: account.is_admin,
    name: account.name,
    email: account.email,
  });
  res.cookie(SESSION_COOKIE, token, browserCookie(req, deps.secureCookies, expiresAt.getTime() - Date.now()));
  return { token, user: { _id: account.id, isAdmin: account.is_admin, name: account.name } };
}

export function mountSessionRoutes(app: Express, deps: SessionRouteDeps): void {
  app.post(
    '/api/users/register',
    endpoint({ body: RegisterRequest }, async ({ body }, req, res): Promise<RegisterResponse> => {
      // Each attempt costs a slow hash: a client cannot make accounts without end.
      await deps.registrations.check(`register:client:${req.ip}`);
      const passwordHash = await deps.passwords.hash(body.password);
      try {
        const account = await deps.db.transaction(async (tx) => {
          const row = await insertAccount(tx, {
            name: body.name,
            email: body.email,
            passwordHash,
            language: languageOfRequest(req.headers),
          });
          await addToOutbox(tx, 'users', 'user.registered', { userId: row.id, name: row.name, email: row.email });
          // The link to prove the address goes out with the account: no account is left without one.
          await requestEmailVerification(deps, tx, row);
          return row;
        });
        deps.onEventsWritten();
        res.status(201);
        return saying('account.registered', undefined, { user: toUser(account) });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('account.exists');
        throw err;
      }
    }),
  );

  app.post(
    '/api/users/login',
    endpoint({ body: LoginRequest }, async ({ body }, req: Request, res: Response): Promise<LoginResponse> => {
      const { perAccountFromClient, perAccount, perClient } = deps.loginLimits;
      await perClient.check(`login:client:${req.ip}`);
      // Guessing one account's password is stopped where it comes from: a few failures lock the account
      // for that client address only, so a stranger cannot lock its owner out with five requests. Many
      // failures from everywhere lock it for everyone (guessing from many addresses). A locked account
      // stays locked even for the right password.
      const fromClientKey = `login:account:${body.email}:client:${req.ip}`;
      const accountKey = `login:account:${body.email}`;
      await perAccountFromClient.assertOpen(fromClientKey);
      await perAccount.assertOpen(accountKey);
      const account = await findAccountByEmail(deps.db, body.email);
      const ok = account
        ? await deps.passwords.verify(body.password, account.password_hash)
        : await deps.passwords.verifyForUnknownAccount(body.password);
      if (!account || !ok) {
        await perAccount.check(accountKey);
        await perAccountFromClient.check(fromClientKey);
        throw unauthorized('login.invalid');
      }
      await perAccountFromClient.reset(fromClientKey);
      // The slow check ran on the hash read above. The session is made under the account's lock, and only
      // if that hash is still the account's: a password change either came first (this login fails) or
      // waits for this one, and then ends the session made here.
      const session = await deps.db.transaction(async (tx) => {
        const current = await findAccountById(tx, account.id, { lock: true });
        return current && current.password_hash === account.password_hash ? startSession(req, res, deps, current) : undefined;
      });
      if (!session) throw unauthorized('login.invalid');
      return session;
    }),
  );

  /** Ends the session on the server too: its token (wherever it was copied) is refused by every service
   * from now on (here at once, elsewhere once they hear user.sessions-ended), as after a password change;
   * the shopper's other sessions go on. */
  app.post('/api/users/logout', async (req, res) => {
    const token = sessionTokenOf(req);
    const session = token
      ? await deps.verifier.verifySession(token).catch((err: unknown) => {
          if (err instanceof HttpError) throw err; // the check could not run: say so rather than pretend
          return undefined; // expired, ended or forged: nothing to end
        })
      : undefined;
    if (session) {
      const { identity, issuedAtMs, expiresAtMs } = session;
      await deps.db.transaction(async (tx) => {
        await deps.sessionEnds.recordSignOut(tx, identity.userId, issuedAtMs, new Date(expiresAtMs));
        await addToOutbox(tx, 'users', 'user.sessions-ended', {
          userId: identity.userId,
          endedBefore: new Date(0).toISOString(),
          signedOut: { signedInAtMs: issuedAtMs, expiresAt: new Date(expiresAtMs).toISOString() },
        });
      });
      deps.onEventsWritten();
    }
    res.clearCookie(SESSION_COOKIE, browserCookie(req, deps.secureCookies));
    res.status(204).end();
  });
}
