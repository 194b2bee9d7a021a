import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  ProcessSettings,
  ServiceSettings,
  TracingSettings,
  readSettings,
  startTracing,
  tracerOf,
  tracingConfigOf,
} from '../src';

// How a process traces comes from the standard OpenTelemetry variables, read and checked like every
// other setting: a typo is refused at start with a line that says what is wrong.

const problemsOf = (env: Record<string, string>) => {
  try {
    readSettings(TracingSettings, env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('the settings were accepted');
};

describe('the tracing settings', () => {
  it('trace nothing unless told', () => {
    const settings = readSettings(TracingSettings, {});
    expect(settings.OTEL_TRACES_EXPORTER).toEqual([]);
    expect(readSettings(TracingSettings, { OTEL_TRACES_EXPORTER: 'none' }).OTEL_TRACES_EXPORTER).toEqual([]);
    expect(readSettings(TracingSettings, { OTEL_TRACES_EXPORTER: ' ' }).OTEL_TRACES_EXPORTER).toEqual([]);
  });

  it('take one exporter or several, in any case, each once', () => {
    expect(readSettings(TracingSettings, { OTEL_TRACES_EXPORTER: 'otlp' }).OTEL_TRACES_EXPORTER).toEqual(['otlp']);
    expect(readSettings(TracingSettings, { OTEL_TRACES_EXPORTER: 'OTLP, console,otlp' }).OTEL_TRACES_EXPORTER).toEqual(['otlp', 'console']);
    expect(readSettings(TracingSettings, { OTEL_TRACES_EXPORTER: 'file' }).OTEL_TRACES_EXPORTER).toEqual(['file']);
  });

  it('refuse an exporter the store does not have, naming the ones it has', () => {
    expect(problemsOf({ OTEL_TRACES_EXPORTER: 'otel' })).toEqual([
      'OTEL_TRACES_EXPORTER must be otlp, console, file, none or several of the first three separated by commas, not "otel"',
    ]);
    expect(problemsOf({ OTEL_TRACES_EXPORTER: 'otlp,jaeger' })[0]).toMatch(
      /^OTEL_TRACES_EXPORTER must be otlp, console, file, none .* not "otlp,jaeger" \(send to Jaeger or Zipkin through OTLP: both take it\)$/,
    );
    expect(problemsOf({ OTEL_TRACES_EXPORTER: ',' })[0]).toMatch(/^OTEL_TRACES_EXPORTER must be otlp, console, file, none/);
    expect(problemsOf({ OTEL_TRACES_EXPORTER: 'none,console' })).toEqual([
      'OTEL_TRACES_EXPORTER cannot name none with other exporters, as in "none,console"',
    ]);
  });

  it("refuse a collector address that is not an http(s) URL, and headers that are not name=value pairs, without printing the headers' values", () => {
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL (e.g. http://otel-collector:4318), not "collector:4318"',
    ]);
    const problems = problemsOf({ OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key: s3cret-value', OTEL_EXPORTER_OTLP_TRACES_HEADERS: '=abc' });
    expect(problems).toEqual([
      'OTEL_EXPORTER_OTLP_HEADERS must be name=value pairs separated by commas, values %-encoded (e.g. x-api-key=abc123,x-team=shop)',
      'OTEL_EXPORTER_OTLP_TRACES_HEADERS must be name=value pairs separated by commas, values %-encoded (e.g. x-api-key=abc123,x-team=shop)',
    ]);
    expect(problems.join(' ')).not.toContain('s3cret');
    expect(problemsOf({ OTEL_EXPORTER_OTLP_HEADERS: 'x-key=%zz' })[0]).toMatch(/^OTEL_EXPORTER_OTLP_HEADERS must be name=value pairs/);
  });

  it("are every process's settings: a service refuses a bad exporter at start with the rest", () => {
    expect(() => readSettings(ServiceSettings, { OTEL_TRACES_EXPORTER: 'zipkin', PORT: 'x' })).toThrow(
      /PORT must be a whole number .*; OTEL_TRACES_EXPORTER must be otlp, console, file, none/,
    );
    expect(readSettings(ProcessSettings, { OTEL_TRACES_EXPORTER: 'console' }).OTEL_TRACES_EXPORTER).toEqual(['console']);
  });

  it('send traces to the collector as the OpenTelemetry variables combine', () => {
    const config = (env: Record<string, string>) => tracingConfigOf(readSettings(TracingSettings, env), '/srv/data');
    expect(config({})).toEqual({
      exporters: [],
      file: path.join('/srv/data', 'traces.jsonl'),
      otlp: { url: 'http://localhost:4318/v1/traces', headers: {} },
    });
    expect(
      config({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example.ca:4318/',
        OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=a%3Db,x-team=shop',
      }).otlp,
    ).toEqual({
      url: 'https://collector.example.ca:4318/v1/traces',
      headers: { 'x-api-key': 'a=b', 'x-team': 'shop' },
    });
    expect(
      config({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example.ca:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.ca/ingest',
        OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=general,x-team=shop',
        OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-api-key=traces',
        OTEL_TRACES_FILE: 'spans/all.jsonl',
      }),
    ).toEqual({
      exporters: [],
      file: path.resolve('spans/all.jsonl'),
      otlp: { url: 'https://traces.example.ca/ingest', headers: { 'x-api-key': 'traces', 'x-team': 'shop' } },
    });
  });
});

describe('the file exporter', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-traces-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('appends a JSON line per span to its file, and stops tracing when stopped', async () => {
    const file = path.join(dir, 'deeper', 'traces.jsonl');
    const tracing = startTracing({ ...tracingConfigOf(readSettings(TracingSettings, { OTEL_TRACES_EXPORTER: 'file' }), dir), file });
    const tracer = tracerOf('orders')!;
    const parent = tracer.startSpan('PUT /api/orders/update-payment/:orderId');
    parent.setAttribute('http.response.status_code', 200);
    parent.end();
    tracerOf('cart')!.startSpan('process payment.completed').end();
    await tracing.flush();
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      expect.objectContaining({
        traceId: parent.spanContext().traceId,
        spanId: parent.spanContext().spanId,
        service: 'orders',
        name: 'PUT /api/orders/update-payment/:orderId',
        kind: 'internal',
        status: 'ok',
        attributes: { 'http.response.status_code': 200 },
      }),
      expect.objectContaining({ service: 'cart', name: 'process payment.completed' }),
    ]);
    expect(lines[0].start).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(typeof lines[0].ms).toBe('number');
    await tracing.stop();
    expect(tracerOf('orders')).toBeUndefined();
  });

  it('sets up nothing for none', () => {
    startTracing(tracingConfigOf(readSettings(TracingSettings, {}), dir));
    expect(tracerOf('orders')).toBeUndefined();
  });
});
