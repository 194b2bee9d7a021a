import { randomBytes, randomUUID } from 'node:crypto';
import type { AdminPromotion, PromotionInput } from '@storefront/contracts';
import { type Queryable, isUniqueViolation, isUuid } from '@storefront/data';
import { conflict } from '@storefront/service-kit';
import type { PromotionBenefit, PromotionTerms } from '../domain/promotions';
import type { PromotionLimits } from '../domain/promotion-terms';

interface PromotionRow {
  id: string;
  name: string;
  requires_code: boolean;
  target: PromotionTerms['target'];
  benefit: PromotionBenefit;
  min_subtotal_cents: number;
  combines: boolean;
  starts_at: Date;
  ends_at: Date | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  signed_in_only: boolean;
  first_order_only: boolean;
  status: PromotionLimits['status'];
  uses: number;
  created_at: Date;
  updated_at: Date;
}

/** A promotion as the rules read it: its terms and its limits. */
export interface StoredPromotion extends PromotionLimits {
  id: string;
  requiresCode: boolean;
  terms: Omit<PromotionTerms, 'code'>;
}

const storedOf = (r: PromotionRow): StoredPromotion => ({
  id: r.id,
  requiresCode: r.requires_code,
  terms: { id: r.id, name: r.name, target: r.target, benefit: r.benefit, minSubtotalCents: r.min_subtotal_cents, combines: r.combines },
  status: r.status,
  startsAt: new Date(r.starts_at),
  endsAt: r.ends_at ? new Date(r.ends_at) : null,
  usageLimit: r.usage_limit,
  perCustomerLimit: r.per_customer_limit,
  signedInOnly: r.signed_in_only,
  firstOrderOnly: r.first_order_only,
  uses: r.uses,
});

/** The benefit as the rules keep it: amounts in cents. */
const benefitOf = (b: PromotionInput['benefit']): PromotionBenefit => (b.kind === 'fixed' ? { kind: 'fixed', amountCents: b.amount } : b);

const columns = (p: PromotionInput) => [
  p.name,
  p.applies === 'with-code',
  JSON.stringify(p.target),
  JSON.stringify(benefitOf(p.benefit)),
  p.minSubtotalCents,
  p.combines,
  p.startsAt,
  p.endsAt ?? null,
  p.usageLimit ?? null,
  p.perCustomerLimit ?? null,
  p.signedInOnly,
  p.firstOrderOnly,
];

/** Adds a promotion (and its public code): its id. A code another promotion has is refused. */
export async function insertPromotion(tx: Queryable, p: PromotionInput): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO orders.promotions (id, name, requires_code, target, benefit, min_subtotal_cents, combines, starts_at, ends_at,
                                   usage_limit, per_customer_limit, signed_in_only, first_order_only)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [id, ...columns(p)],
  );
  if (p.code) await insertCodes(tx, id, [p.code], false);
  return id;
}

/** Changes a promotion's terms (the uses it has stay); a new public code replaces the old one, whose
 * orders keep the code they were placed with. */
export async function updatePromotion(tx: Queryable, id: string, p: PromotionInput): Promise<void> {
  await tx.query(
    `UPDATE orders.promotions
        SET name = $2, requires_code = $3, target = $4, benefit = $5, min_subtotal_cents = $6, combines = $7, starts_at = $8,
            ends_at = $9, usage_limit = $10, per_customer_limit = $11, signed_in_only = $12, first_order_only = $13,
            updated_at = now()
      WHERE id = $1`,
    [id, ...columns(p)],
  );
  const { rows } = await tx.query<{ code: string }>(`SELECT code FROM orders.promotion_codes WHERE promotion_id = $1 AND NOT single_use`, [
    id,
  ]);
  if (rows[0]?.code === p.code) return;
  // The orders placed with the old code keep its words in their discounts.
  if (rows[0]) await tx.query(`DELETE FROM orders.promotion_codes WHERE code = $1`, [rows[0].code]);
  if (p.code) await insertCodes(tx, id, [p.code], false);
}

async function insertCodes(tx: Queryable, promotionId: string, codes: string[], singleUse: boolean): Promise<number> {
  try {
    const { rowCount } = await tx.query(
      `INSERT INTO orders.promotion_codes (code, promotion_id, single_use)
       SELECT c, $2, $3 FROM unnest($1::text[]) AS c ON CONFLICT (code) DO NOTHING`,
      [codes, promotionId, singleUse],
    );
    if (!singleUse && rowCount === 0) throw conflict('promotion.code.taken', { code: codes[0]! });
    return rowCount ?? 0;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('promotion.code.taken', { code: codes[0]! });
    throw err;
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: typed from a printed card

/** Generates `count` unique single-use codes for a promotion (PREFIX-XXXXXXXXXX, 50 bits each). */
export async function generateCodes(tx: Queryable, promotionId: string, count: number, prefix: string): Promise<string[]> {
  const made: string[] = [];
  // A clash with a code that exists is drawn again (at 50 bits, all but never).
  for (let round = 0; made.length < count && round < 5; round++) {
    const batch = Array.from({ length: count - made.length }, () => {
      const body = Array.from(randomBytes(10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
      return prefix ? `${prefix}-${body}` : body;
    });
    const { rows } = await tx.query<{ code: string }>(
      `INSERT INTO orders.promotion_codes (code, promotion_id, single_use)
       SELECT c, $2, true FROM unnest($1::text[]) AS c ON CONFLICT (code) DO NOTHING RETURNING code`,
      [[...new Set(batch)], promotionId],
    );
    made.push(...rows.map((r) => r.code));
  }
  return made;
}

/** A promotion's single-use codes, oldest first, with whether each is held or used. */
export async function codesOf(db: Queryable, promotionId: string): Promise<Array<{ code: string; used: boolean; createdAt: Date }>> {
  const { rows } = await db.query<{ code: string; uses: number; created_at: Date }>(
    `SELECT code, uses, created_at FROM orders.promotion_codes WHERE promotion_id = $1 AND single_use ORDER BY created_at, code`,
    [promotionId],
  );
  return rows.map((r) => ({ code: r.code, used: r.uses > 0, createdAt: new Date(r.created_at) }));
}

export async function findPromotion(db: Queryable, id: string, lock = false): Promise<StoredPromotion | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<PromotionRow>(`SELECT * FROM orders.promotions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? storedOf(rows[0]) : null;
}

export async function setPromotionStatus(tx: Queryable, id: string, status: PromotionLimits['status']): Promise<void> {
  // Ended: from now, so the refusals say the day it ended; one ended before it began never began.
  await tx.query(
    `UPDATE orders.promotions
        SET status = $2,
            starts_at = CASE WHEN $2 = 'ended' THEN LEAST(starts_at, now() - interval '1 millisecond') ELSE starts_at END,
            ends_at = CASE WHEN $2 = 'ended' THEN LEAST(coalesce(ends_at, now()), now()) ELSE ends_at END,
            updated_at = now()
      WHERE id = $1`,
    [id, status],
  );
}

/** The promotions that apply by themselves and are in force now. */
export async function automaticPromotions(db: Queryable, now: Date): Promise<StoredPromotion[]> {
  const { rows } = await db.query<PromotionRow>(
    `SELECT * FROM orders.promotions
      WHERE NOT requires_code AND status = 'active' AND starts_at <= $1 AND (ends_at IS NULL OR ends_at > $1)
      ORDER BY created_at, id`,
    [now],
  );
  return rows.map(storedOf);
}

/** The promotions of the codes entered (any status: a refusal says why), with each code's use. */
export async function promotionsOfCodes(
  db: Queryable,
  codes: string[],
): Promise<Map<string, { promotion: StoredPromotion; singleUse: boolean; uses: number }>> {
  if (codes.length === 0) return new Map();
  const { rows } = await db.query<PromotionRow & { code: string; single_use: boolean; code_uses: number }>(
    `SELECT p.*, c.code, c.single_use, c.uses AS code_uses
       FROM orders.promotion_codes c JOIN orders.promotions p ON p.id = c.promotion_id
      WHERE c.code = ANY ($1::text[]) AND p.requires_code`,
    [codes],
  );
  return new Map(rows.map((r) => [r.code, { promotion: storedOf(r), singleUse: r.single_use, uses: r.code_uses }]));
}

/** What the rules need to know of a shopper (by the email of the order): a paid order, and how many
 * uses of each of these promotions their orders hold or used. */
export async function shopperFacts(
  db: Queryable,
  email: string,
  promotionIds: string[],
): Promise<{ hasPaidOrder: boolean; uses: Map<string, number> }> {
  const customer = email.toLowerCase();
  const paid = await db.query(`SELECT 1 FROM orders.orders WHERE lower(customer_email) = $1 AND paid_at IS NOT NULL LIMIT 1`, [customer]);
  const { rows } = await db.query<{ promotion_id: string; n: number }>(
    `SELECT promotion_id, count(*)::int AS n FROM orders.promotion_uses
      WHERE customer = $1 AND promotion_id = ANY ($2::uuid[]) AND status <> 'released' GROUP BY promotion_id`,
    [customer, promotionIds],
  );
  return { hasPaidOrder: paid.rows.length > 0, uses: new Map(rows.map((r) => [r.promotion_id, r.n])) };
}

/** The back office's list: newest first, with each promotion's public code, uses, single-use codes,
 * and what paid orders that used it came to and were given. */
export async function listPromotions(db: Queryable, id?: string): Promise<AdminPromotion[]> {
  const { rows } = await db.query<
    PromotionRow & { code: string | null; single_use_codes: number; revenue_cents: number | null; discount_cents: number | null }
  >(
    `SELECT p.*,
            (SELECT code FROM orders.promotion_codes c WHERE c.promotion_id = p.id AND NOT c.single_use) AS code,
            (SELECT count(*)::int FROM orders.promotion_codes c WHERE c.promotion_id = p.id AND c.single_use) AS single_use_codes,
            (SELECT sum(o.total_cents)::int FROM orders.promotion_uses u JOIN orders.orders o ON o.id = u.order_id
              WHERE u.promotion_id = p.id AND u.status = 'held' AND o.paid_at IS NOT NULL) AS revenue_cents,
            (SELECT sum(u.discount_cents)::int FROM orders.promotion_uses u JOIN orders.orders o ON o.id = u.order_id
              WHERE u.promotion_id = p.id AND u.status = 'held' AND o.paid_at IS NOT NULL) AS discount_cents
       FROM orders.promotions p ${id ? 'WHERE p.id = $1' : ''}
      ORDER BY p.created_at DESC, p.id`,
    id ? [id] : [],
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    code: r.code,
    applies: r.requires_code ? 'with-code' : 'automatically',
    target: r.target,
    benefit: r.benefit.kind === 'fixed' ? { kind: 'fixed', amount: r.benefit.amountCents / 100 } : r.benefit,
    minSubtotal: r.min_subtotal_cents / 100,
    combines: r.combines,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
    usageLimit: r.usage_limit,
    perCustomerLimit: r.per_customer_limit,
    signedInOnly: r.signed_in_only,
    firstOrderOnly: r.first_order_only,
    status: r.status,
    uses: r.uses,
    singleUseCodes: r.single_use_codes,
    revenue: (r.revenue_cents ?? 0) / 100,
    discountGiven: (r.discount_cents ?? 0) / 100,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

/** An order's use of a promotion, held until it is paid. */
export interface HeldUse {
  promotionId: string;
  name: string;
  code?: string;
  discountCents: number;
}

/**
 * Holds the order's uses in the caller's transaction (the one that places the order). Each promotion's
 * row is locked while its count goes up, so a limit of 100 is never passed however many shoppers pay at
 * once; a single-use code is taken by one order only. A use that cannot be held throws (409), and the
 * caller's transaction, order and all, is rolled back.
 */
export async function holdUses(tx: Queryable, orderId: string, email: string, uses: HeldUse[]): Promise<void> {
  const customer = email.toLowerCase();
  // In the order of their ids, so two orders of the same promotions never wait on each other in a ring.
  for (const u of [...uses].sort((a, b) => (a.promotionId < b.promotionId ? -1 : 1))) {
    const usedUp = () => (u.code ? conflict('promotion.code.usedUp', { code: u.code }) : conflict('promotion.usedUp', { name: u.name }));
    const taken = await tx.query<{ per_customer_limit: number | null }>(
      `UPDATE orders.promotions SET uses = uses + 1
        WHERE id = $1 AND (usage_limit IS NULL OR uses < usage_limit) RETURNING per_customer_limit`,
      [u.promotionId],
    );
    if (taken.rows.length === 0) throw usedUp();
    const limit = taken.rows[0]!.per_customer_limit;
    if (limit !== null) {
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders.promotion_uses WHERE promotion_id = $1 AND customer = $2 AND status <> 'released'`,
        [u.promotionId, customer],
      );
      if (rows[0]!.n >= limit) throw conflict('promotion.code.usedByYou', { code: u.code ?? u.name });
    }
    if (u.code) {
      const code = await tx.query(`UPDATE orders.promotion_codes SET uses = uses + 1 WHERE code = $1 AND (NOT single_use OR uses = 0)`, [
        u.code,
      ]);
      if (code.rowCount === 0) throw usedUp();
    }
    await tx.query(
      `INSERT INTO orders.promotion_uses (order_id, promotion_id, code, customer, status, discount_cents)
       VALUES ($1, $2, $3, $4, 'held', $5)`,
      [orderId, u.promotionId, u.code ?? null, customer, u.discountCents],
    );
  }
}
