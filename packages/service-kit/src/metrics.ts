import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventMetrics } from './event-metrics';

/** A number of the service's own, read when /metrics is scraped (e.g. how much mail it gave up on). */
export interface ServiceGauge {
  name: string;
  help: string;
  read: () => Promise<number>;
  /** 'counter' for a running total that only grows (orders placed): exposed with the counter type, so
   * rate() and increase() read it right, and kept at its last value when a read fails (a counter that
   * turned NaN would break every rate over it). */
  type?: 'gauge' | 'counter';
}

/** One registry per service app, so several services can share a process (the single-process store)
 * without their metrics colliding. */
export function createMetrics(
  service: string,
  gauges: readonly ServiceGauge[] = [],
  bus?: { consumers?(): Array<{ consumer: string; consuming: boolean }>; readonly measured?: EventMetrics },
) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  // The outbox, relay and consumers of the service (startService measures its bus: event-metrics.ts).
  for (const metric of bus?.measured?.metrics ?? []) registry.registerMetric(metric);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Requests answered with a 5xx status',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  for (const g of gauges) {
    if (g.type === 'counter') {
      let last = 0;
      new Counter({
        name: g.name,
        help: g.help,
        registers: [registry],
        async collect() {
          last = await g.read().catch(() => last);
          this.reset();
          this.inc(last);
        },
      });
      continue;
    }
    new Gauge({
      name: g.name,
      help: g.help,
      registers: [registry],
      async collect() {
        // A failed read (database away) shows as NaN (unknown) rather than failing the whole scrape.
        this.set(await g.read().catch(() => NaN));
      },
    });
  }
  if (bus?.consumers) {
    const consumers = bus.consumers.bind(bus);
    new Gauge({
      name: 'events_consumer_consuming',
      help: 'Whether each event consumer of this process is taking events (1) or has lost its channel (0)',
      labelNames: ['consumer'],
      registers: [registry],
      collect() {
        this.reset();
        for (const c of consumers()) this.set({ consumer: c.consumer }, c.consuming ? 1 : 0);
      },
    });
  }
  const middleware: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.on('finish', () => {
      // The matched route pattern, not the raw path, keeps label cardinality bounded.
      // A proxy (the gateway) names the route it matched in res.locals.metricsRoute.
      const named = typeof res.locals.metricsRoute === 'string' ? res.locals.metricsRoute : undefined;
      const route = named ?? (req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched');
      end({ method: req.method, route, status: String(res.statusCode) });
      if (res.statusCode >= 500) errors.inc({ method: req.method, route });
    });
    next();
  };
  return { registry, middleware };
}
