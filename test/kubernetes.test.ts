// The Kubernetes manifests (deploy/kubernetes): rendered, read back from their YAML and checked against
// the Kubernetes API's schema (kubernetes-models), offline; then what an operator counts on, object by
// object; and each process's environment as rendered is read by that process's own settings schema.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { REMOTES } from '@storefront/contracts';
import { passwordVariable } from '@storefront/data';
import { readGatewayConfig } from '@storefront/gateway';
import { SandboxSettings } from '@storefront/payment-sandbox';
import { MigrationSettings, type Environment, generateAuthKeys, readSettings, requiredAuthKeys } from '@storefront/service-kit';
import { SERVICES } from '@storefront/standalone';
import { storeDatabaseSetupSql } from '../deploy/database-setup';
import { PLACEHOLDER } from '../deploy/kubernetes/settings';
import { renderYaml } from '../deploy/kubernetes/render';
import { SERVICES as TOPOLOGY, type ServiceName } from '../deploy/topology';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');

const MODELS = {
  Deployment,
  HorizontalPodAutoscaler,
  Job,
  Ingress,
  NetworkPolicy,
  PodDisruptionBudget,
  ConfigMap,
  Namespace,
  PersistentVolumeClaim,
  Secret,
  Service,
};
type Kind = keyof typeof MODELS;
type Doc = { kind: Kind; metadata: { name: string; namespace?: string; labels?: Record<string, string> } } & Record<string, unknown>;

/** The YAML read back, each document as the model of its kind, validated against the API's schema. */
function objectsOf(yaml: string) {
  return parseAllDocuments(yaml).map((doc) => {
    const data = doc.toJSON() as Doc;
    const Model = MODELS[data.kind] as unknown as new (data: unknown) => { validate(): void };
    expect(Model, `a model for ${data.kind}`).toBeDefined();
    new Model(data).validate();
    return data;
  });
}

const keys = generateAuthKeys();
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-k8s-keys-'));
fs.writeFileSync(path.join(keyDir, 'private.pem'), keys.privateKey);
fs.writeFileSync(path.join(keyDir, 'public.pem'), keys.publicKey);

/** The render's environment with every secret given, as an operator with a vault renders. */
const GIVEN: Environment = {
  K8S_NAMESPACE: 'shop',
  IMAGE_REGISTRY: 'registry.example.ca/maple-market/',
  IMAGE_TAG: '1.4.0',
  PUBLIC_URL: 'https://shop.example.ca',
  DATABASE_HOST: 'db.internal',
  DATABASE_OPTIONS: 'sslmode=require',
  DATABASE_ADMIN_URL: 'postgres://admin:admin-secret@db.internal:5432/storefront',
  AMQP_URL: 'amqps://shop:broker-secret@mq.internal:5671',
  SESSION_PRIVATE_KEY_FILE: path.join(keyDir, 'private.pem'),
  SESSION_PUBLIC_KEY_FILE: path.join(keyDir, 'public.pem'),
  STRIPE_SECRET_KEY: 'sk_live_test_value',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_value',
  ...Object.fromEntries(SERVICES.map((s) => [passwordVariable(s.name), `${s.name}-0123456789abcdef`])),
};

const rendered = renderYaml(GIVEN);
const objects = objectsOf(rendered.yaml);
const all = <K extends Kind>(kind: K) => objects.filter((o) => o.kind === kind) as unknown as Array<InstanceType<(typeof MODELS)[K]>>;
const named = <K extends Kind>(kind: K, name: string) => {
  const found = all(kind).find((o) => o.metadata?.name === name);
  expect(found, `${kind} ${name}`).toBeDefined();
  return found!;
};
const deployments = all('Deployment');
const containerOf = (name: string) => named('Deployment', name).spec!.template.spec!.containers[0]!;
const secretValue = (secret: string, key: string) => named('Secret', secret).stringData?.[key];

/** What a container's process sees: values, $(VAR)s expanded, Secrets' keys; its secret volumes' files
 * written to a folder of this machine, the paths in the environment changed to match. */
function environmentOf(spec: IPodSpec, container: IContainer): Record<string, string> {
  const env: Record<string, string> = {};
  for (const v of container.env ?? []) {
    if (v.value !== undefined) env[v.name] = v.value.replace(/\$\(([A-Z0-9_]+)\)/g, (_, name: string) => env[name] ?? `$(${name})`);
    const ref = v.valueFrom?.secretKeyRef;
    if (ref) {
      const value = secretValue(ref.name!, ref.key);
      if (value !== undefined) env[v.name] = value;
      else expect(ref.optional, `${container.name}: ${v.name} from a key its Secret lacks`).toBe(true);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-k8s-mounts-'));
  for (const mount of container.volumeMounts ?? []) {
    const volume = spec.volumes?.find((v) => v.name === mount.name);
    expect(volume, `${container.name}: volume ${mount.name}`).toBeDefined();
    if (!volume?.secret) continue;
    const local = path.join(dir, mount.name);
    fs.mkdirSync(local);
    for (const [key, value] of Object.entries(named('Secret', volume.secret.secretName!).stringData ?? {}))
      fs.writeFileSync(path.join(local, key), value);
    for (const [name, value] of Object.entries(env))
      if (value.startsWith(`${mount.mountPath}/`)) env[name] = path.join(local, value.slice(mount.mountPath.length + 1));
  }
  return env;
}

describe('the Kubernetes manifests', () => {
  it('render, and every object read back from the YAML passes the Kubernetes API schema', () => {
    expect(objects.length).toBeGreaterThan(60);
    for (const o of objects) if (o.kind !== 'Namespace') expect(o.metadata.namespace, `${o.kind} ${o.metadata.name}`).toBe('shop');
    // A broken object is refused by the same check.
    const broken = structuredClone(deployments[0]!) as {
      spec: { template: { spec: { containers: Array<{ ports: Array<{ containerPort: unknown }> }> } } };
    };
    broken.spec.template.spec.containers[0]!.ports[0]!.containerPort = 'http';
    expect(() => new Deployment(broken as never).validate()).toThrow(/containerPort must be integer/);
  });

  it('run every service, the gateway, the shell and every remote, each from its own image and tag', () => {
    const expected = [...SERVICES.map((s) => s.name), 'gateway', 'shell', ...Object.values(REMOTES).map((r) => r.workspace)];
    expect(deployments.map((d) => d.metadata!.name).sort()).toEqual(expected.sort());
    for (const d of deployments)
      expect(containerOf(d.metadata!.name!).image).toBe(`registry.example.ca/maple-market/${d.metadata!.name}:1.4.0`);
    // The payment sandbox only in a test store.
    const sandbox = objectsOf(renderYaml({ ...GIVEN, PAYMENT_SANDBOX: 'true' }).yaml);
    expect(sandbox.some((o) => o.kind === 'Deployment' && o.metadata.name === 'payment-sandbox')).toBe(true);
  });

  it('probe readiness on /readyz and liveness on /healthz, and give each container requests and limits', () => {
    for (const d of deployments) {
      const name = d.metadata!.name!;
      const c = containerOf(name);
      expect(c.readinessProbe?.httpGet?.path, name).toBe('/readyz');
      expect(c.livenessProbe?.httpGet?.path, name).toBe('/healthz');
      for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe]) {
        if (probe)
          expect(
            c.ports?.map((p) => p.name),
            name,
          ).toContain(probe.httpGet?.port);
      }
      for (const kind of ['requests', 'limits'] as const) {
        expect(Object.keys(c.resources?.[kind] ?? {}).sort(), `${name} ${kind}`).toEqual(['cpu', 'memory']);
      }
      if (d.metadata!.labels!['app.kubernetes.io/component'] === 'service') expect(c.startupProbe?.httpGet?.path, name).toBe('/healthz');
    }
  });

  it('run as a non-root user on a read-only root, with no privileges to gain', () => {
    for (const d of deployments) {
      const pod = d.spec!.template.spec!;
      const c = pod.containers[0]!;
      expect(pod.securityContext?.runAsNonRoot, d.metadata!.name).toBe(true);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(c.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
    }
    expect(named('Namespace', 'shop').metadata!.labels!['pod-security.kubernetes.io/enforce']).toBe('restricted');
  });

  it('drain a stopping pod: preStop sleeps while it leaves its Services, and the grace period outlasts the sleep, the drain and the shutdown', () => {
    for (const d of deployments) {
      const name = d.metadata!.name!;
      const pod = d.spec!.template.spec!;
      const c = pod.containers[0]!;
      const sleep = c.lifecycle?.preStop?.sleep?.seconds;
      expect(sleep, name).toBeGreaterThanOrEqual(3);
      const env = Object.fromEntries((c.env ?? []).map((v) => [v.name, v.value]));
      const node = !c.image!.includes('/shell:') && !c.image!.includes('/mf-');
      const drain = node ? Number(env.SHUTDOWN_DRAIN_MS) : 0;
      const timeout = node ? Number(env.SHUTDOWN_TIMEOUT_MS) : 0;
      if (node) expect(drain, name).toBeGreaterThanOrEqual(1000);
      expect(pod.terminationGracePeriodSeconds! * 1000, name).toBeGreaterThan(sleep! * 1000 + drain + timeout);
      // A rollout starts a new pod before it stops an old one.
      expect(d.spec!.strategy?.rollingUpdate?.maxUnavailable, name).toBe(0);
    }
  });

  it('give every part a Service that reaches its pods, and a PodDisruptionBudget', () => {
    for (const d of deployments) {
      const name = d.metadata!.name!;
      const labels = d.spec!.template.metadata!.labels!;
      const service = named('Service', name);
      for (const [k, v] of Object.entries(service.spec!.selector!)) expect(labels[k], `${name}: ${k}`).toBe(v);
      for (const port of service.spec!.ports!) expect(containerOf(name).ports!.map((p) => p.name)).toContain(port.targetPort);
      const budget = named('PodDisruptionBudget', name);
      expect(budget.spec!.maxUnavailable).toBe(1);
      for (const [k, v] of Object.entries(budget.spec!.selector!.matchLabels!)) expect(labels[k], `${name}: ${k}`).toBe(v);
      expect(d.spec!.selector.matchLabels).toEqual(service.spec!.selector);
    }
  });

  it('scale the gateway and the busy services on CPU, leaving their replica count to the autoscaler', () => {
    const scaled = all('HorizontalPodAutoscaler');
    expect(scaled.map((h) => h.spec!.scaleTargetRef.name).sort()).toEqual(['cart', 'catalog', 'gateway', 'orders']);
    for (const h of scaled) {
      expect(named('Deployment', h.spec!.scaleTargetRef.name).spec!.replicas).toBeUndefined();
      expect(h.spec).toMatchObject({ minReplicas: 2, maxReplicas: 10 });
      expect(h.spec!.metrics![0]!.resource!.name).toBe('cpu');
    }
    for (const d of deployments)
      if (!scaled.some((h) => h.spec!.scaleTargetRef.name === d.metadata!.name)) expect(d.spec!.replicas).toBe(2);
  });

  it("never publish the gateway's operators' port: the public Service and the Ingress carry 8080 alone", () => {
    const gateway = containerOf('gateway');
    const portOf = (name: string) => gateway.ports!.find((p) => p.name === name)!.containerPort;
    expect(portOf('admin')).toBe(9090);
    expect(named('Service', 'gateway').spec!.ports!.map((p) => portOf(String(p.targetPort)))).toEqual([8080]);
    const rules = named('Ingress', 'storefront').spec!.rules!;
    expect(rules[0]!.host).toBe('shop.example.ca');
    const backends = rules.flatMap((r) => r.http!.paths.map((p) => p.backend.service!));
    expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
    expect(named('Ingress', 'storefront').spec!.tls).toEqual([{ hosts: ['shop.example.ca'], secretName: 'storefront-tls' }]);
    // 9090 has its own ClusterIP Service, which only the monitoring namespace may reach.
    expect(named('Service', 'gateway-admin').spec).toMatchObject({ type: 'ClusterIP', ports: [{ port: 9090 }] });
    const policy = named('NetworkPolicy', 'gateway').spec!.ingress!;
    expect(policy.find((r) => r.ports![0]!.port === 'admin')!.from).toEqual([
      { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
    ]);
  });

  it('let nothing reach a pod but what it serves: the gateway the services and frontends, and each service its callers', () => {
    expect(named('NetworkPolicy', 'default-deny-ingress').spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    const callersOf = (name: string) =>
      named('NetworkPolicy', name)
        .spec!.ingress!.flatMap((r) => r.from ?? [])
        .flatMap((f) => (f.podSelector ? [f.podSelector.matchLabels!['app.kubernetes.io/name']] : []));
    expect(callersOf('cart')).toEqual(['gateway']);
    expect(callersOf('catalog').sort()).toEqual(['cart', 'gateway', 'orders', 'recommendations', 'support', 'users']);
    expect(callersOf('mf-cart')).toEqual(['gateway']);
    // Each service the callers the topology says it has, and no other.
    for (const def of SERVICES) {
      expect(callersOf(def.name).sort(), def.name).toEqual(
        ['gateway', ...TOPOLOGY.filter((s) => s.calls.includes(def.name as ServiceName)).map((s) => s.name)].sort(),
      );
    }
  });

  it('give each service its own database role, password and Secret, and PostgreSQL and RabbitMQ by connection string', () => {
    for (const def of SERVICES) {
      const c = containerOf(def.name);
      const env = environmentOf(named('Deployment', def.name).spec!.template.spec!, c);
      const url = new URL(env.DATABASE_URL!);
      expect(url.username, def.name).toBe(def.name);
      expect(url.password).toBe(`${def.name}-0123456789abcdef`);
      expect(`${url.host}${url.pathname}${url.search}`).toBe('db.internal:5432/storefront?sslmode=require');
      expect(env.AMQP_URL).toBe('amqps://shop:broker-secret@mq.internal:5671');
      // Its password only: no other service's Secret is named in its pod.
      const secretsNamed = JSON.stringify(named('Deployment', def.name).spec).match(/"database-[a-z]+"/g) ?? [];
      expect(new Set(secretsNamed), def.name).toEqual(new Set([`"database-${def.name}"`]));
    }
    // The session's private key reaches the users service alone.
    const holders = deployments.filter((d) => JSON.stringify(d.spec).includes('session-private-key')).map((d) => d.metadata!.name);
    expect(holders).toEqual(['users']);
  });

  it('give every process an environment its own settings schema accepts (as it would at start)', () => {
    for (const def of SERVICES) {
      const env = environmentOf(named('Deployment', def.name).spec!.template.spec!, containerOf(def.name));
      const settings = readSettings(def.settings, env);
      expect(() => requiredAuthKeys(settings, { signsSessions: def.signsSessions }), def.name).not.toThrow();
      expect(settings.SHUTDOWN_DRAIN_MS).toBe(5000);
    }
    const { settings, config } = readGatewayConfig(
      environmentOf(named('Deployment', 'gateway').spec!.template.spec!, containerOf('gateway')),
    );
    expect(settings.ADMIN_PORT).toBe(9090);
    expect(config.publicUrl).toBe('https://shop.example.ca');
    expect(config.shellUrl).toBe('http://shell:8080');
    // The remotes are reached through the gateway, each at its own server.
    for (const [name, r] of Object.entries(REMOTES))
      expect(config.remotes[name], name).toMatchObject({ entry: `/remotes/${name}/remoteEntry.js`, origin: `http://${r.workspace}:8080` });
    for (const def of SERVICES) expect(config.services[def.name]).toBe(`http://${def.name}:3000`);
    // Traced when a collector is named: every process's tracing settings take it.
    const traced = objectsOf(renderYaml({ ...GIVEN, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector.monitoring:4318' }).yaml);
    for (const def of SERVICES) {
      const d = new Deployment(traced.find((o) => o.kind === 'Deployment' && o.metadata.name === def.name) as never);
      const env = environmentOf(d.spec!.template.spec!, d.spec!.template.spec!.containers[0]!);
      expect(readSettings(def.settings, env)).toMatchObject({
        OTEL_TRACES_EXPORTER: ['otlp'],
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector.monitoring:4318',
      });
    }
    const sandbox = objectsOf(renderYaml({ ...GIVEN, PAYMENT_SANDBOX: 'true' }).yaml);
    const sandboxDeployment = new Deployment(
      sandbox.find((o) => o.kind === 'Deployment' && o.metadata.name === 'payment-sandbox') as never,
    );
    const sandboxEnv = environmentOf(sandboxDeployment.spec!.template.spec!, sandboxDeployment.spec!.template.spec!.containers[0]!);
    // The Secret of the sandbox's render holds the webhook secret both sides sign with.
    expect(sandboxEnv.SANDBOX_WEBHOOK_URL).toBe('http://orders:3000/api/payments/webhook');
    expect(() => readSettings(SandboxSettings, sandboxEnv)).not.toThrow();
    // The shop's tax registrations reach the two services that make receipts, and no other.
    const registered = objectsOf(renderYaml({ ...GIVEN, GST_HST_NUMBER: '123456789 RT0001', QST_NUMBER: '1234567890 TQ0001' }).yaml);
    for (const def of SERVICES) {
      const d = new Deployment(registered.find((o) => o.kind === 'Deployment' && o.metadata.name === def.name) as never);
      const env = environmentOf(d.spec!.template.spec!, d.spec!.template.spec!.containers[0]!);
      const receipts = def.name === 'orders' || def.name === 'support';
      expect([env.GST_HST_NUMBER, env.QST_NUMBER, env.BC_PST_NUMBER], def.name).toEqual(
        receipts ? ['123456789 RT0001', '1234567890 TQ0001', undefined] : [undefined, undefined, undefined],
      );
      if (receipts) expect(readSettings(def.settings, env)).toMatchObject({ GST_HST_NUMBER: '123456789 RT0001' });
    }
  });

  it("keep what every replica must see alike on ReadWriteMany volumes: the catalogue's pictures (or a bucket) and the remotes' deployments file", () => {
    const volumeAt = (deployment: string, file: string) => {
      const pod = named('Deployment', deployment).spec!.template.spec!;
      const mount = pod.containers[0]!.volumeMounts!.find((m) => file.startsWith(`${m.mountPath}/`));
      expect(mount, `${deployment}: ${file}`).toBeDefined();
      const claim = pod.volumes!.find((v) => v.name === mount!.name)!.persistentVolumeClaim!.claimName;
      expect(named('PersistentVolumeClaim', claim).spec!.accessModes).toEqual(['ReadWriteMany']);
    };
    const env = (deployment: string) => Object.fromEntries(containerOf(deployment).env!.map((v) => [v.name, v.value]));
    volumeAt('gateway', env('gateway').REMOTE_DEPLOYMENTS_FILE!);
    volumeAt('catalog', `${env('catalog').IMAGES_DIR}/a.webp`);
    const withBucket = objectsOf(renderYaml({ ...GIVEN, IMAGES_BUCKET: 'shop-pictures' }).yaml);
    expect(withBucket.filter((o) => o.kind === 'PersistentVolumeClaim').map((o) => o.metadata.name)).toEqual(['remote-deployments']);
  });

  it('set up the database in a Job before the store rolls out: the roles by psql, then each service migrating as itself', () => {
    const job = named('Job', rendered.jobName);
    expect(rendered.jobName).toMatch(/^database-setup-1-4-0-[0-9a-f]{8}$/);
    const pod = job.spec!.template.spec!;
    expect(pod.restartPolicy).toBe('Never');
    expect(named('ConfigMap', 'database-setup').data!['database-setup.sql']).toBe(storeDatabaseSetupSql());
    const roles = pod.initContainers![0]!;
    expect(roles.command!.slice(0, 2)).toEqual(['psql', '$(DATABASE_ADMIN_URL)']);
    const rolesEnv = environmentOf(pod, roles);
    for (const def of SERVICES) expect(rolesEnv[passwordVariable(def.name)], def.name).toBe(`${def.name}-0123456789abcdef`);
    expect(pod.containers.map((c) => c.name).sort()).toEqual(SERVICES.map((s) => `migrate-${s.name}`).sort());
    for (const c of pod.containers) {
      const env = environmentOf(pod, c);
      const service = c.name.replace('migrate-', '');
      expect(readSettings(MigrationSettings, env)).toMatchObject({ MIGRATE_ONLY: true });
      expect(new URL(env.DATABASE_URL!).username).toBe(service);
      expect(c.image).toBe(`registry.example.ca/maple-market/${service}:1.4.0`);
      expect(c.securityContext?.readOnlyRootFilesystem).toBe(true);
    }
  });

  it('hold no secret of their own: unset, each is a placeholder the database setup refuses', () => {
    const bare = objectsOf(renderYaml({}).yaml);
    const values = bare
      .filter((o) => o.kind === 'Secret')
      .flatMap((o) => Object.entries((o as { stringData?: Record<string, string> }).stringData ?? {}));
    expect(values.length).toBeGreaterThan(10);
    for (const [key, value] of values) expect(value, key).toBe(PLACEHOLDER);
    expect(storeDatabaseSetupSql()).toContain(`IN ('', '${PLACEHOLDER}')`);
    // RENDER_SECRETS=false leaves them to the cluster's own way of making them.
    expect(objectsOf(renderYaml({ RENDER_SECRETS: 'false' }).yaml).filter((o) => o.kind === 'Secret')).toEqual([]);
  });

  it('are written by `npm run k8s:render`, which names a malformed setting and refuses it', async () => {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'deploy/kubernetes/render.ts', 'setup'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH },
    });
    const kinds = objectsOf(stdout).map((o) => o.kind);
    expect([kinds[0], ...new Set(kinds.slice(1, -2)), ...kinds.slice(-2)]).toEqual(['Namespace', 'Secret', 'ConfigMap', 'Job']);
    expect(stderr).toContain('Secrets rendered as REPLACE_ME');
    await expect(
      run('node', ['--import', 'tsx', 'deploy/kubernetes/render.ts'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, REPLICAS: 'two', CART_DATABASE_PASSWORD: 'short' },
      }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/REPLICAS must be a whole number.*CART_DATABASE_PASSWORD must be at least 12/),
    });
  });
});
