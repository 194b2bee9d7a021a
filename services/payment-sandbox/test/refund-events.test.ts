import { describe, expect, it } from 'vitest';
import { Payments } from '@storefront/orders/payments';
import { signPayload } from '../src';

// Payments.refundsFromEvent on events written as Stripe writes them (JSON as it comes over the wire),
// verified by Payments.parseWebhook first, as the orders service's webhook route does.
const SECRET = 'whsec_refund_events';
const payments = new Payments({ secretKey: 'sk_test_sandbox', webhookSecret: SECRET, sandboxUrl: 'http://127.0.0.1:9' });

const refund = (fields: Record<string, unknown>) => ({
  id: 're_3Pabc',
  object: 'refund',
  amount: 1500,
  balance_transaction: 'txn_1',
  charge: 'ch_3Pabc',
  created: 1_760_000_000,
  currency: 'cad',
  destination_details: { type: 'card', card: { reference_status: 'pending', type: 'refund' } },
  metadata: { orderId: 'order-1', refundId: 'refund-1' },
  payment_intent: 'pi_3Pabc',
  payment_method: 'pm_1',
  reason: null,
  receipt_number: null,
  source_transfer_reversal: null,
  status: 'pending',
  transfer_reversal: null,
  ...fields,
});

function receive(type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    api_version: '2026-01-28',
    created: 1_760_000_100,
    data: { object, ...extra },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return Payments.refundsFromEvent(payments.parseWebhook(Buffer.from(payload), signPayload(payload, SECRET)));
}

describe('Payments.refundsFromEvent', () => {
  it('reads the refund of refund.created, refund.updated and refund.failed', () => {
    const ours = { id: 're_3Pabc', amountCents: 1500, refundId: 'refund-1', orderId: 'order-1' };
    expect(receive('refund.created', refund({}))).toEqual([{ ...ours, status: 'pending' }]);
    expect(receive('refund.updated', refund({ status: 'succeeded' }), { previous_attributes: { status: 'pending' } })).toEqual([
      { ...ours, status: 'succeeded' },
    ]);
    expect(receive('refund.failed', refund({ status: 'failed', failure_reason: 'lost_or_stolen_card' }))).toEqual([
      { ...ours, status: 'failed' },
    ]);
    expect(receive('charge.refund.updated', refund({ status: 'succeeded', amount: 250 }))).toEqual([
      { ...ours, amountCents: 250, status: 'succeeded' },
    ]);
  });

  it("maps Stripe's other refund statuses: requires_action is still pending, canceled gave nothing back", () => {
    expect(receive('refund.updated', refund({ status: 'requires_action' }))[0]!.status).toBe('pending');
    expect(receive('refund.updated', refund({ status: 'canceled' }))[0]!.status).toBe('failed');
  });

  it('gives nulls for a refund made elsewhere (in the dashboard: no metadata of ours)', () => {
    expect(receive('refund.created', refund({ metadata: {} }))).toEqual([
      { id: 're_3Pabc', status: 'pending', amountCents: 1500, refundId: null, orderId: null },
    ]);
  });

  it("reads every refund in charge.refunded's list, taking the order from the charge when a refund does not say", () => {
    const charge = {
      id: 'ch_3Pabc',
      object: 'charge',
      amount: 5000,
      amount_refunded: 3500,
      metadata: { orderId: 'order-9' },
      payment_intent: 'pi_3Pabc',
      refunded: false,
      status: 'succeeded',
      refunds: {
        object: 'list',
        data: [
          refund({ id: 're_2', amount: 2000, status: 'succeeded', metadata: { orderId: 'order-9', refundId: 'refund-b' } }),
          refund({ id: 're_1', amount: 1500, status: 'succeeded', metadata: {} }),
        ],
        has_more: false,
        total_count: 2,
        url: '/v1/charges/ch_3Pabc/refunds',
      },
    };
    expect(receive('charge.refunded', charge)).toEqual([
      { id: 're_2', status: 'succeeded', amountCents: 2000, refundId: 'refund-b', orderId: 'order-9' },
      { id: 're_1', status: 'succeeded', amountCents: 1500, refundId: null, orderId: 'order-9' },
    ]);
    // Stripe's recent API versions leave the list out of the charge: nothing to read there.
    const { refunds: _list, ...withoutList } = charge;
    expect(receive('charge.refunded', withoutList)).toEqual([]);
  });

  it('is empty for events about something else', () => {
    expect(receive('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', payment_status: 'paid' })).toEqual([]);
    expect(receive('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', status: 'succeeded' })).toEqual([]);
  });
});
