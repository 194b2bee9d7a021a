import { describe, expect, it } from 'vitest';
import { PRODUCTION_HASH_COST, Passwords } from '../src/domain/passwords';

describe('passwords', () => {
  it('hash at the production cost unless told otherwise, and never hold the password', async () => {
    expect(PRODUCTION_HASH_COST).toBe(15);
    const hash = await new Passwords().hash('analytical-engine');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(hash).not.toContain('analytical-engine');
  });

  it('check a hash made at another cost by the cost it names, so the cost can change under stored hashes', async () => {
    const production = await new Passwords(15).hash('correct horse battery');
    const cheaper = new Passwords(10);
    expect(await cheaper.verify('correct horse battery', production)).toBe(true);
    expect(await cheaper.verify('correct horse batterY', production)).toBe(false);
    expect(await new Passwords(15).verify('correct horse battery', await cheaper.hash('correct horse battery'))).toBe(true);
  });

  it('salt every hash, and read Unicode passwords as the same text however they were typed', async () => {
    const passwords = new Passwords(10);
    const [a, b] = [await passwords.hash('same'), await passwords.hash('same')];
    expect(a).not.toBe(b);
    // "é" as one code point and as "e" plus a combining accent.
    expect(await passwords.verify('caf\u0065\u0301', await passwords.hash('caf\u00e9'))).toBe(true);
  });

  it('refuse what is no hash of theirs, and an unknown account whatever its password', async () => {
    const passwords = new Passwords(10);
    expect(await passwords.verify('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await passwords.verify('x', '')).toBe(false);
    expect(await passwords.verifyForUnknownAccount('anything')).toBe(false);
    expect(await passwords.verifyForUnknownAccount('')).toBe(false);
  });

  it('take a cost of 2^10 to 2^20 only', () => {
    expect(() => new Passwords(9)).toThrow(RangeError);
    expect(() => new Passwords(21)).toThrow(RangeError);
    expect(() => new Passwords(12.5)).toThrow(RangeError);
  });
});
