import { describe, expect, it } from 'vitest';
import { canonicalGiftCardCode, giftCardHash, giftCardsPaying, lastFour, newGiftCardCode, refundSplit } from '../src/domain/gift-cards';

// Gift cards are payments: they pay what is left of the total after tax. Figures in cents, by hand.

describe('a gift card code', () => {
  it('is four groups of four unambiguous characters, read back whatever the case or dashes', () => {
    const code = newGiftCardCode();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(canonicalGiftCardCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
    expect(canonicalGiftCardCode('K7QX-ABCD-EFGH-JK23')).toBe('K7QX-ABCD-EFGH-JK23');
    // 0, O, 1, I and L are never in a code: a code holding one is not ours.
    expect(canonicalGiftCardCode('K7QX-ABCD-EFGH-JK20')).toBeUndefined();
    expect(canonicalGiftCardCode('BOXING25')).toBeUndefined();
    expect(lastFour(code)).toBe(code.slice(15));
  });

  it('is made from the random source it is given, and stored only as its hash', () => {
    let n = 0;
    expect(newGiftCardCode(() => n++ % 31)).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(giftCardHash('ABCD-EFGH-JKMN-PQRS')).toMatch(/^[0-9a-f]{64}$/);
    expect(giftCardHash('ABCD-EFGH-JKMN-PQRS')).not.toBe(giftCardHash('ABCD-EFGH-JKMN-PQRT'));
  });
});

describe('what gift cards pay of an order', () => {
  it('takes each card in the order entered, as much as it holds, until nothing is due', () => {
    // $461.88 due; a $50.00 card then a $500.00 one: 5,000 then 41,188.
    expect(
      giftCardsPaying(46_188, [
        { id: 'a', balanceCents: 5_000 },
        { id: 'b', balanceCents: 50_000 },
      ]),
    ).toEqual([
      { id: 'a', amountCents: 5_000 },
      { id: 'b', amountCents: 41_188 },
    ]);
    // A card not needed, or empty, pays nothing.
    expect(
      giftCardsPaying(2_000, [
        { id: 'empty', balanceCents: 0 },
        { id: 'a', balanceCents: 5_000 },
        { id: 'b', balanceCents: 5_000 },
      ]),
    ).toEqual([{ id: 'a', amountCents: 2_000 }]);
    expect(giftCardsPaying(0, [{ id: 'a', balanceCents: 5_000 }])).toEqual([]);
  });
});

describe('where a refund goes', () => {
  it('goes to the card first, up to what it paid, then to the gift cards, the last used first', () => {
    // Paid 461.88: gift cards 50.00 (a) and 100.00 (b), the card 311.88.
    const left = {
      cardCents: 31_188,
      giftCards: [
        { id: 'a', cents: 5_000 },
        { id: 'b', cents: 10_000 },
      ],
    };
    expect(refundSplit(1_915, left)).toEqual({ cardCents: 1_915, giftCards: [] });
    // 400.00 back: 311.88 to the card, 88.12 to b.
    expect(refundSplit(40_000, left)).toEqual({ cardCents: 31_188, giftCards: [{ id: 'b', amountCents: 8_812 }] });
    // Everything back: the card whole, b whole, a whole.
    expect(refundSplit(46_188, left)).toEqual({
      cardCents: 31_188,
      giftCards: [
        { id: 'b', amountCents: 10_000 },
        { id: 'a', amountCents: 5_000 },
      ],
    });
    // Paid by gift card alone: all of it to the card it came from.
    expect(refundSplit(2_500, { cardCents: 0, giftCards: [{ id: 'a', cents: 5_000 }] })).toEqual({
      cardCents: 0,
      giftCards: [{ id: 'a', amountCents: 2_500 }],
    });
  });
});
