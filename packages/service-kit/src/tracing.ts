// OpenTelemetry tracing, instrumented by hand: services are bundled with esbuild for production, where
// the SDK's require hooks (auto-instrumentation) would patch nothing. The spans are few and chosen: a
// server span for each request the gateway routes and each request a service answers, a producer span
// for each event the outbox relay publishes and a consumer span for each event a consumer handles. The
// W3C trace context crosses HTTP in the traceparent header and RabbitMQ in the event (its envelope and
// its message's headers, from the outbox row that recorded it), so one trace follows a shopper's request
// from the browser to the last consumer. With no exporter configured nothing is set up at all: no span
// is made and the middleware below is not even mounted.
import fs from 'node:fs';
import path from 'node:path';
import {
  type Attributes,
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  type TextMapGetter,
  SpanStatusCode,
  type Tracer,
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { type ExportResult, ExportResultCode, W3CTraceContextPropagator, hrTimeToMilliseconds } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { EventEnvelope } from '@storefront/contracts';
import type { EventBus, EventHandler } from '@storefront/events';
import type { Request, RequestHandler, Response } from 'express';
import type { TraceExporterName } from './config';

export { InMemorySpanExporter, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace';

/** Where spans go, read from the environment by `tracingConfigOf` (config.ts). */
export interface TracingConfig {
  /** None: tracing is off. */
  exporters: readonly TraceExporterName[];
  /** The file exporter's file (JSON lines). */
  file: string;
  otlp: { url: string; headers: Record<string, string> };
}

/** Or, for tests and tools, an exporter of one's own (spans are handed to it as each ends). */
export interface OwnExporter {
  exporter: SpanExporter;
}

export interface Tracing {
  /** Exports what is still buffered. */
  flush(): Promise<void>;
  /** Exports what is buffered and stops; tracing is off in the process afterwards. */
  stop(): Promise<void>;
}

/** A file exporter's file is set aside (one older copy kept) when it reaches this size. */
const FILE_LIMIT_BYTES = 64 * 1024 * 1024;

/** What this process traces with: one span pipeline, and a tracer provider per service name (the
 * single-process store hosts every service, each under its own service.name). */
let active: { processor: SpanProcessor; providers: Map<string, TracerProvider> } | undefined;
let contextManagerSet = false;

const propagator = new W3CTraceContextPropagator();

const exporterFor = (name: TraceExporterName, config: TracingConfig): SpanExporter =>
  name === 'otlp'
    ? new OTLPTraceExporter({ url: config.otlp.url, headers: config.otlp.headers })
    : name === 'console'
      ? new JsonLinesExporter((lines) => void process.stdout.write(lines))
      : fileExporter(config.file);

/** Sets up tracing for this process from its settings (nothing at all for none), or with an exporter of
 * one's own. A second call replaces the first. */
export function startTracing(config: TracingConfig | OwnExporter): Tracing {
  const processors: SpanProcessor[] =
    'exporter' in config
      ? [new SimpleSpanProcessor({ exporter: config.exporter })]
      : config.exporters.map((name) => new BatchSpanProcessor({ exporter: exporterFor(name, config), scheduledDelayMillis: 1000 }));
  if (processors.length === 0) return { flush: async () => {}, stop: async () => {} };
  if (!contextManagerSet) {
    // One for the process (the API keeps it globally): the active span follows async work.
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    contextManagerSet = true;
  }
  const previous = active;
  const mine = {
    processor: processors.length === 1 ? processors[0]! : new FanOut(processors),
    providers: new Map<string, TracerProvider>(),
  };
  active = mine;
  void previous?.processor.shutdown();
  return {
    flush: () => mine.processor.forceFlush(),
    stop: async () => {
      if (active === mine) active = undefined;
      await mine.processor.shutdown();
    },
  };
}

/** The tracer of a service (or 'gateway'), or none when tracing is off: callers then do no span work. */
export function tracerOf(service: string): Tracer | undefined {
  if (!active) return undefined;
  let provider = active.providers.get(service);
  if (!provider) {
    provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': service, 'service.namespace': 'maple-market' }),
      spanProcessors: [active.processor],
    });
    active.providers.set(service, provider);
  }
  return provider.getTracer('@storefront/service-kit');
}

/** Several exporters at once (OTEL_TRACES_EXPORTER=otlp,console). */
class FanOut implements SpanProcessor {
  constructor(private readonly processors: SpanProcessor[]) {}
  onStart(span: Parameters<SpanProcessor['onStart']>[0], parent: Context): void {
    for (const p of this.processors) p.onStart(span, parent);
  }
  onEnd(span: ReadableSpan): void {
    for (const p of this.processors) p.onEnd(span);
  }
  async forceFlush(): Promise<void> {
    await Promise.all(this.processors.map((p) => p.forceFlush()));
  }
  async shutdown(): Promise<void> {
    await Promise.all(this.processors.map((p) => p.shutdown()));
  }
}

// HTTP.

/** Paths nobody follows a trace through (probes and scrapes, every few seconds). */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/** A caller's tracestate is carried on into every event the request writes: one longer than the W3C
 * specification's advice (512 characters) is left behind rather than stored again and again. */
const TRACESTATE_LIMIT = 512;
const boundedHeaders: TextMapGetter<Request['headers']> = {
  keys: (headers) => Object.keys(headers),
  get: (headers, name) => {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return name === 'tracestate' && text !== undefined && text.length > TRACESTATE_LIMIT ? undefined : text;
  },
};

/** The route that answered (its pattern, not the path): the span's name. */
const expressRoute = (req: Request) => (req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : undefined);

/** A server span for each request, continuing the caller's trace (the browser's traceparent at the
 * gateway, the gateway's at a service) or starting one. The request's own traceparent header is
 * rewritten to this span, so whatever the request is handed on to (the gateway's proxy, or a service's
 * app in the same process) continues from here. `only` picks the requests traced (the gateway: those
 * it routes to a service); `routeOf` names the route (the gateway: the route table's prefix, as the
 * request object is the service's too when it is handed over in process). */
export function traceRequests(
  tracer: Tracer,
  {
    only,
    routeOf = expressRoute,
  }: { only?: (req: Request) => boolean; routeOf?: (req: Request, res: Response) => string | undefined } = {},
): RequestHandler {
  return (req, res, next) => {
    if (UNTRACED.has(req.path) || (only && !only(req))) return next();
    const parent = propagator.extract(ROOT_CONTEXT, req.headers, boundedHeaders);
    const span = tracer.startSpan(
      req.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': req.path, // never the query string: it may hold what a shopper typed
          'url.scheme': req.protocol,
          ...(req.requestId ? { 'storefront.request_id': req.requestId } : {}),
        },
      },
      parent,
    );
    const here = trace.setSpan(parent, span);
    delete req.headers.traceparent;
    delete req.headers.tracestate;
    propagator.inject(here, req.headers, defaultTextMapSetter);
    if (req.log) req.log = req.log.child({ traceId: span.spanContext().traceId });
    // For the gateway's access log, which writes its line once the answer is out.
    res.locals.traceId ??= span.spanContext().traceId;
    res.once('close', () => {
      const route = routeOf(req, res);
      if (route) {
        span.updateName(`${req.method} ${route}`);
        span.setAttribute('http.route', route);
      }
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      if (!res.writableFinished)
        span.setStatus({ code: SpanStatusCode.ERROR, message: 'the connection closed before the answer was sent' });
      span.end();
    });
    context.with(here, next);
  };
}

/** The traceparent (and tracestate) of the span under way, for a request to another service; none
 * when nothing is traced. */
export function traceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  if (active) propagator.inject(context.active(), headers, defaultTextMapSetter);
  return headers;
}

// Events.

/** The context an event's trace context stands for: its publisher's span, or none (a new trace). */
function contextOfEvent(event: EventEnvelope): Context {
  if (!event.traceparent) return ROOT_CONTEXT;
  return propagator.extract(ROOT_CONTEXT, { traceparent: event.traceparent, tracestate: event.tracestate }, defaultTextMapGetter);
}

function messagingAttributes(bus: EventBus, event: EventEnvelope, operation: 'send' | 'process'): Attributes {
  return {
    'messaging.system': bus.kind === 'rabbitmq' ? 'rabbitmq' : 'in-process',
    'messaging.operation.type': operation,
    'messaging.destination.name': event.type,
    'messaging.message.id': event.id,
    ...(event.correlationId ? { 'messaging.message.conversation_id': event.correlationId } : {}),
  };
}

async function within<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
    throw err;
  } finally {
    span.end();
  }
}

/** The bus as a traced service uses it: each publish (the outbox relay's) is a producer span that
 * continues the trace the outbox recorded with the event, and the event goes out carrying that span's
 * context; each delivery to a consumer is a consumer span, a child of it, under which the handler runs
 * (so the events it writes carry the trace on). */
export function tracedBus(bus: EventBus, tracer: Tracer): EventBus {
  const consumed =
    (consumer: string, handler: EventHandler): EventHandler =>
    (event, delivery) => {
      const parent = contextOfEvent(event);
      const span = tracer.startSpan(
        `process ${event.type}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            ...messagingAttributes(bus, event, 'process'),
            'messaging.consumer.group.name': consumer,
            'storefront.delivery.attempt': delivery.attempt,
          },
        },
        parent,
      );
      return context.with(trace.setSpan(parent, span), () => within(span, () => handler(event, delivery)));
    };
  const publish: EventBus['publish'] = (event) => {
    const parent = contextOfEvent(event);
    const span = tracer.startSpan(
      `send ${event.type}`,
      { kind: SpanKind.PRODUCER, attributes: messagingAttributes(bus, event, 'send') },
      parent,
    );
    const carrier: Record<string, string> = {};
    propagator.inject(trace.setSpan(parent, span), carrier, defaultTextMapSetter);
    // It goes out as this span's child, in place of the context the outbox recorded.
    const sent: EventEnvelope = { ...event };
    delete sent.traceparent;
    delete sent.tracestate;
    return within(span, () => bus.publish(Object.assign(sent, carrier)));
  };
  const subscribe: EventBus['subscribe'] = (consumer, types, handler) => bus.subscribe(consumer, types, consumed(consumer, handler));
  // Everything else is the bus's own, called on it (readiness, dead letters, whatever a bus adds later).
  return new Proxy(bus, {
    get(target, name) {
      if (name === 'publish') return publish;
      if (name === 'subscribe') return subscribe;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// Exporters of our own: a JSON line per span, on stdout or in a file.

/** A span as one line of JSON: what a person following a trace reads, and `grep <traceId>` finds. */
export function spanLine(span: ReadableSpan): string {
  const ctx = span.spanContext();
  return JSON.stringify({
    traceId: ctx.traceId,
    spanId: ctx.spanId,
    parentSpanId: span.parentSpanContext?.spanId,
    service: span.resource.attributes['service.name'],
    name: span.name,
    kind: SpanKind[span.kind].toLowerCase(),
    start: new Date(hrTimeToMilliseconds(span.startTime)).toISOString(),
    ms: Math.round(hrTimeToMilliseconds(span.duration) * 1000) / 1000,
    status: span.status.code === SpanStatusCode.ERROR ? 'error' : 'ok',
    ...(span.status.message ? { message: span.status.message } : {}),
    attributes: span.attributes,
  });
}

class JsonLinesExporter implements SpanExporter {
  private pending: Promise<void> = Promise.resolve();
  constructor(private readonly write: (lines: string) => void | Promise<void>) {}
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const lines = spans.map((s) => `${spanLine(s)}\n`).join('');
    // One write after another, in order.
    this.pending = this.pending
      .then(() => this.write(lines))
      .then(
        () => done({ code: ExportResultCode.SUCCESS }),
        (err: unknown) => done({ code: ExportResultCode.FAILED, error: err as Error }),
      );
  }
  forceFlush(): Promise<void> {
    return this.pending;
  }
  shutdown(): Promise<void> {
    return this.pending;
  }
}

/** Appends to `file` (its folder made if missing); past FILE_LIMIT_BYTES the file becomes `file.1`
 * (replacing an older one) and a new one is begun, so a store left running does not fill its disk. */
function fileExporter(file: string): SpanExporter {
  return new JsonLinesExporter(async (lines) => {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const size = await fs.promises.stat(file).then(
      (s) => s.size,
      () => 0,
    );
    if (size > FILE_LIMIT_BYTES) await fs.promises.rename(file, `${file}.1`);
    await fs.promises.appendFile(file, lines);
  });
}
