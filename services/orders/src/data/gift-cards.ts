import { randomUUID } from 'node:crypto';
import type { GiftCardView } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { conflict } from '@storefront/service-kit';
import { dollars } from '../domain/totals';
import { canonicalGiftCardCode, giftCardHash, lastFour, newGiftCardCode } from '../domain/gift-cards';

export interface StoredGiftCard {
  id: string;
  lastFour: string;
  initialCents: number;
  balanceCents: number;
  /** Store credit: the account it belongs to (only its owner may spend or look it up by account). */
  ownerUserId: string | null;
  recipientEmail: string | null;
  /** The order that bought it; the staff member who issued it; neither: store credit from a refund. */
  boughtWithOrder: string | null;
  issuedBy: string | null;
  createdAt: Date;
}

interface GiftCardRow {
  id: string;
  last_four: string;
  initial_cents: number;
  balance_cents: number;
  owner_user_id: string | null;
  recipient_email: string | null;
  bought_with_order: string | null;
  issued_by: string | null;
  created_at: Date;
}

const storedOf = (r: GiftCardRow): StoredGiftCard => ({
  id: r.id,
  lastFour: r.last_four,
  initialCents: r.initial_cents,
  balanceCents: r.balance_cents,
  ownerUserId: r.owner_user_id,
  recipientEmail: r.recipient_email,
  boughtWithOrder: r.bought_with_order,
  issuedBy: r.issued_by,
  createdAt: new Date(r.created_at),
});

/** A card as its holder and staff see it: its last 4 characters, never its code. */
export const giftCardView = (card: StoredGiftCard): GiftCardView => ({
  _id: card.id,
  lastFour: card.lastFour,
  initial: dollars(card.initialCents),
  balance: dollars(card.balanceCents),
  storeCredit: card.ownerUserId !== null,
  createdAt: card.createdAt.toISOString(),
});

export interface NewGiftCard {
  amountCents: number;
  ownerUserId?: string;
  recipientEmail?: string;
  recipientName?: string;
  message?: string;
  deliverOn?: string;
  boughtWithOrder?: string;
  issuedBy?: string;
}

/** Issues a card with a new code, in the caller's transaction: the code is answered here and never
 * again (only its hash is kept). */
export async function issueGiftCard(tx: Queryable, card: NewGiftCard): Promise<{ id: string; code: string; lastFour: string }> {
  const id = randomUUID();
  const code = newGiftCardCode();
  await tx.query(
    `INSERT INTO orders.gift_cards (id, code_hash, last_four, initial_cents, balance_cents, owner_user_id, recipient_email,
                                    recipient_name, message, deliver_on, bought_with_order, issued_by)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      giftCardHash(code),
      lastFour(code),
      card.amountCents,
      card.ownerUserId ?? null,
      card.recipientEmail ?? null,
      card.recipientName ?? '',
      card.message ?? '',
      card.deliverOn ?? null,
      card.boughtWithOrder ?? null,
      card.issuedBy ?? null,
    ],
  );
  await tx.query(`INSERT INTO orders.gift_card_entries (id, gift_card_id, kind, amount_cents) VALUES ($1, $2, 'issued', $3)`, [
    randomUUID(),
    id,
    card.amountCents,
  ]);
  return { id, code, lastFour: lastFour(code) };
}

/** The cards of the codes entered that are gift card codes of ours, by the code as entered. */
export async function giftCardsOfCodes(db: Queryable, codes: string[]): Promise<Map<string, StoredGiftCard>> {
  const hashes = new Map<string, string>();
  for (const code of codes) {
    const canonical = canonicalGiftCardCode(code);
    if (canonical) hashes.set(giftCardHash(canonical), code);
  }
  if (hashes.size === 0) return new Map();
  const { rows } = await db.query<GiftCardRow & { code_hash: string }>(
    `SELECT * FROM orders.gift_cards WHERE code_hash = ANY ($1::text[])`,
    [[...hashes.keys()]],
  );
  return new Map(rows.map((r) => [hashes.get(r.code_hash)!, storedOf(r)]));
}

/** Takes what each card pays from its balance for an order, in the order's transaction. A balance
 * that went down meanwhile (the card spent on another order at once) places nothing: 409. */
export async function holdGiftCards(tx: Queryable, orderId: string, paying: Array<{ id: string; amountCents: number }>): Promise<void> {
  for (const { id, amountCents } of [...paying].sort((a, b) => a.id.localeCompare(b.id))) {
    const { rowCount } = await tx.query(
      `UPDATE orders.gift_cards SET balance_cents = balance_cents - $2 WHERE id = $1 AND balance_cents >= $2`,
      [id, amountCents],
    );
    if (!rowCount) throw conflict('giftCard.balanceChanged');
    await tx.query(
      `INSERT INTO orders.gift_card_entries (id, gift_card_id, order_id, kind, amount_cents) VALUES ($1, $2, $3, 'held', $4)`,
      [randomUUID(), id, orderId, -amountCents],
    );
  }
}

/** What each gift card paid for an order and what it has had back, in the order the cards were used. */
export async function giftCardsOfOrder(
  db: Queryable,
  orderId: string,
): Promise<Array<{ id: string; lastFour: string; paidCents: number; refundedCents: number }>> {
  const { rows } = await db.query<{ id: string; last_four: string; paid: number; refunded: number }>(
    `SELECT c.id, c.last_four,
            -sum(e.amount_cents) FILTER (WHERE e.kind = 'held')::int AS paid,
            coalesce(sum(e.amount_cents) FILTER (WHERE e.kind IN ('refunded', 'released')), 0)::int AS refunded
       FROM orders.gift_card_entries e JOIN orders.gift_cards c ON c.id = e.gift_card_id
      WHERE e.order_id = $1
      GROUP BY c.id, c.last_four
      HAVING count(*) FILTER (WHERE e.kind = 'held') > 0
      ORDER BY min(e.created_at), c.id`,
    [orderId],
  );
  return rows.map((r) => ({ id: r.id, lastFour: r.last_four, paidCents: r.paid, refundedCents: r.refunded }));
}

/** Gives part of a refund back to gift cards, at once (no provider to wait for). */
export async function refundToGiftCards(
  tx: Queryable,
  orderId: string,
  refundId: string,
  back: Array<{ id: string; amountCents: number }>,
): Promise<void> {
  for (const { id, amountCents } of back) {
    await tx.query(`UPDATE orders.gift_cards SET balance_cents = balance_cents + $2 WHERE id = $1`, [id, amountCents]);
    await tx.query(
      `INSERT INTO orders.gift_card_entries (id, gift_card_id, order_id, refund_id, kind, amount_cents) VALUES ($1, $2, $3, $4, 'refunded', $5)`,
      [randomUUID(), id, orderId, refundId, amountCents],
    );
  }
}

/** A card by its code (a balance check): undefined when the code is not one of ours. */
export async function giftCardOfCode(db: Queryable, code: string): Promise<StoredGiftCard | undefined> {
  return (await giftCardsOfCodes(db, [code])).get(code);
}

/** The store credit of an account: its cards tied to it, newest first. */
export async function storeCreditOf(db: Queryable, userId: string): Promise<StoredGiftCard[]> {
  const { rows } = await db.query<GiftCardRow>(`SELECT * FROM orders.gift_cards WHERE owner_user_id = $1 ORDER BY created_at DESC, id`, [
    userId,
  ]);
  return rows.map(storedOf);
}

export async function giftCardOfId(db: Queryable, id: string): Promise<StoredGiftCard | undefined> {
  const { rows } = await db.query<GiftCardRow>(`SELECT * FROM orders.gift_cards WHERE id = $1`, [id]);
  return rows[0] && storedOf(rows[0]);
}

/** The cards staff look up: those whose code ends in `lastFour` (several may), else the newest 100. */
export async function giftCardsForStaff(db: Queryable, lastFour?: string): Promise<StoredGiftCard[]> {
  const { rows } = await db.query<GiftCardRow>(
    `SELECT * FROM orders.gift_cards WHERE $1::text IS NULL OR last_four = $1 ORDER BY created_at DESC, id LIMIT 100`,
    [lastFour ?? null],
  );
  return rows.map(storedOf);
}

/** Voids the gift cards an order bought, as its purchase is cancelled or refunded: only while none of
 * them has been spent ('spent' then, and nothing changes). 'none': the order bought no gift card. */
export async function voidBoughtGiftCards(tx: Queryable, orderId: string): Promise<'voided' | 'spent' | 'none'> {
  const { rows } = await tx.query<{ id: string; initial_cents: number; balance_cents: number }>(
    `SELECT id, initial_cents, balance_cents FROM orders.gift_cards WHERE bought_with_order = $1 ORDER BY id FOR UPDATE`,
    [orderId],
  );
  if (rows.length === 0) return 'none';
  if (rows.some((r) => r.balance_cents < r.initial_cents)) return 'spent';
  for (const r of rows) {
    await tx.query(`UPDATE orders.gift_cards SET balance_cents = 0 WHERE id = $1`, [r.id]);
    await tx.query(
      `INSERT INTO orders.gift_card_entries (id, gift_card_id, order_id, kind, amount_cents) VALUES ($1, $2, $3, 'voided', $4)`,
      [randomUUID(), r.id, orderId, -r.initial_cents],
    );
  }
  return 'voided';
}
