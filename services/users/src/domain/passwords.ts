import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with OWASP's minimum cost (N=2^17 needs 128 MB per hash; 2^15 with r=8 costs about 32 MB and
// ~60 ms here, which is slow enough to make guessing expensive and fast enough for a login).
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 128 * N * R * 2;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: Math.max(MAXMEM, 128 * n * r * 2) }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A self-describing hash: scrypt$N$r$p$salt$key, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Checked against when the email is unknown, so a login takes as long whether or not the account exists. */
export const DUMMY_HASH = 'scrypt$32768$8$1$c3RvcmVmcm9udC1kdW1teQ==$2q1yY0k7b0nV7wVxH1aQ9f3Qn8m5cJ9d8sY3bB6tP1o=';
