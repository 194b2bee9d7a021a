import { StripeStyleError, newId } from './sessions';

/** A refund in Stripe's own shape (the fields the SDK's Refund type has that a card refund fills). */
export interface SandboxRefund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  customer: null;
  customer_account: null;
  destination_details: { type: 'card'; card: { type: 'refund' } };
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: null;
  reason: string | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'pending' | 'succeeded' | 'failed';
  transfer_reversal: null;
}

/** One Checkout payment: Stripe's payment intent and, once paid, its charge. */
export interface SandboxPayment {
  intentId: string;
  chargeId: string;
  sessionId: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  created: number;
  paidAt: number | null;
  /** From the session's payment_intent_data.metadata, as Stripe copies it onto the payment intent. */
  metadata: Record<string, string>;
  /** The sandbox's stand-in for Stripe's test card 4000 0000 0000 5126: every refund of this payment fails. */
  refundsFail: boolean;
  /** Newest first, as Stripe lists them. */
  refunds: SandboxRefund[];
}

export type Form = Record<string, unknown>;
/** How long a refund stays 'pending' before it settles, unless SANDBOX_REFUND_DELAY_MS says otherwise. */
export const DEFAULT_REFUND_DELAY_MS = 200;

const obj = (v: unknown): Form => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Form) : {});
const now = () => Math.floor(Date.now() / 1000);
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

export const stringMetadata = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).map(([k, value]) => [k, String(value)]));

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What is still refundable: failed refunds gave their amount back, as on Stripe. */
export const refundedAmount = (p: SandboxPayment) => p.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);

/** The payment intent as the API answers it. */
export function intentView(p: SandboxPayment) {
  return {
    id: p.intentId,
    object: 'payment_intent' as const,
    amount: p.amount,
    amount_received: p.status === 'succeeded' ? p.amount : 0,
    created: p.created,
    currency: p.currency,
    latest_charge: p.status === 'succeeded' ? p.chargeId : null,
    livemode: false,
    metadata: p.metadata,
    payment_method_types: ['card'],
    status: p.status,
  };
}

/** The charge as the API (and charge.refunded) shows it, with its refunds list. */
export function chargeView(p: SandboxPayment) {
  const refunded = refundedAmount(p);
  return {
    id: p.chargeId,
    object: 'charge' as const,
    amount: p.amount,
    amount_captured: p.amount,
    amount_refunded: refunded,
    balance_transaction: null,
    captured: true,
    created: p.paidAt ?? p.created,
    currency: p.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: p.metadata,
    paid: true,
    payment_intent: p.intentId,
    payment_method: null,
    receipt_url: null,
    refunded: refunded === p.amount,
    refunds: {
      object: 'list' as const,
      data: p.refunds,
      has_more: false,
      total_count: p.refunds.length,
      url: `/v1/charges/${p.chargeId}/refunds`,
    },
    status: 'succeeded' as const,
  };
}

/** The sandbox's payments and refunds, checked the way Stripe checks them. */
export class PaymentLedger {
  readonly payments = new Map<string, SandboxPayment>();
  private readonly bySession = new Map<string, string>();
  private readonly byCharge = new Map<string, string>();
  private readonly refunds = new Map<string, { refund: SandboxRefund; payment: SandboxPayment }>();

  /** A Checkout Session gets its payment intent when it is made; it is paid (or canceled) with the session. */
  open(sessionId: string, amount: number, currency: string, metadata: Record<string, string>): SandboxPayment {
    const payment: SandboxPayment = {
      intentId: newId('pi'),
      chargeId: newId('ch'),
      sessionId,
      amount,
      currency,
      status: 'requires_payment_method',
      created: now(),
      paidAt: null,
      metadata,
      refundsFail: false,
      refunds: [],
    };
    this.payments.set(payment.intentId, payment);
    this.bySession.set(sessionId, payment.intentId);
    this.byCharge.set(payment.chargeId, payment.intentId);
    return payment;
  }

  forSession(sessionId: string): SandboxPayment | undefined {
    const id = this.bySession.get(sessionId);
    return id ? this.payments.get(id) : undefined;
  }

  pay(payment: SandboxPayment, refundsFail: boolean): void {
    payment.status = 'succeeded';
    payment.paidAt = now();
    payment.refundsFail = refundsFail;
  }

  cancel(payment: SandboxPayment): void {
    if (payment.status === 'requires_payment_method') payment.status = 'canceled';
  }

  intent(id: string): SandboxPayment {
    const p = this.payments.get(id);
    if (!p) throw new StripeStyleError(404, `No such payment_intent: '${id}'`, 'id');
    return p;
  }

  charge(id: string): SandboxPayment {
    const intentId = this.byCharge.get(id);
    const p = intentId ? this.payments.get(intentId) : undefined;
    if (!p || p.status !== 'succeeded') throw new StripeStyleError(404, `No such charge: '${id}'`, 'id');
    return p;
  }

  refund(id: string): SandboxRefund {
    const found = this.refunds.get(id);
    if (!found) throw new StripeStyleError(404, `No such refund: '${id}'`, 'id');
    return found.refund;
  }

  paymentOf(refund: SandboxRefund): SandboxPayment {
    return this.refunds.get(refund.id)!.payment;
  }

  /** POST /v1/refunds: refunds a paid payment in whole (no amount) or in part; 'pending' until it settles. */
  createRefund(form: Form): { refund: SandboxRefund; payment: SandboxPayment } {
    const intentId = typeof form.payment_intent === 'string' ? form.payment_intent : undefined;
    const chargeId = typeof form.charge === 'string' ? form.charge : undefined;
    if (!intentId && !chargeId)
      throw new StripeStyleError(400, 'One of the following params should be provided for this request: payment_intent or charge.');
    let payment: SandboxPayment | undefined;
    if (intentId) {
      payment = this.payments.get(intentId);
      if (!payment)
        throw new StripeStyleError(400, `No such payment_intent: '${intentId}'`, 'payment_intent', { code: 'resource_missing' });
    } else {
      const id = this.byCharge.get(chargeId!);
      payment = id ? this.payments.get(id) : undefined;
      if (!payment || payment.status !== 'succeeded')
        throw new StripeStyleError(400, `No such charge: '${chargeId}'`, 'charge', { code: 'resource_missing' });
    }
    if (payment.status !== 'succeeded') {
      throw new StripeStyleError(
        400,
        `This PaymentIntent (${payment.intentId}) does not have a successful charge to refund.`,
        'payment_intent',
        {
          code: 'payment_intent_unexpected_state',
        },
      );
    }
    const left = payment.amount - refundedAmount(payment);
    if (left === 0) {
      throw new StripeStyleError(400, `Charge ${payment.chargeId} has already been refunded.`, undefined, {
        code: 'charge_already_refunded',
      });
    }
    let amount = left;
    if (form.amount !== undefined) {
      const raw = form.amount;
      amount = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new StripeStyleError(400, 'Invalid positive integer', 'amount', { code: 'parameter_invalid_integer' });
      }
      if (amount > left) {
        const what = left === payment.amount ? 'charge amount' : 'unrefunded amount on charge';
        throw new StripeStyleError(400, `Refund amount (${dollars(amount)}) is greater than ${what} (${dollars(left)})`, 'amount', {
          code: 'amount_too_large',
        });
      }
    }
    const reason = form.reason === undefined || form.reason === '' ? null : String(form.reason);
    if (reason !== null && !REFUND_REASONS.includes(reason)) {
      throw new StripeStyleError(400, `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'reason');
    }
    const refund: SandboxRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: payment.chargeId,
      created: now(),
      currency: payment.currency,
      customer: null,
      customer_account: null,
      destination_details: { type: 'card', card: { type: 'refund' } },
      metadata: stringMetadata(form.metadata),
      payment_intent: payment.intentId,
      payment_method: null,
      reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'pending',
      transfer_reversal: null,
    };
    payment.refunds.unshift(refund);
    this.refunds.set(refund.id, { refund, payment });
    return { refund, payment };
  }

  /** The card network's answer: succeeded, or failed on a payment made with the failing test card. */
  settle(refund: SandboxRefund): SandboxRefund['status'] {
    if (refund.status !== 'pending') return refund.status;
    const payment = this.paymentOf(refund);
    if (payment.refundsFail) {
      refund.status = 'failed';
      refund.failure_reason = 'expired_or_canceled_card';
    } else {
      refund.status = 'succeeded';
    }
    return refund.status;
  }
}
