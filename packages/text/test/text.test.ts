import { describe, expect, it } from 'vitest';
import { TfIdf, bestCorrection, dot, editDistance, tokens } from '../src';

describe('words', () => {
  it('matches plurals and ignores case, accents and stop words', () => {
    expect(tokens('The Wireless HEADPHONES for Café-goers')).toEqual(['wireless', 'headphone', 'cafe', 'goer']);
    expect(tokens('boxes, batteries and glasses')).toEqual(['box', 'battery', 'glass']);
  });

  it('weighs rare words above common ones', () => {
    const tfidf = new TfIdf([tokens('winter boots'), tokens('winter gloves'), tokens('snowshoes for winter')]);
    const q = tfidf.vector(tokens('snowshoes winter'));
    expect(q.get('snowshoe')!).toBeGreaterThan(q.get('winter')!);
    expect(dot(q, tfidf.vector(tokens('snowshoes')))).toBeGreaterThan(dot(q, tfidf.vector(tokens('winter'))));
    expect(tfidf.vector(tokens('unknown words')).size).toBe(0);
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
