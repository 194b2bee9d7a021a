import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with OWASP's minimum cost (N=2^17 needs 128 MB per hash; 2^15 with r=8 costs about 32 MB and
// 60-160 ms here, which is slow enough to make guessing expensive and fast enough for a login).
export const PRODUCTION_HASH_COST = 15;
const R = 8;
const P = 1;
const KEYLEN = 32;
// No password derives to this key with this salt that anyone knows: it stands for an account's hash.
const UNKNOWN_ACCOUNT_SALT = 'c3RvcmVmcm9udC1kdW1teQ==';
const UNKNOWN_ACCOUNT_KEY = '2q1yY0k7b0nV7wVxH1aQ9f3Qn8m5cJ9d8sY3bB6tP1o=';

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 128 * n * r * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes and checks passwords with scrypt at 2^cost. Each hash names its own cost (scrypt$N$r$p$salt$key),
 * so the cost can be raised later without breaking old hashes. Test suites lower the cost: thousands of
 * logins at the production cost took minutes of CI. */
export class Passwords {
  private readonly n: number;

  constructor(readonly cost: number = PRODUCTION_HASH_COST) {
    if (!Number.isInteger(cost) || cost < 10 || cost > 20) throw new RangeError(`scrypt cost must be 10-20, not ${cost}`);
    this.n = 2 ** cost;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.n, R, P);
    return ['scrypt', this.n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** Checks a password for an email with no account as it would check one against a hash of this cost,
   * so a login takes as long whether or not the account exists. Always false. */
  async verifyForUnknownAccount(password: string): Promise<false> {
    await this.verify(password, ['scrypt', this.n, R, P, UNKNOWN_ACCOUNT_SALT, UNKNOWN_ACCOUNT_KEY].join('$'));
    return false;
  }
}
