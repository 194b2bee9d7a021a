import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, newTraceparent, uploadFile } from '../src/api';

// Traces start in the browser: each API call carries a W3C traceparent of its own, which the gateway's
// span continues (the server side is in services/orders/test/tracing.test.ts).

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

function headersSent(): Array<Record<string, string>> {
  const sent: Array<Record<string, string>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit = {}) => {
      sent.push(init.headers as Record<string, string>);
      return new Response('{}', { status: 200 });
    }),
  );
  return sent;
}

describe('the traceparent of an API call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a sampled W3C traceparent with a new trace id and span id each time', () => {
    const made = Array.from({ length: 50 }, () => newTraceparent());
    for (const t of made) expect(t).toMatch(TRACEPARENT);
    const [, traceId, spanId] = TRACEPARENT.exec(made[0]!)!;
    expect(traceId).not.toBe('0'.repeat(32));
    expect(spanId).not.toBe('0'.repeat(16));
    expect(new Set(made.map((t) => TRACEPARENT.exec(t)![1])).size).toBe(50);
  });

  it('goes with every call, JSON and upload alike, and differs between calls', async () => {
    const sent = headersSent();
    await api('/api/cart/u-1');
    await api('/api/orders/u-1', { method: 'POST', body: { items: [] } });
    await uploadFile('/api/admin/upload', 'image', new File(['x'], 'x.png'));
    expect(sent).toHaveLength(3);
    for (const headers of sent) expect(headers.traceparent).toMatch(TRACEPARENT);
    expect(new Set(sent.map((h) => h.traceparent)).size).toBe(3);
  });
});
