import { generateKeyPairSync } from 'node:crypto';
import type { RequestHandler, Request } from 'express';
import { SignJWT, importPKCS8, importSPKI, jwtVerify } from 'jose';
import { Identity } from '@storefront/contracts';
import { readCookie } from './cookies';
import { HttpError, forbidden, unauthorized } from './errors';
// Express's Request as this kit extends it (identity, log), also where this file is reached without the index.
import './express-types';

/** The session cookie set at login. The token is also accepted as `Authorization: Bearer`. */
export const SESSION_COOKIE = 'token';
const ISSUER = 'storefront-users';
const AUDIENCE = 'storefront';
const ALG = 'RS256';

export interface AuthKeyPem {
  publicKey: string;
  /** Only the users service holds it: it signs. Every service verifies with the public key. */
  privateKey?: string;
}

export interface TokenVerifier {
  verify(token: string): Promise<Identity>;
  /** The identity and when the session was signed in (ms since the epoch). */
  verifySession(token: string): Promise<{ identity: Identity; issuedAtMs: number; expiresAtMs: number }>;
}

export interface TokenIssuer {
  issue(identity: Identity): Promise<{ token: string; expiresAt: Date }>;
  readonly ttlSeconds: number;
}

export function generateAuthKeys(): Required<AuthKeyPem> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey };
}

export async function createTokenVerifier(publicKeyPem: string): Promise<TokenVerifier> {
  const key = await importSPKI(publicKeyPem, ALG);
  // A token must say when it ends: one without `exp` would be good forever once copied.
  const verifySession: TokenVerifier['verifySession'] = async (token) => {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALG],
      requiredClaims: ['iat', 'exp'],
    });
    const identity = Identity.parse({
      userId: payload.sub,
      isAdmin: payload.isAdmin === true,
      name: payload.name ?? '',
      email: payload.email ?? '',
    });
    // `sat` is the sign-in time to the millisecond (iat has whole seconds only).
    const issuedAtMs = typeof payload.sat === 'number' ? payload.sat : payload.iat! * 1000;
    return { identity, issuedAtMs, expiresAtMs: payload.exp! * 1000 };
  };
  return { verifySession, verify: async (token) => (await verifySession(token)).identity };
}

/** How long an admin's session lasts: services trust the token's admin claim, so a removed admin keeps
 * their rights only until it runs out (a shopper's session lasts `ttlSeconds`). */
export const ADMIN_SESSION_SECONDS = 8 * 3600;

export async function createTokenIssuer(privateKeyPem: string, ttlSeconds = 7 * 24 * 3600): Promise<TokenIssuer> {
  const key = await importPKCS8(privateKeyPem, ALG);
  return {
    ttlSeconds,
    async issue(identity) {
      const expiresAt = new Date(Date.now() + (identity.isAdmin ? Math.min(ttlSeconds, ADMIN_SESSION_SECONDS) : ttlSeconds) * 1000);
      const token = await new SignJWT({ isAdmin: identity.isAdmin, name: identity.name, email: identity.email, sat: Date.now() })
        .setProtectedHeader({ alg: ALG })
        .setSubject(identity.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
  };
}

/** The caller's session token as sent (Bearer header or cookie), to pass on when calling another
 * service on their behalf. */
export function sessionTokenOf(req: Request): string | undefined {
  return tokenOf(req);
}

function tokenOf(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const value = header.slice(7).trim();
    // The spec's browser client sends "Bearer null" when it has no token; that is no token.
    if (value && value !== 'null' && value !== 'undefined') return value;
  }
  return readCookie(req.headers.cookie, SESSION_COOKIE);
}

/** Reads the caller's identity from the signed token, when there is a valid one. A missing or bad token
 * is not an error here; routes that need a user say so with requireUser. */
export function identify(verifier: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token = tokenOf(req);
    if (token) {
      try {
        req.identity = await verifier.verify(token);
      } catch (err) {
        // A session that could not be checked (503) is not an expired one: the shopper stays signed in.
        if (err instanceof HttpError) return next(err);
        req.sessionExpired = true;
      }
    }
    next();
  };
}

/** The signed-in caller, or a 401 that says what to do. */
export function currentUser(req: Request): Identity {
  if (req.identity) return req.identity;
  throw unauthorized(req.sessionExpired ? 'auth.sessionExpired' : 'auth.required');
}

export const requireUser: RequestHandler = (req, _res, next) => {
  currentUser(req);
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!currentUser(req).isAdmin) throw forbidden('auth.adminOnly');
  next();
};

/** The route's `:param` must be the caller's own user id (or the caller an admin). */
export function requireSelfOrAdmin(param = 'id'): RequestHandler {
  return (req, _res, next) => {
    const me = currentUser(req);
    if (!me.isAdmin && req.params[param] !== me.userId) throw forbidden('auth.ownAccount');
    next();
  };
}

/** The route's `:param` must be the caller's own user id: things only their owner may see or change
 * (addresses, wishlist, history, password), whoever else is asking. */
export function requireSelf(param = 'id'): RequestHandler {
  return (req, _res, next) => {
    if (req.params[param] !== currentUser(req).userId) throw forbidden('auth.ownAccount');
    next();
  };
}

/** Same rule for handlers that find the owner only after a lookup. */
export function assertOwnerOrAdmin(me: Identity, ownerId: string, what: 'orders' | 'account'): void {
  if (!me.isAdmin && me.userId !== ownerId) throw forbidden(what === 'orders' ? 'auth.ownOrders' : 'auth.ownAccount');
}
