import { describe, expect, it } from 'vitest';
import { buildTsQuery, searchWords } from '../src/domain/search';

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
