import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { traceHeaders } from '@storefront/service-kit';
import { newId } from './sessions';

/** Stripe's signature scheme: t=<unix time>,v1=HMAC-SHA256(secret, "<t>.<payload>"). */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The pause before each further attempt when the store does not answer 2xx: Stripe's way, tries that
 * grow apart over three days (a store down for a day still hears of its payments). Tests compress it. */
export const DEFAULT_RETRY_SCHEDULE_MS = [
  5000,
  30_000,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  12 * HOUR,
  12 * HOUR,
  12 * HOUR,
  12 * HOUR,
  12 * HOUR,
];

export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Deliveries made, for tests and the sandbox's own status page. */
  readonly deliveries: Array<{ eventId: string; type: string; attempt: number; status: number | string }> = [];

  constructor(private readonly options: { secret: string; url: string | (() => string); log?: Logger; retryScheduleMs?: number[] }) {}

  /** Sends event `type` about an API object (as the API shows it, copied now) to the store, retrying
   * until it answers 2xx; `previousAttributes` are what an `.updated` event changed, as Stripe says. */
  send(type: string, object: { id: string; object: string }, previousAttributes?: Record<string, unknown>): string {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-01-28',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    };
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    // Stripe sends no trace context; the sandbox sends the one of the request that caused the event
    // (when it is traced: in the single-process store, the gateway's span of the Pay button's request),
    // so a payment is followed in one trace from that button to the cart it empties.
    void this.attempt(url, event.id, type, JSON.stringify(event), 0, traceHeaders());
    return event.id;
  }

  private async attempt(
    url: string,
    eventId: string,
    type: string,
    payload: string,
    attempt: number,
    trace: Record<string, string>,
  ): Promise<void> {
    let status: number | string;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signPayload(payload, this.options.secret),
          'User-Agent': 'Stripe/1.0 (payment sandbox)',
          ...trace,
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch (err) {
      status = (err as Error).message;
    }
    this.deliveries.push({ eventId, type, attempt: attempt + 1, status });
    if (typeof status === 'number' && status >= 200 && status < 300) return;
    const schedule = this.options.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS;
    const delay = schedule[attempt];
    if (delay === undefined) {
      this.options.log?.error({ eventId, type, url, status }, 'webhook given up after every retry');
      return;
    }
    this.options.log?.warn({ eventId, type, url, status, retryInMs: delay }, 'webhook not accepted; will retry');
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(url, eventId, type, payload, attempt + 1, trace);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
