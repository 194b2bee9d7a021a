// The store on Kubernetes, as typed objects (kubernetes-models: each is checked against the Kubernetes
// API's own schema before it is written), made from the topology (deploy/topology.ts). PostgreSQL and
// RabbitMQ are outside: connection strings.
//
// Every part is a Deployment of non-root, read-only containers (workloads.ts) with a Service and a
// PodDisruptionBudget; the gateway and the busy services scale on CPU. Nothing reaches a pod but what
// the topology says calls it.
import { createHash } from 'node:crypto';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyIngressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyIngressRule';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { passwordVariable } from '@storefront/data';
import { SERVICE_ROLES, storeDatabaseSetupSql } from '../database-setup';
import { ADMIN_PORT, FRONTENDS, GATEWAY, callersOf } from '../topology';
import {
  NODE_USER,
  PART_OF,
  type Render,
  containerSecurity,
  databaseEnv,
  fromSecret,
  image,
  labelsOf,
  meta,
  resources,
  secretValue,
  securityContext,
  selectorOf,
} from './context';
import type { RenderConfig } from './settings';
import { type Built, deployedServices, frontendWorkload, gatewayWorkload, serviceWorkload, sharedVolume } from './workloads';

export { PART_OF } from './context';
export { PRESTOP_SECONDS, SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS, TERMINATION_GRACE_SECONDS } from './workloads';

/** The Secrets: one per holder, so each pod reads only its own. */
function secretsOf(r: Render): Secret[] {
  const secrets: Secret[] = [];
  const secret = (name: string, stringData: Record<string, string>) =>
    secrets.push(new Secret({ metadata: meta(r, name, 'secret'), type: 'Opaque', stringData }));
  const optional = (names: string[]) =>
    Object.fromEntries(names.flatMap((n) => (r.config.secrets[n] === undefined ? [] : [[n, r.config.secrets[n]!]])));
  secret('session-private-key', { 'session-private.pem': secretValue(r, 'SESSION_PRIVATE_KEY') });
  secret('session-public-key', { 'session-public.pem': secretValue(r, 'SESSION_PUBLIC_KEY') });
  secret('amqp', { AMQP_URL: secretValue(r, 'AMQP_URL') });
  secret('database-admin', { DATABASE_ADMIN_URL: secretValue(r, 'DATABASE_ADMIN_URL') });
  for (const { name } of SERVICE_ROLES) secret(`database-${name}`, { DATABASE_PASSWORD: secretValue(r, passwordVariable(name)) });
  if (r.config.paymentSandbox)
    secret('payments', { STRIPE_WEBHOOK_SECRET: r.config.secrets.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox_kubernetes' });
  else
    secret('payments', {
      STRIPE_SECRET_KEY: secretValue(r, 'STRIPE_SECRET_KEY'),
      STRIPE_WEBHOOK_SECRET: secretValue(r, 'STRIPE_WEBHOOK_SECRET'),
    });
  secret('users', optional(['ADMIN_PASSWORD']));
  secret('support', optional(['SMTP_URL']));
  secret('gateway', optional(['OPERATOR_TOKEN']));
  secret('catalog-images', optional(['IMAGES_S3_ACCESS_KEY_ID', 'IMAGES_S3_SECRET_ACCESS_KEY']));
  return secrets;
}

/** The database setup: roles, then every service's migrations, before the new version rolls out. Its
 * Job is named after the tag and the SQL, so a new one runs for each change. */
function databaseSetupOf(r: Render): { config: ConfigMap; job: Job; jobName: string } {
  const sql = storeDatabaseSetupSql();
  const config = new ConfigMap({ metadata: meta(r, 'database-setup', 'database-setup'), data: { 'database-setup.sql': sql } });
  const tag = r.config.tag
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 30);
  const jobName = `database-setup-${tag}-${createHash('sha256').update(sql).digest('hex').slice(0, 8)}`.replace(/-+/g, '-');
  // First the roles and schemas, as the administrator (psql); then each service migrates as itself.
  const roles = {
    name: 'roles',
    image: r.config.psqlImage,
    command: ['psql', '$(DATABASE_ADMIN_URL)', '-X', '-f', '/setup/database-setup.sql'],
    env: [
      fromSecret('DATABASE_ADMIN_URL', 'database-admin'),
      ...SERVICE_ROLES.map((role) => fromSecret(passwordVariable(role.name), `database-${role.name}`, 'DATABASE_PASSWORD')),
      { name: 'HOME', value: '/tmp' },
    ],
    volumeMounts: [
      { name: 'setup', mountPath: '/setup', readOnly: true },
      { name: 'tmp', mountPath: '/tmp' },
    ],
    securityContext: containerSecurity,
    resources: resources(['20m', '200m'], ['32Mi', '128Mi']),
  };
  const migrate = SERVICE_ROLES.map(({ name }) => ({
    name: `migrate-${name}`,
    image: image(r, name),
    env: [
      { name: 'MIGRATE_ONLY', value: 'true' },
      { name: 'LOG_LEVEL', value: 'info' },
      { name: 'DATA_DIR', value: '/tmp' },
      ...databaseEnv(r, name),
    ],
    volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
    securityContext: containerSecurity,
    resources: resources(['50m', '500m'], ['128Mi', '384Mi']),
  }));
  const job = new Job({
    metadata: meta(r, jobName, 'database-setup'),
    spec: {
      backoffLimit: 4,
      activeDeadlineSeconds: 900,
      ttlSecondsAfterFinished: 7 * 24 * 3600,
      template: {
        metadata: { labels: labelsOf(r, 'database-setup', 'database-setup') },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          securityContext: securityContext(NODE_USER),
          initContainers: [roles],
          containers: migrate,
          volumes: [
            { name: 'setup', configMap: { name: 'database-setup' } },
            { name: 'tmp', emptyDir: {} },
          ],
        },
      },
    },
  });
  return { config, job, jobName };
}

const nameOf = (b: Built) => b.deployment.metadata!.name!;
const componentOf = (b: Built) => b.deployment.metadata!.labels!['app.kubernetes.io/component']!;

/** A Service for each Deployment, and the gateway's operators' port on one of its own. */
function servicesOf(r: Render, built: Built[]): Service[] {
  const service = (name: string, component: string, selected: string, ports: Built['ports']) =>
    new Service({
      metadata: meta(r, name, component),
      spec: {
        type: 'ClusterIP',
        selector: selectorOf(selected),
        ports: ports.map((p) => ({ name: p.name, port: p.port, targetPort: p.name, protocol: 'TCP' })),
      },
    });
  return [
    ...built.map((b) => service(nameOf(b), componentOf(b), nameOf(b), b.ports)),
    service('gateway-admin', 'gateway', GATEWAY.name, [{ name: 'admin', port: ADMIN_PORT }]),
  ];
}

/** One pod at a time may be evicted (a node drained): never all of a part, and a drain never waits forever. */
const budgetsOf = (r: Render, built: Built[]) =>
  built.map(
    (b) =>
      new PodDisruptionBudget({
        metadata: meta(r, nameOf(b), componentOf(b)),
        spec: { maxUnavailable: 1, selector: { matchLabels: selectorOf(nameOf(b)) } },
      }),
  );

/** An autoscaler for each Deployment that leaves its count to one: up at once, down slowly, so a burst
 * that comes back finds its pods. */
const autoscalersOf = (r: Render, built: Built[]) =>
  built
    .filter((b) => b.deployment.spec!.replicas === undefined)
    .map(
      (b) =>
        new HorizontalPodAutoscaler({
          metadata: meta(r, nameOf(b), componentOf(b)),
          spec: {
            scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: nameOf(b) },
            minReplicas: r.config.replicas,
            maxReplicas: r.config.maxReplicas,
            metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
            behavior: { scaleDown: { stabilizationWindowSeconds: 300, policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }] } },
          },
        }),
    );

function ingressOf(r: Render): Ingress {
  const { publicUrl, ingressClass, tlsSecret } = r.config;
  return new Ingress({
    metadata: meta(r, 'storefront', 'gateway'),
    spec: {
      ...(ingressClass ? { ingressClassName: ingressClass } : {}),
      ...(publicUrl.protocol === 'https:' ? { tls: [{ hosts: [publicUrl.hostname], secretName: tlsSecret }] } : {}),
      rules: [
        {
          host: publicUrl.hostname,
          http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: GATEWAY.name, port: { name: 'http' } } } }] },
        },
      ],
    },
  });
}

/** Nothing reaches a pod unless a policy lets it: shoppers the gateway, the gateway and each service's
 * callers (the topology) a service, the gateway the front ends, and the monitoring namespace /metrics. */
function policiesOf(r: Render): NetworkPolicy[] {
  const policy = (name: string, ingress: INetworkPolicyIngressRule[]) =>
    new NetworkPolicy({
      metadata: meta(r, name, 'network-policy'),
      spec: { podSelector: { matchLabels: selectorOf(name) }, policyTypes: ['Ingress'], ingress },
    });
  const fromPods = (...names: string[]) => names.map((n) => ({ podSelector: { matchLabels: selectorOf(n) } }));
  const fromMonitoring = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': r.config.monitoringNamespace } } };
  return [
    new NetworkPolicy({ metadata: meta(r, 'default-deny-ingress', 'network-policy'), spec: { podSelector: {}, policyTypes: ['Ingress'] } }),
    policy(GATEWAY.name, [
      // Shoppers, through the ingress controller wherever it runs.
      { ports: [{ port: 'http', protocol: 'TCP' }] },
      { from: [fromMonitoring], ports: [{ port: 'admin', protocol: 'TCP' }] },
    ]),
    ...deployedServices(r).map((s) =>
      policy(s.name, [
        { from: fromPods(GATEWAY.name, ...callersOf(s.name)), ports: [{ port: 'http', protocol: 'TCP' }] },
        { from: [fromMonitoring], ports: [{ port: 'http', protocol: 'TCP' }] },
      ]),
    ),
    ...FRONTENDS.map((f) => policy(f.name, [{ from: fromPods(GATEWAY.name), ports: [{ port: 'http', protocol: 'TCP' }] }])),
  ];
}

/** The namespace, where every pod runs as the restricted Pod Security Standard asks. */
const namespaceOf = (r: Render) =>
  new Namespace({
    metadata: {
      name: r.config.namespace,
      labels: {
        'app.kubernetes.io/part-of': PART_OF,
        'pod-security.kubernetes.io/enforce': 'restricted',
        'pod-security.kubernetes.io/enforce-version': 'latest',
      },
    },
  });

export function renderManifests(config: RenderConfig) {
  const r: Render = { config, placeholders: [] };
  const secrets = secretsOf(r);
  const setup = databaseSetupOf(r);
  const services = deployedServices(r).map((s) => serviceWorkload(r, s));
  const built = [...services.map((s) => s.built), gatewayWorkload(r), ...FRONTENDS.map((f) => frontendWorkload(r, f))];
  const claims = [...services.flatMap((s) => s.claims), sharedVolume(r, 'remote-deployments', 'gateway', '1Gi')];
  return {
    /** What must exist before the store rolls out: the namespace, the secrets, the database setup Job. */
    setup: [namespaceOf(r), ...(config.renderSecrets ? secrets : []), setup.config, setup.job],
    /** The store itself. */
    store: [
      ...claims,
      ...built.map((b) => b.deployment),
      ...servicesOf(r, built),
      ...budgetsOf(r, built),
      ...autoscalersOf(r, built),
      ingressOf(r),
      ...policiesOf(r),
    ],
    /** Secrets rendered with the placeholder, to be replaced. */
    placeholders: config.renderSecrets ? r.placeholders : [],
    jobName: setup.jobName,
  };
}
