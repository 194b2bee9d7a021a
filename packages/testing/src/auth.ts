import { type TokenIssuer, type TokenVerifier, createTokenIssuer, createTokenVerifier, generateAuthKeys } from '@storefront/service-kit';
import type { Identity } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';

export interface TestAuth {
  keys: { publicKey: string; privateKey: string };
  verifier: TokenVerifier;
  issuer: TokenIssuer;
  /** A valid session token for a made-up (or given) shopper. */
  tokenFor(identity?: Partial<Identity>): Promise<string>;
}

let cached: Promise<TestAuth> | undefined;

/** One RSA key pair per test process (generating one takes a moment). */
export function testAuth(): Promise<TestAuth> {
  cached ??= (async () => {
    const keys = generateAuthKeys();
    const verifier = await createTokenVerifier(keys.publicKey);
    const issuer = await createTokenIssuer(keys.privateKey);
    return {
      keys,
      verifier,
      issuer,
      async tokenFor(identity = {}) {
        const { token } = await issuer.issue({
          userId: randomUUID(),
          isAdmin: false,
          name: 'Test Shopper',
          email: 'shopper@example.ca',
          ...identity,
        });
        return token;
      },
    };
  })();
  return cached;
}
