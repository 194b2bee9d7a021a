import { randomBytes } from 'node:crypto';

/** The parts of a Stripe Checkout Session object the store uses, in Stripe's own shape. */
export interface SandboxSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at: number;
  payment_intent: string | null;
  customer_details: null | { email: string | null };
  livemode: false;
  /** Not part of the API object (Stripe expands it separately); kept for the payment page. */
  line_items: Array<{ name: string; quantity: number; unit_amount: number }>;
}

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

/** An error as Stripe's API answers it: `{ error: { type, code?, message, param? } }`, which the SDK turns
 * into its own error classes (StripeInvalidRequestError for invalid_request_error, with code and param). */
export class StripeStyleError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly extra: { code?: string; type?: 'invalid_request_error' | 'idempotency_error' } = {},
  ) {
    super(message);
  }

  body() {
    const code = this.extra.code ?? (this.status === 404 ? 'resource_missing' : undefined);
    return {
      error: {
        type: this.extra.type ?? 'invalid_request_error',
        message: this.message,
        ...(code ? { code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

type Form = Record<string, unknown>;
const obj = (v: unknown): Form => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Form) : {});

function int(value: unknown, param: string): number {
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(n))
    throw new StripeStyleError(400, `Invalid integer: ${String(value)}`, param);
  return n;
}

/** Checks a create request the way Stripe would for what the store sends, and builds the session. */
export function buildSession(form: Form, publicBase: (successUrl: string) => string): SandboxSession {
  if (form.mode !== 'payment') throw new StripeStyleError(400, 'The sandbox supports mode=payment only.', 'mode');
  const successUrl = typeof form.success_url === 'string' ? form.success_url : '';
  const cancelUrl = typeof form.cancel_url === 'string' ? form.cancel_url : '';
  if (!/^https?:\/\//.test(successUrl)) throw new StripeStyleError(400, 'Missing required param: success_url.', 'success_url');
  if (!/^https?:\/\//.test(cancelUrl)) throw new StripeStyleError(400, 'Missing required param: cancel_url.', 'cancel_url');
  const rawItems = Array.isArray(form.line_items) ? form.line_items : Object.values(obj(form.line_items));
  if (rawItems.length === 0) throw new StripeStyleError(400, 'Missing required param: line_items.', 'line_items');
  let currency = '';
  const items = rawItems.map((raw, i) => {
    const item = obj(raw);
    const price = obj(item.price_data);
    const product = obj(price.product_data);
    const c = String(price.currency ?? '').toLowerCase();
    if (!c) throw new StripeStyleError(400, 'Missing required param: currency.', `line_items[${i}][price_data][currency]`);
    if (currency && c !== currency)
      throw new StripeStyleError(400, 'All line items must use the same currency.', `line_items[${i}][price_data][currency]`);
    currency = c;
    if (typeof product.name !== 'string' || !product.name) {
      throw new StripeStyleError(400, 'Missing required param: name.', `line_items[${i}][price_data][product_data][name]`);
    }
    const quantity = int(item.quantity, `line_items[${i}][quantity]`);
    if (quantity < 1) throw new StripeStyleError(400, 'Quantity must be at least 1.', `line_items[${i}][quantity]`);
    return { name: product.name, quantity, unit_amount: int(price.unit_amount, `line_items[${i}][price_data][unit_amount]`) };
  });
  const total = items.reduce((sum, i) => sum + i.unit_amount * i.quantity, 0);
  const id = newId('cs');
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: total,
    amount_total: total,
    currency,
    client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
    metadata: Object.fromEntries(Object.entries(obj(form.metadata)).map(([k, v]) => [k, String(v)])),
    success_url: successUrl,
    cancel_url: cancelUrl,
    url: `${publicBase(successUrl)}/pay/${id}`,
    created: now,
    expires_at: now + 24 * 3600,
    payment_intent: null,
    customer_details: null,
    livemode: false,
    line_items: items,
  };
}

/** The session as the API answers it (without the sandbox's own extras). */
export function apiView(s: SandboxSession) {
  const { line_items: _items, ...rest } = s;
  return rest;
}
