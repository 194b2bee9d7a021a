// The Grafana dashboard and the Prometheus alert rules that ship in deploy/monitoring: each query is
// PromQL that parses (Prometheus's own grammar), and every metric and label it names is one the store
// really exposes, read from a real scrape of the gateway and of every service (on PostgreSQL and
// RabbitMQ). A renamed metric, a typo in a label or a rate() over a gauge fails here, not on the night
// the alert should have fired.
import fs from 'node:fs';
import path from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CatalogueChanges, createGateway } from '@storefront/gateway';
import { loadRouteTable } from '@storefront/routes';
import { createLogger } from '@storefront/service-kit';
import { SERVICES } from '@storefront/standalone';
import { type StartedTestService, type TestDeployment, readMetrics, startTestDeployment } from '@storefront/testing';

const ROOT = path.resolve(__dirname, '..');
const MONITORING = path.join(ROOT, 'deploy', 'monitoring');

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; description: string; runbook: string };
}
interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { type: string; uid: string };
  targets?: Array<{ expr: string; refId: string; datasource?: { uid: string } }>;
}

const rules = (
  parseYaml(fs.readFileSync(path.join(MONITORING, 'alerts.yml'), 'utf8')) as { groups: Array<{ name: string; rules: Rule[] }> }
).groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(fs.readFileSync(path.join(MONITORING, 'grafana-dashboard.json'), 'utf8')) as {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: Array<{ name: string; type: string }> };
};
const queries = [
  ...rules.map((r) => ({ where: `alert ${r.alert}`, expr: r.expr })),
  ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ where: `panel "${p.title}"`, expr: t.expr }))),
];

/** What a PromQL expression reads: each series selector's metric, the labels it matches and groups by,
 * and the functions it applies to it. Syntax errors are listed rather than thrown. */
function readQuery(expr: string) {
  const tree = parser.parse(expr);
  const text = (n: { from: number; to: number }) => expr.slice(n.from, n.to);
  const errors: string[] = [];
  const selectors: Array<{ metric: string; matched: string[]; grouping: string[]; functions: string[] }> = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError) errors.push(`syntax error at ${node.from}: …${expr.slice(Math.max(0, node.from - 20), node.from + 20)}…`);
      if (node.name !== 'VectorSelector') return;
      const metric = node.node.getChild('Identifier');
      const matched = node.node.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? [];
      const selector = {
        metric: metric ? text(metric) : '',
        matched: matched.map((m) => text(m.getChild('LabelName')!)),
        grouping: [] as string[],
        functions: [] as string[],
      };
      // Outwards: the functions applied to it and the labels the aggregations around it group by.
      for (let up = node.node.parent; up; up = up.parent) {
        if (up.name === 'FunctionCall') selector.functions.push(text(up.getChild('FunctionIdentifier')!));
        if (up.name === 'AggregateExpr') {
          const by = up.getChild('AggregateModifier');
          if (by?.getChild('By')) selector.grouping.push(...(by.getChild('GroupingLabels')?.getChildren('LabelName') ?? []).map(text));
        }
      }
      selectors.push(selector);
    },
  });
  return { errors, selectors };
}

/** Series Prometheus makes itself, and labels it adds to every scraped one. */
const FROM_PROMETHEUS = new Set(['up']);
const SCRAPE_LABELS = new Set(['job', 'instance']);

describe('the monitoring that ships in deploy/monitoring', () => {
  let deployment: TestDeployment;
  const services: Record<string, StartedTestService> = {};
  /** Every metric family exposed, with its type and the labels its samples carry. */
  const families = new Map<string, { type: string; labels: Set<string>; sampled: boolean }>();

  beforeAll(async () => {
    deployment = await startTestDeployment({ label: 'PostgreSQL and RabbitMQ', database: 'postgres', bus: 'rabbitmq' }, 'monitoring');
    const catalog = await deployment.start(
      SERVICES.find((s) => s.name === 'catalog')!,
      { listen: true },
    );
    services.catalog = catalog;
    const orders = await deployment.start(
      SERVICES.find((s) => s.name === 'orders')!,
      {
        listen: true,
        env: { CATALOG_URL: catalog.url, PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9', STRIPE_WEBHOOK_SECRET: 'whsec_monitoring' },
      },
    );
    services.orders = orders;
    for (const def of SERVICES.filter((s) => !(s.name in services))) {
      services[def.name] = await deployment.start(def, {
        listen: true,
        signsTokens: def.signsSessions,
        env: { CATALOG_URL: catalog.url, ORDERS_URL: orders.url },
      });
    }
    // As deployed, the gateway hears the catalogue's changes (on the catalog's own bus here).
    const changes = new CatalogueChanges();
    await changes.hearOn(services.catalog!.bus);
    const { app, admin } = createGateway({
      log: createLogger('gateway', 'silent'),
      changes,
      config: {
        services: Object.fromEntries(Object.entries(services).map(([name, s]) => [name, s.url])),
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
      },
    });
    // Traffic, so the request histograms have series (and their labels) to show.
    await request(app).get('/api/products?limit=1');
    await request(app).get('/api/no-such-thing');
    const scrapes = [(await request(admin).get('/metrics').expect(200)).text];
    for (const svc of Object.values(services)) {
      await request(svc.app).get('/api/no-such-thing');
      scrapes.push((await request(svc.app).get('/metrics').expect(200)).text);
    }
    for (const text of scrapes) {
      for (const m of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
        if (!families.has(m[1]!)) families.set(m[1]!, { type: m[2]!, labels: new Set(), sampled: false });
      }
      for (const sample of readMetrics(text)) {
        const family = familyOf(sample.name);
        if (!family) continue;
        family.sampled = true;
        for (const label of Object.keys(sample.labels)) family.labels.add(label);
      }
    }
  }, 120_000);
  afterAll(async () => deployment?.close());

  /** The family a series name belongs to: itself, or the histogram (or summary) its suffix is part of. */
  function familyOf(series: string) {
    const own = families.get(series);
    if (own) return own;
    const base = series.replace(/_(bucket|sum|count)$/, '');
    const family = families.get(base);
    return family &&
      (family.type === 'histogram' || family.type === 'summary') &&
      (series !== `${base}_bucket` || family.type === 'histogram')
      ? family
      : undefined;
  }

  it('was scraped from the gateway and every service, with the metrics the store promises', () => {
    expect(Object.keys(services).sort()).toEqual(SERVICES.map((s) => s.name).sort());
    for (const name of [
      'http_request_duration_seconds',
      'http_server_errors_total',
      'service_ready',
      'events_outbox_pending',
      'events_outbox_oldest_age_seconds',
      'events_consumer_consuming',
      'events_consumer_processing_seconds',
      'events_consumer_lag_seconds',
      'events_consumer_deliveries_total',
      'events_consumer_queue_messages',
      'events_dead_letters',
      'events_published_total',
      'orders_placed_total',
      'orders_paid_total',
      'orders_payment_failures_total',
      'gateway_kept_answers_served_total',
      'gateway_kept_answers',
      'gateway_catalogue_changes_heard',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
  });

  it('parses every query of the rules and the dashboard as PromQL', () => {
    expect(queries.length).toBeGreaterThan(20);
    const broken = queries.flatMap((q) => readQuery(q.expr).errors.map((e) => `${q.where}: ${e}`));
    expect(broken).toEqual([]);
    // And the parser does find what is wrong.
    expect(readQuery('sum by (service) (rate(http_server_errors_total[5m])').errors).not.toEqual([]);
  });

  it('names only metrics and labels that a scrape shows, and takes rates of counters and quantiles of histograms only', () => {
    const problems: string[] = [];
    for (const q of queries) {
      for (const s of readQuery(q.expr).selectors) {
        if (FROM_PROMETHEUS.has(s.metric)) continue;
        const family = familyOf(s.metric);
        if (!family) {
          problems.push(`${q.where}: no metric ${s.metric} in any /metrics`);
          continue;
        }
        if (s.functions.some((f) => f === 'rate' || f === 'increase') && family.type !== 'counter' && family.type !== 'histogram')
          problems.push(`${q.where}: rate or increase of ${s.metric}, a ${family.type}`);
        if (s.functions.includes('histogram_quantile') && !(family.type === 'histogram' && s.metric.endsWith('_bucket')))
          problems.push(`${q.where}: histogram_quantile over ${s.metric}, not a histogram's buckets`);
        if (!family.sampled) continue; // no series yet to read its labels from (nothing published, say)
        for (const label of [...s.matched, ...s.grouping]) {
          if (label === 'le' && s.metric.endsWith('_bucket')) continue;
          if (!family.labels.has(label) && !SCRAPE_LABELS.has(label)) problems.push(`${q.where}: ${s.metric} has no label ${label}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has alert rules for the signals that matter, each held for a while and saying what to do', () => {
    const metricsOf = (alert: string) => readQuery(rules.find((r) => r.alert === alert)!.expr).selectors.map((s) => s.metric);
    expect(metricsOf('HighServerErrorRate')).toContain('http_server_errors_total');
    expect(metricsOf('SlowRoute')).toContain('http_request_duration_seconds_bucket');
    expect(metricsOf('OutboxEventsWaiting')).toEqual(['events_outbox_oldest_age_seconds']);
    expect(metricsOf('DeadLetters')).toEqual(['events_dead_letters']);
    expect(metricsOf('ServiceNotReady')).toEqual(['service_ready']);
    expect(metricsOf('TargetDown')).toEqual(['up']);
    expect(metricsOf('ConsumerNotConsuming')).toEqual(['events_consumer_consuming']);
    expect(new Set(rules.map((r) => r.alert)).size).toBe(rules.length);
    for (const r of rules) {
      expect(r.for, r.alert).toMatch(/^\d+[smh]$/);
      const seconds = Number(r.for.slice(0, -1)) * { s: 1, m: 60, h: 3600 }[r.for.at(-1) as 's' | 'm' | 'h'];
      expect(seconds, `${r.alert} waits a minute at least, so one bad scrape pages nobody`).toBeGreaterThanOrEqual(60);
      expect(['page', 'ticket'], r.alert).toContain(r.labels.severity);
      for (const what of ['summary', 'description', 'runbook'] as const)
        expect(r.annotations[what]?.length, `${r.alert} ${what}`).toBeGreaterThan(20);
    }
  });

  it('has a dashboard Grafana can import: its own data source variable, unique panel ids, panels that do not overlap', () => {
    expect(dashboard.uid).toBe('maple-market');
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: 'datasource', type: 'datasource' }));
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    const cells = new Set<string>();
    for (const p of dashboard.panels) {
      expect(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24);
      for (let x = p.gridPos.x; x < p.gridPos.x + p.gridPos.w; x++)
        for (let y = p.gridPos.y; y < p.gridPos.y + p.gridPos.h; y++) {
          expect(cells.has(`${x},${y}`), `${p.title} overlaps another panel`).toBe(false);
          cells.add(`${x},${y}`);
        }
      if (p.type === 'row') continue;
      expect(p.datasource?.uid, p.title).toBe('${datasource}');
      expect(p.targets?.length, p.title).toBeGreaterThan(0);
    }
    const shown = new Set(
      queries.filter((q) => q.where.startsWith('panel')).flatMap((q) => readQuery(q.expr).selectors.map((s) => s.metric)),
    );
    for (const name of [
      'http_server_errors_total',
      'http_request_duration_seconds_bucket',
      'events_outbox_pending',
      'events_outbox_oldest_age_seconds',
      'events_consumer_lag_seconds_bucket',
      'events_consumer_processing_seconds_bucket',
      'events_dead_letters',
      'orders_placed_total',
      'orders_paid_total',
      'orders_payment_failures_total',
      'service_ready',
      'up',
    ])
      expect(shown.has(name), name).toBe(true);
  });

  it('has a Prometheus configuration that loads these rules and scrapes the gateway on its operators’ port', () => {
    const config = parseYaml(fs.readFileSync(path.join(MONITORING, 'prometheus.yml'), 'utf8')) as {
      rule_files: string[];
      scrape_configs: Array<{ job_name: string; dns_sd_configs?: Array<{ names: string[]; port: number }> }>;
    };
    for (const file of config.rule_files) expect(fs.existsSync(path.join(MONITORING, file)), file).toBe(true);
    const compose = config.scrape_configs.find((c) => c.dns_sd_configs)!;
    expect(compose.dns_sd_configs!.find((d) => d.names.includes('gateway'))!.port).toBe(9090);
    expect(compose.dns_sd_configs!.flatMap((d) => d.names).sort()).toEqual(['gateway', ...SERVICES.map((s) => s.name)].sort());
  });
});
