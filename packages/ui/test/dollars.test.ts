import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALES } from '@storefront/contracts/languages';
import { dollarWriter } from '../src/dollars';

// A generator with a seed: the same amounts every run.
function amounts(seed: number, count: number): number[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 9); // cents to hundreds of millions
    const sign = next() < 0.2 ? -1 : 1;
    // Whole cents, half cents (the rounding edge) and any fraction at all.
    const kind = i % 3;
    const raw = next() * scale;
    out.push(sign * (kind === 0 ? Math.round(raw * 100) / 100 : kind === 1 ? Math.floor(raw * 100) / 100 + 0.005 : raw));
  }
  return out;
}

const EDGES = [
  0,
  -0,
  0.001,
  -0.001,
  0.004,
  0.005,
  0.006,
  0.01,
  0.1 + 0.2,
  0.5,
  0.994,
  0.995,
  0.999,
  1,
  1.005,
  1.015,
  2.675,
  8.345,
  9.995,
  19.99,
  99.995,
  999.995,
  1000,
  1234.5,
  -1234.5,
  999_999.995,
  1_234_567.891,
  123_456_789.125,
  2 ** 53,
  1e20,
  1e21,
  1e-7,
  -1e-7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

describe('dollars without Intl', () => {
  it.each(LANGUAGES)('writes every amount as Intl.NumberFormat does in %s, rounding and signs included', (language) => {
    const intl = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'CAD' });
    const write = dollarWriter(language);
    const differences = [...EDGES, ...amounts(7, 20_000)]
      .map((amount) => ({ amount, ours: write(amount), intl: intl.format(amount) }))
      .filter((d) => d.ours !== d.intl);
    expect(differences).toEqual([]);
  });

  it('writes the two languages as a Canadian shopper reads them', () => {
    expect(dollarWriter('en')(1234.56)).toBe('$1,234.56');
    expect(dollarWriter('en')(-0.5)).toBe('-$0.50');
    expect(dollarWriter('fr')(1234.56)).toBe('1\u00a0234,56\u00a0$');
    expect(dollarWriter('fr')(1.005)).toBe('1,01\u00a0$');
  });
});
