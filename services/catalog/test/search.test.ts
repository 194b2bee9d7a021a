import { describe, expect, it } from 'vitest';
import { acceptableCorrection, buildTsQuery, queryWords, searchTypoEdits, searchWords } from '../src/domain/search';

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

  it('finds the words Canadians use for the same thing, in either language, as typed or corrected', () => {
    expect(buildTsQuery(['tuque', 'rouge'])).toBe('(tuque:* | toque | beanie | bonnet) & rouge:*');
    expect(buildTsQuery(['warm', 'jacket'])).toBe('warm:* & (jacket:* | manteau | coat | parka | doudoune)');
    // Any word rather than every one, for a search that finds nothing with all of them.
    expect(buildTsQuery(['warm', 'hat'], new Map(), false)).toBe('warm:* | hat:*');
    expect(buildTsQuery(['tuqe'], new Map([['tuqe', 'tuque']]))).toBe('(tuqe:* | tuque | toque | beanie | bonnet)');
  });

  it('finds a thing named in several words by its other names, as typed or corrected', () => {
    expect(buildTsQuery(['manteau', 'hiver'])).toBe(
      '(((manteau:* | coat | parka | jacket | doudoune) & hiver:*) | (winter & coat) | (winter & jacket) | parka | doudoune)',
    );
    expect(buildTsQuery(['red', 'winter', 'jaket'], new Map([['jaket', 'jacket']]))).toBe(
      'red:* & ((winter:* & (jaket:* | jacket | manteau | coat | parka | doudoune)) | (winter & coat) | (manteau & hiver) | parka | doudoune)',
    );
    // Only the words together: "winter" alone, or "jacket winter", is words.
    expect(buildTsQuery(['jacket', 'winter'])).toBe('(jacket:* | manteau | coat | parka | doudoune) & winter:*');
    expect(buildTsQuery(['winter', 'coat'], new Map(), false)).toBe(
      '((winter:* & (coat:* | manteau | parka | jacket | doudoune)) | (winter & jacket) | (manteau & hiver) | parka | doudoune)',
    );
  });

  it('never lets a correction inject query syntax', () => {
    expect(buildTsQuery(['x'], new Map([['x', 'a | b']]))).toBe('x:*');
  });
});

describe('what counts as a typo in a search', () => {
  it('allows one edit up to six letters, two up to nine, three beyond', () => {
    expect([3, 6, 7, 9, 10, 14].map(searchTypoEdits)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('reads a word of four letters or fewer only as two letters swapped', () => {
    expect(acceptableCorrection('lmap', 'lamp')).toBe(true);
    expect(acceptableCorrection('cafe', 'care')).toBe(false);
    expect(acceptableCorrection('jaket', 'jacket')).toBe(true);
  });

  it('leaves out one-letter words', () => {
    expect(queryWords(['c', 'usb', '3', 'ab'])).toEqual(['usb', 'ab']);
  });
});
