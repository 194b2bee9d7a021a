import { describe, expect, it } from 'vitest';
import { bestCorrection, buildTsQuery, editDistance, searchWords } from '../src/domain/search';

describe('search words', () => {
  it('keeps letters and digits only, lower-cased, without accents or repeats', () => {
    expect(searchWords("  Café  & CAFÉ | 65W! (charger):*'")).toEqual(['cafe', '65w', 'charger']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('caps the number of words', () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(8);
  });
});

describe('text-search query', () => {
  it('needs every word, each as a prefix or its correction', () => {
    expect(buildTsQuery(['mapel', 'syrup'], new Map([['mapel', 'maple']]))).toBe('(mapel:* | maple) & syrup:*');
  });

  it('never lets a correction inject query syntax', () => {
    expect(buildTsQuery(['x'], new Map([['x', 'a | b']]))).toBe('x:*');
  });
});

describe('typo correction', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('mapel', 'maple')).toBe(1);
    expect(editDistance('mapel', 'maps')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('picks the nearest word by edits, not by trigram order', () => {
    expect(bestCorrection('mapel', ['maps', 'maple', 'mat'])).toBe('maple');
    expect(bestCorrection('hedphones', ['headphones', 'phones'])).toBe('headphones');
  });

  it('refuses corrections that change too much of a short word', () => {
    expect(bestCorrection('cat', ['coat', 'hat'])).toBe('coat');
    expect(bestCorrection('dog', ['dig', 'bag'])).toBe('dig');
    expect(bestCorrection('zzqx', ['quiz', 'fuzz'])).toBeUndefined();
  });
});
