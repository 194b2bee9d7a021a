import type { ErrorCode, ErrorValues } from '@storefront/contracts/errors';
import type { Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { HttpError, type RateLimiter } from '@storefront/service-kit';
import { automaticPromotions, promotionsOfCodes, shopperFacts } from '../data/promotions';
import { type PromotionLine, type PromotionOutcome, type PromotionTerms, applyPromotions } from '../domain/promotions';
import { promotionRefusal } from '../domain/promotion-terms';
import { computeTotals, dollars } from '../domain/totals';
import type { Request } from 'express';
import type { CatalogClient } from '@storefront/clients';
import { type PricedItems, priceItems } from './pricing';
import { type OrderGiftCard, type StoredOrder, giftCardsShown } from '../data/orders';
import { giftCardsOfCodes, storeCreditOf } from '../data/gift-cards';
import { giftCardsPaying } from '../domain/gift-cards';
import type { Quote } from '@storefront/contracts';
import { quoteOf } from './pricing';

/** Who the order is for, as far as the promotions care: signed in or not, and the order's email (a
 * guest's quote may not know it yet); `client` and `account` key the limits on codes that are not ours. */
export interface OrderShopper {
  signedIn: boolean;
  email?: string;
  client: string;
  account?: string;
}

/** Codes that are not ours, counted per client address and per account: guessing codes is slow. */
export interface CodeLimits {
  missesPerClient: RateLimiter;
  missesPerAccount: RateLimiter;
}

/** Refuses codes for a while once a client or account has tried too many that are not ours; counts a miss. */
async function guardCodes(limits: CodeLimits, shopper: OrderShopper, missed: string | undefined): Promise<void> {
  const keys: Array<[RateLimiter, string]> = [[limits.missesPerClient, `codes:client:${shopper.client}`]];
  if (shopper.account) keys.push([limits.missesPerAccount, `codes:account:${shopper.account}`]);
  if (!missed) {
    for (const [limiter, key] of keys) await limiter.assertOpen(key);
    return;
  }
  for (const [limiter, key] of keys) await limiter.check(key);
  throw new HttpError(400, 'promotion.code.unknown', { code: missed });
}

/** A refused code: 409 when it has been used up, 400 otherwise (unknown, not in force, not for this
 * shopper or this cart). The message names the code; nothing was written. */
function refusedCode(code: string, refusal: { code: ErrorCode; values?: ErrorValues }) {
  const status = refusal.code === 'promotion.code.usedUp' || refusal.code === 'promotion.code.usedByYou' ? 409 : 400;
  return new HttpError(status, refusal.code, { ...refusal.values, code });
}

/**
 * The discounts of an order: the automatic promotions in force that this shopper may have, and those of
 * the codes entered. A code that cannot apply is refused (the whole quote or order is, so the shopper
 * sees why and can take it out); an automatic promotion that does not apply is simply left out.
 */
export async function discountsFor(
  deps: { db: Queryable; codeLimits: CodeLimits },
  lines: PromotionLine[],
  codes: string[],
  shopper: OrderShopper,
  now: Date,
  shippingCents = 0,
): Promise<PromotionOutcome> {
  const db = deps.db;
  if (codes.length > 0) await guardCodes(deps.codeLimits, shopper, undefined);
  const automatic = await automaticPromotions(db, now);
  const entered = await promotionsOfCodes(db, codes);
  const missed = codes.find((code) => !entered.has(code));
  if (missed) await guardCodes(deps.codeLimits, shopper, missed);
  const ids = [...automatic.map((p) => p.id), ...[...entered.values()].map((e) => e.promotion.id)];
  const facts = shopper.email ? await shopperFacts(db, shopper.email, ids) : { hasPaidOrder: false, uses: new Map<string, number>() };
  const of = (id: string) => ({ signedIn: shopper.signedIn, hasPaidOrder: facts.hasPaidOrder, uses: facts.uses.get(id) ?? 0 });

  const candidates: PromotionTerms[] = automatic.filter((p) => !promotionRefusal(p, of(p.id), now)).map((p) => p.terms);
  for (const [code, e] of entered) {
    const refusal = promotionRefusal(e.promotion, of(e.promotion.id), now, { singleUse: e.singleUse, uses: e.uses });
    if (refusal) throw refusedCode(code, refusal);
    // Two codes of one promotion count once.
    if (!candidates.some((c) => c.id === e.promotion.id)) candidates.push({ ...e.promotion.terms, code });
  }
  const outcome = applyPromotions(lines, candidates, shippingCents);
  const refusedEntry = outcome.leftOut.find((l) => l.promotion.code);
  if (refusedEntry) throw refusedCode(refusedEntry.promotion.code!, refusedEntry);
  return outcome;
}

/** Priced items with the promotions they get (automatic ones and the codes entered): each line's
 * discount, and the totals taxed on what the lines cost after it. */
export async function withDiscounts(
  deps: { db: Queryable; codeLimits: CodeLimits },
  priced: PricedItems,
  order: { codes: string[]; shopper: OrderShopper; address: Parameters<typeof computeTotals>[1]; now: Date },
): Promise<PricedItems> {
  const lines = priced.items.map((i) => ({
    productId: i.productId,
    variantId: i.variantId,
    category: i.category,
    unitCents: Math.round(i.price * 100),
    quantity: i.quantity,
  }));
  const outcome = await discountsFor(deps, lines, order.codes, order.shopper, order.now, priced.totals.shipping);
  if (outcome.applied.length === 0) return priced;
  const off = outcome.lineDiscountCents;
  return {
    ...priced,
    items: priced.items.map((item, i) => (off[i]! > 0 ? { ...item, discount: dollars(off[i]!) } : item)),
    totals: computeTotals(
      lines.map((l, i) => ({ priceCents: l.unitCents, quantity: l.quantity, discountCents: off[i]! })),
      order.address,
    ),
    discounts: outcome.applied.map(({ promotion: { code, ...terms }, amountCents }) => ({
      promotionId: terms.id,
      ...(code ? { code } : {}),
      description: terms.name,
      amountCents,
      terms,
    })),
  };
}

/** Priced items, and the gift cards that pay part or all of their total. */
export type PricedOrder = PricedItems & { giftCards: OrderGiftCard[] };

/** The codes entered that are gift cards of ours (each the shopper may spend), and the others
 * (promotion codes, or codes that are not ours: the promotions say so). */
async function giftCardsEntered(db: Queryable, codes: string[], shopper: OrderShopper) {
  const found = await giftCardsOfCodes(db, codes);
  for (const [code, card] of found) {
    // Store credit is its account's own: to anyone else its code is as unknown as a wrong one (and
    // counted as a miss with the promotion codes), so guessing learns nothing. A gift card is whoever
    // holds its code.
    if (card.ownerUserId && card.ownerUserId !== shopper.account) found.delete(code);
    else if (card.balanceCents === 0) throw new HttpError(400, 'giftCard.empty', { lastFour: card.lastFour });
  }
  // A signed-in shopper's store credit pays by itself, after the cards they entered.
  const credit = shopper.signedIn && shopper.account ? await storeCreditOf(db, shopper.account) : [];
  const entered = [...found.values()];
  const own = credit.filter((c) => c.balanceCents > 0 && !entered.some((e) => e.id === c.id));
  return { cards: [...entered, ...own], promotionCodes: codes.filter((c) => !found.has(c)) };
}

/** An order's lines priced from the catalogue with the promotions they get, and the gift cards
 * entered paying what they can of the total (a payment: tax is on the goods as usual). The quote and
 * the order are priced by this one path. */
export async function pricedOrder(
  deps: { db: Queryable; catalog: CatalogClient; codeLimits: CodeLimits },
  req: Request,
  order: { items: Parameters<typeof priceItems>[2]; shippingAddress?: Parameters<typeof priceItems>[3]; codes: string[] },
  shopper: OrderShopper,
  now: Date,
): Promise<PricedOrder> {
  const { cards, promotionCodes } = await giftCardsEntered(deps.db, order.codes, shopper);
  const priced = await priceItems(deps.catalog, req, order.items, order.shippingAddress);
  const discounted = await withDiscounts(deps, priced, { codes: promotionCodes, shopper, address: order.shippingAddress, now });
  const paying = giftCardsPaying(
    discounted.totals.total,
    cards.map((c) => ({ id: c.id, balanceCents: c.balanceCents })),
  );
  return {
    ...discounted,
    giftCards: paying.map((p) => {
      const card = cards.find((c) => c.id === p.id)!;
      return { ...p, lastFour: card.lastFour, ...(card.ownerUserId ? { storeCredit: true } : {}) };
    }),
  };
}

/** The checkout summary, with the gift cards paying it and what is left for the card. */
export const quoteWithGiftCards = (priced: PricedOrder): Quote => ({
  ...quoteOf(priced),
  ...giftCardsShown(priced.giftCards, priced.totals.total),
});

/** The lines as the order keeps them. */
export const orderLinesOf = (priced: PricedItems) => priced.items.map(({ stock: _stock, category: _category, ...item }) => item);

/** Announces each promotion a paid order got (promotion.used), in the transaction that marks it paid. */
export async function announceUses(tx: Queryable, stored: StoredOrder, paidAt: string): Promise<void> {
  for (const d of stored.discounts) {
    await addToOutbox(tx, 'orders', 'promotion.used', {
      promotionId: d.promotionId,
      orderId: stored.order._id,
      ...(d.code ? { code: d.code } : {}),
      amount: dollars(d.amountCents),
      usedAt: paidAt,
    });
  }
}
