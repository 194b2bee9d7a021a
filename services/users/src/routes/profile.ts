import type { Express } from 'express';
import {
  ChangePasswordRequest,
  IdParams,
  LanguageChoice,
  UpdateProfileRequest,
  type User,
  checkProfileAddress,
} from '@storefront/contracts';
import type { Database } from '@storefront/data';
import {
  type RateLimiter,
  type SessionEnds,
  type TokenIssuer,
  badRequest,
  detail,
  endpoint,
  notFound,
  requireSelf,
  saying,
} from '@storefront/service-kit';
import { findAccountById, toUser, updateLanguage, updateProfile } from '../data/accounts';
import type { Passwords } from '../domain/passwords';
import { setPasswordIn } from '../use-cases/reset-password';
import { startSession } from './sessions';

export interface ProfileRouteDeps {
  db: Database;
  passwordChecks: RateLimiter;
  passwords: Passwords;
  sessionEnds: SessionEnds;
  issuer: TokenIssuer;
  secureCookies: boolean;
  onEventsWritten: () => void;
}

export function mountProfileRoutes(app: Express, deps: ProfileRouteDeps): void {
  /** The shopper's name and profile address. The email is the login and cannot be changed here. */
  app.put(
    '/api/users/:id',
    requireSelf('id'),
    endpoint({ params: IdParams, body: UpdateProfileRequest }, async ({ params, body }): Promise<User> => {
      // Read, check and write under the account's lock: two partial changes at once both count.
      const updated = await deps.db.transaction(async (tx) => {
        const account = await findAccountById(tx, params.id, { lock: true });
        if (!account) throw notFound('user.notFound');
        if (body.email !== undefined && body.email.trim().toLowerCase() !== account.email) {
          throw badRequest('email.readOnly');
        }
        const stored = toUser(account).address;
        if (Object.keys(body.address).length === 0) return updateProfile(tx, params.id, { name: body.name, address: stored });
        const { address, problems } = checkProfileAddress({ ...stored, ...body.address });
        if (problems.length > 0) throw badRequest(problems[0]!.code, problems[0]!.values, problems);
        return updateProfile(tx, params.id, { name: body.name, address });
      });
      return toUser(updated!);
    }),
  );

  /** The language chosen in the footer, kept on the account: the next sign-in opens the store in it on
   * any browser, and mails (order and account mails alike) are written in it. */
  app.put(
    '/api/users/:id/language',
    requireSelf('id'),
    endpoint({ params: IdParams, body: LanguageChoice }, async ({ params, body }): Promise<User> => {
      const account = await updateLanguage(deps.db, params.id, body.language);
      if (!account) throw notFound('user.notFound');
      return toUser(account);
    }),
  );

  /** A new password needs the current one: a session left open on a shared computer is not enough.
   * Every other session of the account ends with the change (in every service, through
   * user.sessions-ended); this browser gets a new one. */
  app.put(
    '/api/users/:id/password',
    requireSelf('id'),
    endpoint({ params: IdParams, body: ChangePasswordRequest }, async ({ params, body }, req, res) => {
      await deps.passwordChecks.check(`password:${params.id}`);
      const account = await findAccountById(deps.db, params.id);
      if (!account) throw notFound('user.notFound');
      if (!(await deps.passwords.verify(body.currentPassword, account.password_hash))) {
        throw badRequest('password.current.wrong', undefined, [detail('body.currentPassword', 'password.current.wrong')]);
      }
      const passwordHash = await deps.passwords.hash(body.password);
      await deps.db.transaction((tx) => setPasswordIn(tx, deps.sessionEnds, params.id, passwordHash));
      deps.onEventsWritten();
      await deps.passwordChecks.reset(`password:${params.id}`);
      const session = await startSession(req, res, deps, account);
      res.status(200);
      return saying('password.changed', undefined, { token: session.token });
    }),
  );
}
