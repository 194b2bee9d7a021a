// Gift cards and store credit: a gift card is a payment, not a discount. It pays what is left of an
// order's total after tax; it never expires and carries no fees. Pure rules, in cents.
import { createHash, randomInt } from 'node:crypto';

/** Letters and digits that cannot be read as one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new gift card code: four groups of four (`K7QX-…`), about 78 bits from the system's random source,
 * so that guessing one is hopeless even without the rate limit on balance checks. */
export function newGiftCardCode(pick: (n: number) => number = randomInt): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += ALPHABET[pick(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A code as a shopper may type it (any case, with or without dashes or spaces): its canonical form,
 * or undefined when it cannot be one of ours. */
export function canonicalGiftCardCode(typed: string): string | undefined {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== 16 || ![...bare].every((c) => ALPHABET.includes(c))) return undefined;
  return bare.match(/.{4}/g)!.join('-');
}

/** What is stored of a code: its hash (the code itself is shown once, and mailed). */
export const giftCardHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** What identifies a card afterwards, on receipts and in the back office: its last 4 characters. */
export const lastFour = (code: string) => code.slice(-4);

export interface CardBalance {
  id: string;
  balanceCents: number;
}

/** What each card pays of `dueCents`, in the order they were entered, each as much as it holds until
 * nothing is due. Cards that are not needed pay nothing (and are left out). */
export function giftCardsPaying(dueCents: number, cards: CardBalance[]): Array<{ id: string; amountCents: number }> {
  const paying: Array<{ id: string; amountCents: number }> = [];
  let due = Math.max(0, dueCents);
  for (const card of cards) {
    if (due === 0) break;
    const amountCents = Math.min(due, Math.max(0, card.balanceCents));
    if (amountCents === 0) continue;
    paying.push({ id: card.id, amountCents });
    due -= amountCents;
  }
  return paying;
}

/** What an order's payments can still give back: the card's, and each gift card's, less what was
 * already refunded (or is on its way back) to each. */
export interface RefundSources {
  cardCents: number;
  giftCards: Array<{ id: string; cents: number }>;
}

/** Where a refund goes: to the card first, up to what it paid and has not had back, then to the gift
 * cards, the last one used first (so a card used whole comes back whole). The shopper gets back the
 * money they paid before the store credit they spent. */
export function refundSplit(
  amountCents: number,
  left: RefundSources,
): { cardCents: number; giftCards: Array<{ id: string; amountCents: number }> } {
  const cardCents = Math.min(amountCents, Math.max(0, left.cardCents));
  let rest = amountCents - cardCents;
  const giftCards: Array<{ id: string; amountCents: number }> = [];
  for (const card of [...left.giftCards].reverse()) {
    if (rest === 0) break;
    const back = Math.min(rest, Math.max(0, card.cents));
    if (back === 0) continue;
    giftCards.push({ id: card.id, amountCents: back });
    rest -= back;
  }
  return { cardCents, giftCards };
}

/** A gift card product's amount: its variant's price, or the buyer's own amount within the product's
 * limits (both in cents). Undefined `amountCents` means a set amount (its variant) was chosen. */
export function giftCardAmountOf(
  limits: { minCents: number; maxCents: number },
  chosen: { variantPriceCents?: number; amountCents?: number },
): { cents: number } | { refused: 'giftCard.amount.outside' } {
  if (chosen.variantPriceCents !== undefined) return { cents: chosen.variantPriceCents };
  const cents = chosen.amountCents ?? 0;
  return cents >= limits.minCents && cents <= limits.maxCents ? { cents } : { refused: 'giftCard.amount.outside' };
}

/** The day a gift card is mailed: today (the store's day) unless a later one within `aheadDays` is
 * chosen. A day in the past, or too far ahead, is refused (undefined). */
export function giftCardMailingDay(chosen: string | undefined, today: string, aheadDays: number): string | undefined {
  if (chosen === undefined) return today;
  const parsed = new Date(`${chosen}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== chosen) return undefined;
  return chosen >= today && chosen <= lastMailingDay(today, aheadDays) ? chosen : undefined;
}

export function lastMailingDay(today: string, aheadDays: number): string {
  const last = new Date(`${today}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() + aheadDays);
  return last.toISOString().slice(0, 10);
}
