import { TraceFlags, context, isSpanContextValid, trace } from '@opentelemetry/api';

/** A W3C trace context as it travels with an event: in the outbox row, the envelope and the AMQP
 * message's headers. */
export interface TraceContext {
  traceparent: string;
  tracestate?: string;
}

/** The trace context of the span under way (the request's, or the consumer's that is handling an event),
 * for an event to carry; none when nothing is traced. Without a tracer set up (OTEL_TRACES_EXPORTER=none)
 * the active context is always the empty one: this costs a lookup and nothing more. */
export function currentTraceContext(): TraceContext | undefined {
  const span = trace.getSpanContext(context.active());
  if (!span || !isSpanContextValid(span)) return undefined;
  const flags = (span.traceFlags & TraceFlags.SAMPLED).toString(16).padStart(2, '0');
  const tracestate = span.traceState?.serialize();
  return { traceparent: `00-${span.traceId}-${span.spanId}-${flags}`, ...(tracestate ? { tracestate } : {}) };
}
