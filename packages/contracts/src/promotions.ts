import { z } from 'zod';
import { codedIssue, issueMessage } from './errors';
import { lineText } from './common';
import { STORE_TIME_ZONE } from './holidays';
import { MAX_CODES, PROMOTION_CODE } from './shop';

/** Most single-use codes staff generate at once. */
export const MAX_GENERATED_CODES = 5_000;

/** A code as the shopper types it: letters, digits, dashes and underscores, compared without case. */
export const PromotionCode = z
  .string({ error: 'promotion.code.format' })
  .trim()
  .regex(PROMOTION_CODE, { error: 'promotion.code.format' })
  .transform((c) => c.toUpperCase());

/** The codes a quote or an order is asked with (promotion codes), each once. */
export const EnteredCodes = z
  .array(PromotionCode)
  .max(MAX_CODES, { error: issueMessage('promotion.codes.max', { maximum: String(MAX_CODES) }) })
  .default([])
  .transform((codes) => [...new Set(codes)]);

/** A discount as the cart, the quote and the order show it. Dollars. */
export const Discount = z.object({ code: z.string().optional(), description: z.string(), amount: z.number() });
export type Discount = z.infer<typeof Discount>;

export const PromotionTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order') }),
  z.object({
    kind: z.literal('products'),
    ids: z
      .array(z.uuid({ error: 'id.invalid' }))
      .min(1)
      .max(500),
  }),
  z.object({
    kind: z.literal('variants'),
    ids: z
      .array(z.uuid({ error: 'id.invalid' }))
      .min(1)
      .max(500),
  }),
  z.object({ kind: z.literal('categories'), names: z.array(lineText('A category', 100).min(1)).min(1).max(50) }),
]);
export type PromotionTarget = z.infer<typeof PromotionTarget>;

const percent = z
  .number({ error: 'promotion.percent.range' })
  .min(0.01, { error: 'promotion.percent.range' })
  .max(100, { error: 'promotion.percent.range' })
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, { error: 'promotion.percent.range' });
const count = z
  .number({ error: 'promotion.count.whole' })
  .int({ error: 'promotion.count.whole' })
  .min(1, { error: 'promotion.count.whole' })
  .max(1_000);
/** Dollars, at most two decimals, more than 0; cents out. */
const amount = z
  .number({ error: 'promotion.amount.positive' })
  .positive({ error: 'promotion.amount.positive' })
  .max(100_000, { error: 'promotion.amount.positive' })
  .refine((d) => Math.abs(d * 100 - Math.round(d * 100)) < 1e-6, { error: 'promotion.amount.positive' })
  .transform((d) => Math.round(d * 100));

/** What a promotion gives; amounts in dollars here, cents once parsed. */
export const PromotionBenefit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent }),
  z.object({ kind: z.literal('fixed'), amount }),
  z.object({ kind: z.literal('free-shipping') }),
  z.object({ kind: z.literal('buy-get'), buy: count, get: count, percent }),
  z.object({
    kind: z.literal('tiers'),
    tiers: z
      .array(z.object({ quantity: count, percent }))
      .min(1, { error: 'promotion.tiers.order' })
      .max(5, { error: 'promotion.tiers.order' })
      .refine((t) => t.every((x, i) => i === 0 || (x.quantity > t[i - 1]!.quantity && x.percent > t[i - 1]!.percent)), {
        error: 'promotion.tiers.order',
      }),
  }),
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a day of the shop's calendar starts, in the shop's time zone (Toronto). */
export function shopDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // The zone's offset at that moment, from how Toronto's clock reads it.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(guess));
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asIfUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess - (asIfUtc - guess));
}

/** A day of the shop's calendar ('2026-12-26', its start in Toronto) or an instant with its offset. */
const when = z.string({ error: 'promotion.date.format' }).transform((s, ctx) => {
  const at = DAY.test(s) ? shopDayStart(s) : /T.*(Z|[+-]\d{2}:\d{2})$/.test(s) ? new Date(s) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) {
    ctx.addIssue(codedIssue('promotion.date.format'));
    return z.NEVER;
  }
  return { at, day: DAY.test(s) };
});

/** POST /api/admin/promotions, and PUT /api/admin/promotions/{id} (the whole promotion again). An
 * end given as a day is that whole day: BOXING25 from 2026-12-26 to 2026-12-31 runs until the 31st's midnight. */
export const PromotionInput = z
  .object({
    name: lineText('The name', 120).min(1, { error: 'promotion.name.required' }),
    /** A code shoppers type (BOXING25). */
    code: PromotionCode.optional(),
    /** Whether it needs a code (the one above, or single-use codes generated for it) or applies by
     * itself; by default, with a code when one is given. */
    applies: z.enum(['automatically', 'with-code'], { error: 'field.unknownChoice' }).optional(),
    target: PromotionTarget.default({ kind: 'order' }),
    benefit: PromotionBenefit,
    minSubtotal: amount.optional(),
    combines: z.boolean().default(true),
    startsAt: when,
    endsAt: when.optional(),
    usageLimit: z.number().int({ error: 'promotion.count.whole' }).min(1, { error: 'promotion.count.whole' }).optional(),
    perCustomerLimit: z.number().int({ error: 'promotion.count.whole' }).min(1, { error: 'promotion.count.whole' }).optional(),
    signedInOnly: z.boolean().default(false),
    firstOrderOnly: z.boolean().default(false),
  })
  .transform((p, ctx) => {
    const startsAt = p.startsAt.at;
    // A day as the end: the promotion runs through that day.
    const endsAt = p.endsAt ? (p.endsAt.day ? shopDayStart(nextDay(p.endsAt.at)) : p.endsAt.at) : undefined;
    if (endsAt && endsAt <= startsAt) {
      ctx.addIssue(codedIssue('promotion.dates.order'));
      return z.NEVER;
    }
    const applies = p.applies ?? (p.code ? 'with-code' : 'automatically');
    if (applies === 'automatically' && p.code) {
      ctx.addIssue(codedIssue('promotion.automatic.noCodes'));
      return z.NEVER;
    }
    return { ...p, applies, startsAt, endsAt, minSubtotalCents: p.minSubtotal ?? 0 };
  });
export type PromotionInput = z.infer<typeof PromotionInput>;

/** The day after the one whose start is `at`, as the shop's calendar writes it. */
function nextDay(at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** POST /api/admin/promotions/{id}/codes: a batch of unique single-use codes. */
export const GenerateCodesRequest = z.object({
  count: z
    .number({ error: 'promotion.count.whole' })
    .int({ error: 'promotion.count.whole' })
    .min(1, { error: 'promotion.count.whole' })
    .max(MAX_GENERATED_CODES, { error: issueMessage('field.tooBig', { maximum: String(MAX_GENERATED_CODES) }) }),
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,10}$/, { error: 'promotion.code.format' })
    .transform((p) => p.toUpperCase())
    .default(''),
});

export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;

/** A promotion as staff see it. Amounts in dollars; dates ISO. */
export const AdminPromotion = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  applies: z.enum(['automatically', 'with-code']),
  target: PromotionTarget,
  benefit: z.record(z.string(), z.unknown()),
  minSubtotal: z.number(),
  combines: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  signedInOnly: z.boolean(),
  firstOrderOnly: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  /** Uses held by unpaid orders and used by paid ones. */
  uses: z.number(),
  singleUseCodes: z.number(),
  /** What paid orders that used it came to, and what it took off them. */
  revenue: z.number(),
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;

/** PATCH /api/admin/promotions/{id}/status: pause, resume or end a promotion. */
export const PromotionStatusRequest = z.object({ status: z.enum(PROMOTION_STATUSES, { error: 'field.unknownChoice' }) });

/** A promotion's benefit as the orders service keeps it and announces it: amounts in cents. */
export const PromotionRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number() }),
  z.object({ kind: z.literal('fixed'), amountCents: z.number().int() }),
  z.object({ kind: z.literal('free-shipping') }),
  z.object({ kind: z.literal('buy-get'), buy: z.number().int(), get: z.number().int(), percent: z.number() }),
  z.object({ kind: z.literal('tiers'), tiers: z.array(z.object({ quantity: z.number().int(), percent: z.number() })) }),
]);
export type PromotionRule = z.infer<typeof PromotionRule>;

/** 'promotion.changed': a promotion was made, changed, paused, resumed or ended, as it is now. The
 * catalogue shows automatic ones on its shelves (a sale price, a deal's name). `changedAt` orders the
 * notices of one promotion. */
export const PromotionChanged = z.object({
  promotionId: z.string(),
  name: z.string(),
  applies: z.enum(['automatically', 'with-code']),
  status: z.enum(PROMOTION_STATUSES),
  target: PromotionTarget,
  benefit: PromotionRule,
  minSubtotalCents: z.number().int(),
  combines: z.boolean(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  usageLimit: z.number().int().nullable(),
  signedInOnly: z.boolean(),
  firstOrderOnly: z.boolean(),
  changedAt: z.iso.datetime({ offset: true }),
});
export type PromotionChanged = z.infer<typeof PromotionChanged>;

/** 'promotion.used': a paid order got a promotion (once per order and promotion), with what it took
 * off (dollars). */
export const PromotionUsed = z.object({
  promotionId: z.string(),
  orderId: z.string(),
  code: z.string().optional(),
  amount: z.number(),
  usedAt: z.iso.datetime({ offset: true }),
});
export type PromotionUsed = z.infer<typeof PromotionUsed>;

/** GET /api/promotions: the automatic promotions in force that have uses left, as any shopper may read
 * of them (their names and terms, never a code). Dollars; `endsAt` ISO, null: until staff end it. */
export const CurrentPromotions = z.object({
  promotions: z.array(
    z.object({
      name: z.string(),
      endsAt: z.string().nullable(),
      minSubtotal: z.number(),
      signedInOnly: z.boolean(),
      firstOrderOnly: z.boolean(),
    }),
  ),
});
export type CurrentPromotions = z.infer<typeof CurrentPromotions>;
