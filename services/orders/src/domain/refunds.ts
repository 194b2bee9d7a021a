import { RETURN_WINDOW_DAYS, type OrderItem, type OrderLineRef, lineVariant } from '@storefront/contracts';
import { errorText } from '@storefront/contracts/errors';
import { lineName } from '@storefront/contracts/variants';
import type { Refusal } from './status';

/** A quantity of one of the order's lines (a variant), named as the order names it. */
export type OrderLine = OrderLineRef;

/** A line as a request names it: by its variant, or by a product sold one way (whose variant's id is its own). */
type WantedLine = { productId: string; variantId?: string; quantity: number };

export interface RefundLedgerEntry {
  amountCents: number;
  status: 'Pending' | 'Succeeded' | 'Failed';
  items: OrderLine[];
}

/** What the refund rules need of an order, in cents. */
export interface RefundableOrder {
  items: OrderItem[];
  subtotalCents: number;
  /** What the order's promotions took off its subtotal; its tax was on what was left. */
  discountCents?: number;
  taxCents: number;
  /** What the card was charged. */
  paidCents: number;
  refunds: RefundLedgerEntry[];
}

/** A plan, or why it cannot be, by its code. */
export type Plan<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
/** A plan with its refusal in English words. */
export type Planned<T> = { ok: true; value: T } | { ok: false; error: string };

const inWords = <T>(plan: Plan<T>): Planned<T> =>
  plan.ok ? plan : { ok: false, error: errorText(plan.refusal.code, plan.refusal.values) };
const no = (refusal: Refusal) => ({ ok: false, refusal }) as const;

const priceCents = (item: OrderItem) => Math.round(item.price * 100);

/** What `quantity` of a line's items really cost: their share of the line after its discount, to the
 * cent (a returned toque of a 3-for-2 gives back two thirds of its price). */
export const paidForCents = (item: OrderItem, quantity: number) => {
  const line = priceCents(item) * item.quantity - Math.round((item.discount ?? 0) * 100);
  return Math.round((line * quantity) / item.quantity);
};

/** A refund asked for (Pending) or confirmed (Succeeded) holds its money; a failed one gives it back. */
const holdsMoney = (r: RefundLedgerEntry) => r.status !== 'Failed';

export const centsHeld = (refunds: RefundLedgerEntry[]) => refunds.filter(holdsMoney).reduce((sum, r) => sum + r.amountCents, 0);
export const centsRefunded = (refunds: RefundLedgerEntry[]) =>
  refunds.filter((r) => r.status === 'Succeeded').reduce((sum, r) => sum + r.amountCents, 0);

/** What may still be refunded: what was paid less what is refunded or on its way back. */
export const centsLeft = (order: RefundableOrder) => Math.max(0, order.paidCents - centsHeld(order.refunds));

/** Merges lines of the same variant (a request may name one twice), by variant. */
export function mergeLines(lines: WantedLine[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(lineVariant(l), (merged.get(lineVariant(l)) ?? 0) + l.quantity);
  return merged;
}

/** How many of each line (by variant) are not yet in a refund that holds money. */
export function quantitiesLeft(items: OrderItem[], taken: Array<{ items: OrderLine[] }>): Map<string, number> {
  const left = new Map(items.map((i) => [i.variantId, i.quantity]));
  for (const t of taken) for (const l of t.items) left.set(l.variantId, (left.get(l.variantId) ?? 0) - l.quantity);
  return left;
}

/** A quantity of one of the order's items, named as the order names it. */
export const lineOf = (item: OrderItem, quantity: number): OrderLine => ({
  productId: item.productId,
  variantId: item.variantId,
  name: item.name,
  options: item.options,
  quantity,
});

/** Why lines cannot be refunded or returned: all of one are already, or only some are left. */
const LINE_REFUSALS = {
  refund: { done: 'refund.line.done', left: 'refund.line.left' },
  return: { done: 'return.line.done', left: 'return.line.left' },
} as const;

/** Checks wanted lines against what is left of each; answers them named as the order names them. */
export function linesPicked(
  items: OrderItem[],
  left: Map<string, number>,
  wanted: Map<string, number>,
  verb: 'refund' | 'return',
): Plan<OrderLine[]> {
  const picked: OrderLine[] = [];
  for (const [variantId, quantity] of wanted) {
    const item = items.find((i) => i.variantId === variantId);
    if (!item) return no({ code: 'order.line.notInOrder' });
    const available = left.get(variantId) ?? 0;
    if (quantity > available) {
      const product = lineName({ name: item.name }, item.options);
      return no(
        available <= 0
          ? { code: LINE_REFUSALS[verb].done, values: { product } }
          : { code: LINE_REFUSALS[verb].left, values: { count: String(available), product } },
      );
    }
    picked.push(lineOf(item, quantity));
  }
  return { ok: true, value: picked };
}

/** A refund of some lines (at what they cost in the order, after its discounts, with their share of the order's tax) or,
 * without lines, of all that is left. Never more than is left; the refund that takes the last lines
 * takes the last cent too, so rounding never leaves money behind. */
export function refundPlanned(order: RefundableOrder, wanted?: WantedLine[]): Plan<{ amountCents: number; items: OrderLine[] }> {
  const left = centsLeft(order);
  if (left <= 0) return no({ code: 'refund.nothingLeft' });
  const remaining = quantitiesLeft(order.items, order.refunds.filter(holdsMoney));
  if (!wanted || wanted.length === 0) {
    const items = order.items.map((i) => lineOf(i, remaining.get(i.variantId) ?? 0)).filter((l) => l.quantity > 0);
    return { ok: true, value: { amountCents: left, items } };
  }
  const picked = linesPicked(order.items, remaining, mergeLines(wanted), 'refund');
  if (!picked.ok) return picked;
  const linesCents = picked.value.reduce(
    (sum, l) =>
      sum +
      paidForCents(
        order.items.find((i) => i.variantId === l.variantId)!,
        l.quantity,
      ),
    0,
  );
  const taxed = order.subtotalCents - (order.discountCents ?? 0);
  const taxShare = taxed > 0 ? Math.round((order.taxCents * linesCents) / taxed) : 0;
  const takesTheRest = [...remaining].every(([id, q]) => q <= 0 || picked.value.some((l) => l.variantId === id && l.quantity === q));
  const amountCents = takesTheRest ? left : Math.min(left, linesCents + taxShare);
  if (amountCents <= 0) return no({ code: 'refund.nothingLeft' });
  return { ok: true, value: { amountCents, items: picked.value } };
}

/** refundPlanned, its refusal in English words (as the domain's tests read it). */
export const planRefund = (order: RefundableOrder, wanted?: WantedLine[]) => inWords(refundPlanned(order, wanted));

/** Whether a return may still be asked for: within RETURN_WINDOW_DAYS of delivery. */
export function withinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  if (!deliveredAt) return false;
  return now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * 24 * 3600 * 1000;
}

/** '$12.34' */
export const dollarsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const RETURN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: read aloud and written on parcels

/** A return number like 'R-4F7A2C', from six random bytes. */
export function returnNumberFrom(bytes: Uint8Array): string {
  return `R-${Array.from(bytes.slice(0, 6), (b) => RETURN_ALPHABET[b % RETURN_ALPHABET.length]).join('')}`;
}
