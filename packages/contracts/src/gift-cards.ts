import { z } from 'zod';
import { codedIssue } from './errors';

/** The least and most a gift card is for, in cents. */
export const GIFT_CARD_MIN_CENTS = 500;
export const GIFT_CARD_MAX_CENTS = 100_000;

/** Dollars with at most two decimals, within the gift card limits; cents out. */
const giftCardAmount = z.number({ error: 'giftCard.amount.range' }).transform((d, ctx) => {
  const cents = Math.round(d * 100);
  if (Math.abs(d * 100 - cents) > 1e-6 || cents < GIFT_CARD_MIN_CENTS || cents > GIFT_CARD_MAX_CENTS) {
    ctx.addIssue(codedIssue('giftCard.amount.range'));
    return z.NEVER;
  }
  return cents;
});

/** POST /api/admin/gift-cards: staff issue a card (goodwill, a replacement), mailed to `email` when one
 * is given; the code is in the answer, once. */
export const IssueGiftCardRequest = z.object({
  amount: giftCardAmount,
  email: z.email({ error: 'field.email' }).optional(),
  name: z.string().trim().max(120).default(''),
  message: z.string().trim().max(500).default(''),
});
export type IssueGiftCardRequest = z.infer<typeof IssueGiftCardRequest>;

/** A card as its holder and staff see it: never its code, only its last 4 characters. Dollars. */
export const GiftCardView = z.object({
  _id: z.string(),
  lastFour: z.string(),
  initial: z.number(),
  balance: z.number(),
  storeCredit: z.boolean(),
  createdAt: z.string(),
});
export type GiftCardView = z.infer<typeof GiftCardView>;

/** The answer to issuing a card: its view, and its code (shown this once). */
export const IssuedGiftCard = GiftCardView.extend({ code: z.string() });
export type IssuedGiftCard = z.infer<typeof IssuedGiftCard>;
