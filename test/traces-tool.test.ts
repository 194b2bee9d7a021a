import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SpanKind, context, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TracingSettings, readSettings, startTracing, tracerOf, tracingConfigOf } from '@storefront/service-kit';

// `npm run traces` shows what the file exporter wrote as a tree of spans: how an operator running
// `npm start` follows a checkout from the gateway to the cart. The spans here are written by the real
// file exporter, shaped as a checkout's are.

const ROOT = path.resolve(__dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-traces-tool-'));
const file = path.join(dir, 'traces.jsonl');
const traces = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/traces.mjs'), '--file', file, ...args], { encoding: 'utf8' });

let checkoutTrace = '';
let otherTrace = '';

beforeAll(async () => {
  const tracing = startTracing(
    tracingConfigOf(readSettings(TracingSettings, { OTEL_TRACES_EXPORTER: 'file', OTEL_TRACES_FILE: file }), dir),
  );
  const span = (service: string, name: string, kind: SpanKind, work?: () => void) => {
    const s = tracerOf(service)!.startSpan(name, { kind });
    if (work) context.with(trace.setSpan(context.active(), s), work);
    s.end();
    return s;
  };
  otherTrace = span('gateway', 'GET /api/products', SpanKind.SERVER).spanContext().traceId;
  const front = span('gateway', 'PUT /api/orders', SpanKind.SERVER, () =>
    span('orders', 'PUT /api/orders/update-payment/:orderId', SpanKind.SERVER, () =>
      span('orders', 'send payment.completed', SpanKind.PRODUCER, () => {
        span('cart', 'process payment.completed', SpanKind.CONSUMER);
        span('catalog', 'process payment.completed', SpanKind.CONSUMER);
      }),
    ),
  );
  checkoutTrace = front.spanContext().traceId;
  await tracing.stop();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run traces', () => {
  it('lists the latest traces by their first span', () => {
    const lines = traces().trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${otherTrace}  \\S+  1 spans  gateway GET /api/products$`));
    expect(lines[1]).toMatch(new RegExp(`^${checkoutTrace}  \\S+  5 spans  gateway PUT /api/orders$`));
  });

  it('shows a trace, named by its id or a start of it, as the tree of its spans', () => {
    const tree = traces(checkoutTrace.slice(0, 8))
      .trim()
      .split('\n')
      .map((l) => l.replace(/ \(\w+, [\d.]+ ms\)$/, ''));
    expect(tree).toEqual([
      expect.stringMatching(new RegExp(`^trace ${checkoutTrace}: 5 spans, from `)),
      'gateway PUT /api/orders',
      '└─ orders PUT /api/orders/update-payment/:orderId',
      '   └─ orders send payment.completed',
      '      ├─ cart process payment.completed',
      '      └─ catalog process payment.completed',
    ]);
    expect(traces('--last', 'PUT /api/orders')).toContain('(consumer, ');
    expect(traces('--last', 'PUT /api/orders').split('\n')[0]).toContain(checkoutTrace);
  });

  it('says what is wrong when there is no such trace or no file', () => {
    const missing = spawnSync(process.execPath, [path.join(ROOT, 'scripts/traces.mjs'), '--file', file, 'ffff0000'], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`No trace ffff0000 in ${file}.`);
    const none = spawnSync(process.execPath, [path.join(ROOT, 'scripts/traces.mjs'), '--file', path.join(dir, 'none.jsonl')], {
      encoding: 'utf8',
    });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('No traces at');
  });
});
