import { z } from 'zod';
import { codedIssue } from './errors';
import { Id, lineText } from './common';
import { Email } from './users';

/** The least and most a gift card is for, in cents. */
export const GIFT_CARD_MIN_CENTS = 500;
export const GIFT_CARD_MAX_CENTS = 100_000;

/** Dollars with at most two decimals, within the gift card limits; cents out. */
export const giftCardAmount = z.number({ error: 'giftCard.amount.range' }).transform((d, ctx) => {
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

/** What a gift card product page asks: the amount (one of the product's variants, or an amount of the
 * buyer's own within the product's limits), who it is for, a message and the day it is mailed. */
export const GiftCardLine = z.object({
  recipientName: lineText("The recipient's name", 120).default(''),
  /** Absent: mailed to the buyer. */
  recipientEmail: Email.optional(),
  message: z.string().trim().max(500, { error: 'giftCard.message.long' }).default(''),
  /** The day it is mailed (Toronto time); absent: at once. */
  deliverOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'giftCard.deliverOn.format' })
    .optional(),
});
export type GiftCardLine = z.infer<typeof GiftCardLine>;

/** POST /api/gift-cards/orders: buys one gift card, paid by card like any order (a visitor gives their
 * email and name). A fixed amount names its variant; a chosen amount gives `amount` in dollars. */
export const BuyGiftCardRequest = GiftCardLine.extend({
  productId: Id,
  variantId: Id.optional(),
  amount: giftCardAmount.optional(),
  email: Email.optional(),
  name: lineText('Your name', 120).optional(),
}).refine((r) => (r.variantId === undefined) !== (r.amount === undefined), { error: 'giftCard.amount.choose' });
export type BuyGiftCardRequest = z.infer<typeof BuyGiftCardRequest>;

/** How far ahead a gift card's mailing may be set. */
export const GIFT_CARD_DELIVERY_DAYS = 365;

/** A card as the back office lists it: who it went to, and what it came from (an order, or staff). */
export const AdminGiftCard = GiftCardView.extend({
  recipientEmail: z.string().nullable(),
  orderId: z.string().nullable(),
  issuedByStaff: z.boolean(),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;

/** GET /api/admin/gift-cards: the newest cards, or those whose code ends in `lastFour`. */
export const GiftCardSearch = z.object({
  lastFour: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4}$/, { error: 'giftCard.lastFour.format' })
      .optional(),
  ),
});
