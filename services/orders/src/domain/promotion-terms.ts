// Whether a promotion may be used now, by this shopper: its dates, its limits and who it is for.
import type { ErrorCode, ErrorValues } from '@storefront/contracts/errors';
import { STORE_TIME_ZONE } from '@storefront/contracts';

export interface PromotionLimits {
  status: 'active' | 'paused' | 'ended';
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  signedInOnly: boolean;
  firstOrderOnly: boolean;
  /** Uses held by unpaid orders and used by paid ones. */
  uses: number;
}

/** The shopper an order is for: signed in or a guest (known by the order's email). */
export interface PromotionShopper {
  signedIn: boolean;
  /** Whether they have an order that was paid. */
  hasPaidOrder: boolean;
  /** The promotion's uses held or used by their orders. */
  uses: number;
}

/** A single-use code and whether an order holds or used it. */
export interface CodeUse {
  singleUse: boolean;
  uses: number;
}

const shopDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Why a promotion cannot be used now by this shopper, or null when it can. The codes name the code
 * typed (`{{code}}`); an automatic promotion that is refused simply does not apply. */
export function promotionRefusal(
  p: PromotionLimits,
  shopper: PromotionShopper,
  now: Date,
  code?: CodeUse,
): { code: ErrorCode; values?: ErrorValues } | null {
  if (p.status === 'paused') return { code: 'promotion.code.paused' };
  if (p.status === 'ended' || (p.endsAt && now >= p.endsAt)) {
    // The last day it ran: the day before the instant it ended.
    return { code: 'promotion.code.expired', values: { date: shopDay(new Date((p.endsAt ?? now).getTime() - 1)) } };
  }
  if (now < p.startsAt) return { code: 'promotion.code.notStarted', values: { date: shopDay(p.startsAt) } };
  if ((p.usageLimit !== null && p.uses >= p.usageLimit) || (code?.singleUse && code.uses > 0)) return { code: 'promotion.code.usedUp' };
  if (p.signedInOnly && !shopper.signedIn) return { code: 'promotion.code.signIn' };
  if (p.firstOrderOnly && shopper.hasPaidOrder) return { code: 'promotion.code.firstOrder' };
  if (p.perCustomerLimit !== null && shopper.uses >= p.perCustomerLimit) return { code: 'promotion.code.usedByYou' };
  return null;
}
