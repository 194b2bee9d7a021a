// The store on Kubernetes, as typed objects (kubernetes-models: each is checked against the Kubernetes
// API's own schema before it is written). PostgreSQL and RabbitMQ are outside: connection strings.
//
// Every part is a Deployment of non-root, read-only containers with a Service and a PodDisruptionBudget;
// the gateway and the busy services (catalog, cart, orders) scale on CPU. A pod that is told to stop
// first sleeps in preStop (PRESTOP_SECONDS: Kubernetes takes it out of its Services meanwhile, as every
// node hears of it), then gets SIGTERM and drains (SHUTDOWN_DRAIN_MS: answers say Connection: close, so
// clients leave their kept-alive connections), then finishes requests under way (SHUTDOWN_TIMEOUT_MS);
// terminationGracePeriodSeconds covers the three and the closing of consumers and pools.
import { createHash } from 'node:crypto';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyIngressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyIngressRule';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import type { IResourceRequirements } from 'kubernetes-models/v1/ResourceRequirements';
import type { IVolume } from 'kubernetes-models/v1/Volume';
import type { IVolumeMount } from 'kubernetes-models/v1/VolumeMount';
import { REMOTES } from '@storefront/contracts';
import { passwordVariable } from '@storefront/data';
import { loadRouteTable } from '@storefront/routes';
import { SERVICE_ROLES, storeDatabaseSetupSql } from '../database-setup';
import { PLACEHOLDER, type RenderConfig } from './settings';

export const PART_OF = 'maple-market';
/** How long a stopping pod goes on as before, while it leaves its Services' endpoints everywhere. */
export const PRESTOP_SECONDS = 5;
/** Then how long it drains after SIGTERM (SHUTDOWN_DRAIN_MS), and waits for requests under way (SHUTDOWN_TIMEOUT_MS). */
export const SHUTDOWN_DRAIN_MS = 5000;
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Closing consumers, the outbox relay and the pools after the server has stopped. */
const CLOSING_SECONDS = 10;
export const TERMINATION_GRACE_SECONDS = PRESTOP_SECONDS + (SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS) / 1000 + CLOSING_SECONDS;

const NODE_USER = 1000; // the node images' `node` user
const NGINX_USER = 101; // nginx-unprivileged's `nginx` user
const SERVICE_PORT = 3000;
const GATEWAY_PORT = 8080;
const ADMIN_PORT = 9090;
const FRONTEND_PORT = 8080;

/** A part of the store that runs as a Deployment. */
interface Part {
  name: string;
  component: 'service' | 'gateway' | 'frontend';
  /** Scaled by CPU between REPLICAS and MAX_REPLICAS. */
  autoscaled?: boolean;
  /** A start that loads or trains a model, or seeds a catalogue, takes longer. */
  slowStart?: boolean;
  resources: IResourceRequirements;
  /** The V8 heap's limit, kept under the memory limit (MiB). */
  heapMiB?: number;
}

const resources = (cpu: [string, string], memory: [string, string]): IResourceRequirements => ({
  requests: { cpu: cpu[0], memory: memory[0] },
  limits: { cpu: cpu[1], memory: memory[1] },
});

/** The services, each with its own process, schema and database role. */
export const SERVICE_PARTS: Part[] = [
  { name: 'users', component: 'service', resources: resources(['100m', '1'], ['256Mi', '512Mi']), heapMiB: 384 },
  {
    name: 'catalog',
    component: 'service',
    autoscaled: true,
    slowStart: true,
    resources: resources(['200m', '1'], ['256Mi', '512Mi']),
    heapMiB: 384,
  },
  { name: 'cart', component: 'service', autoscaled: true, resources: resources(['100m', '1'], ['192Mi', '384Mi']), heapMiB: 288 },
  { name: 'orders', component: 'service', autoscaled: true, resources: resources(['100m', '1'], ['256Mi', '512Mi']), heapMiB: 384 },
  { name: 'recommendations', component: 'service', slowStart: true, resources: resources(['100m', '1'], ['384Mi', '768Mi']), heapMiB: 576 },
  { name: 'support', component: 'service', slowStart: true, resources: resources(['100m', '1'], ['384Mi', '768Mi']), heapMiB: 576 },
];
const SANDBOX_PART: Part = {
  name: 'payment-sandbox',
  component: 'service',
  resources: resources(['50m', '500m'], ['128Mi', '256Mi']),
  heapMiB: 192,
};
const GATEWAY_PART: Part = {
  name: 'gateway',
  component: 'gateway',
  autoscaled: true,
  resources: resources(['200m', '1'], ['192Mi', '384Mi']),
  heapMiB: 288,
};
/** The shell and each remote: built files behind nginx. */
export const FRONTEND_PARTS: Part[] = ['shell', ...Object.values(REMOTES).map((r) => r.workspace)].map((name) => ({
  name,
  component: 'frontend',
  resources: resources(['20m', '200m'], ['32Mi', '64Mi']),
}));

/** Who calls each service besides the gateway (the CATALOG_URL and ORDERS_URL settings, the sandbox's webhooks). */
const CALLERS: Record<string, string[]> = {
  catalog: ['users', 'cart', 'orders', 'recommendations'],
  orders: ['support', 'payment-sandbox'],
  'payment-sandbox': ['orders'],
};

const envName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

export function renderManifests(config: RenderConfig) {
  const { namespace } = config;
  const secure = config.publicUrl.protocol === 'https:';
  const publicOrigin = config.publicUrl.origin;
  const placeholders: string[] = [];

  const labelsOf = (name: string, component: string) => ({
    'app.kubernetes.io/name': name,
    'app.kubernetes.io/component': component,
    'app.kubernetes.io/part-of': PART_OF,
    'app.kubernetes.io/version': config.tag,
  });
  const selectorOf = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': PART_OF });
  const meta = (name: string, component: string) => ({ name, namespace, labels: labelsOf(name, component) });
  const image = (part: string) => `${config.registry}/${part}:${config.tag}`;

  /** A secret's value from the render's environment, or the placeholder (noted for the warning). */
  const secretValue = (name: string): string => {
    const value = config.secrets[name];
    if (value !== undefined) return value;
    placeholders.push(name);
    return PLACEHOLDER;
  };
  const fromSecret = (env: string, secret: string, key = env, optional = false): IEnvVar => ({
    name: env,
    valueFrom: { secretKeyRef: { name: secret, key, ...(optional ? { optional: true } : {}) } },
  });

  // Secrets: one per holder, so each pod reads only its own.
  const secrets: Secret[] = [];
  const secret = (name: string, stringData: Record<string, string>) =>
    secrets.push(new Secret({ metadata: meta(name, 'secret'), type: 'Opaque', stringData }));
  secret('session-private-key', { 'session-private.pem': secretValue('SESSION_PRIVATE_KEY') });
  secret('session-public-key', { 'session-public.pem': secretValue('SESSION_PUBLIC_KEY') });
  secret('amqp', { AMQP_URL: secretValue('AMQP_URL') });
  secret('database-admin', { DATABASE_ADMIN_URL: secretValue('DATABASE_ADMIN_URL') });
  for (const { name } of SERVICE_ROLES) secret(`database-${name}`, { DATABASE_PASSWORD: secretValue(passwordVariable(name)) });
  const optionalSecrets = (names: string[]) =>
    Object.fromEntries(names.flatMap((n) => (config.secrets[n] === undefined ? [] : [[n, config.secrets[n]!]])));
  if (config.paymentSandbox)
    secret('payments', { STRIPE_WEBHOOK_SECRET: config.secrets.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox_kubernetes' });
  else
    secret('payments', {
      STRIPE_SECRET_KEY: secretValue('STRIPE_SECRET_KEY'),
      STRIPE_WEBHOOK_SECRET: secretValue('STRIPE_WEBHOOK_SECRET'),
    });
  secret('users', optionalSecrets(['ADMIN_PASSWORD']));
  secret('support', optionalSecrets(['SMTP_URL']));
  secret('gateway', optionalSecrets(['OPERATOR_TOKEN']));
  secret('catalog-images', optionalSecrets(['IMAGES_S3_ACCESS_KEY_ID', 'IMAGES_S3_SECRET_ACCESS_KEY']));

  const databaseUrl = (service: string) => {
    const { host, port, name, options } = config.database;
    return `postgres://${service}:$(DATABASE_PASSWORD)@${host}:${port}/${name}${options ? `?${options}` : ''}`;
  };
  /** The service's database role: its password from its own Secret, in the URL by Kubernetes' $(VAR). */
  const databaseEnv = (service: string): IEnvVar[] => [
    fromSecret('DATABASE_PASSWORD', `database-${service}`),
    { name: 'DATABASE_URL', value: databaseUrl(service) },
  ];

  const securityContext = (user: number): IPodSpec['securityContext'] => ({
    runAsNonRoot: true,
    runAsUser: user,
    runAsGroup: user,
    fsGroup: user,
    seccompProfile: { type: 'RuntimeDefault' },
  });
  const containerSecurity: IContainer['securityContext'] = {
    allowPrivilegeEscalation: false,
    readOnlyRootFilesystem: true,
    capabilities: { drop: ['ALL'] },
  };
  const probe = (path: string, port: string, periodSeconds: number, failureThreshold: number): IProbe => ({
    httpGet: { path, port },
    periodSeconds,
    failureThreshold,
    timeoutSeconds: 3,
  });

  // The database setup: roles, then every service's migrations, before the new version rolls out.
  const setupSql = storeDatabaseSetupSql();
  const setupConfig = new ConfigMap({ metadata: meta('database-setup', 'database-setup'), data: { 'database-setup.sql': setupSql } });
  const jobName = `database-setup-${config.tag
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 30)}-${createHash('sha256').update(setupSql).digest('hex').slice(0, 8)}`.replace(/-+/g, '-');
  const migrationJob = new Job({
    metadata: meta(jobName, 'database-setup'),
    spec: {
      backoffLimit: 4,
      activeDeadlineSeconds: 900,
      ttlSecondsAfterFinished: 7 * 24 * 3600,
      template: {
        metadata: { labels: labelsOf('database-setup', 'database-setup') },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          securityContext: securityContext(NODE_USER),
          // First the roles and schemas, as the administrator (psql); then each service migrates as itself.
          initContainers: [
            {
              name: 'roles',
              image: config.psqlImage,
              command: ['psql', '$(DATABASE_ADMIN_URL)', '-X', '-f', '/setup/database-setup.sql'],
              env: [
                fromSecret('DATABASE_ADMIN_URL', 'database-admin'),
                ...SERVICE_ROLES.map((r) => fromSecret(passwordVariable(r.name), `database-${r.name}`, 'DATABASE_PASSWORD')),
                { name: 'HOME', value: '/tmp' },
              ],
              volumeMounts: [
                { name: 'setup', mountPath: '/setup', readOnly: true },
                { name: 'tmp', mountPath: '/tmp' },
              ],
              securityContext: containerSecurity,
              resources: resources(['20m', '200m'], ['32Mi', '128Mi']),
            },
          ],
          containers: SERVICE_PARTS.map((part) => ({
            name: `migrate-${part.name}`,
            image: image(part.name),
            env: [
              { name: 'MIGRATE_ONLY', value: 'true' },
              { name: 'LOG_LEVEL', value: 'info' },
              { name: 'DATA_DIR', value: '/tmp' },
              ...databaseEnv(part.name),
            ],
            volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            securityContext: containerSecurity,
            resources: resources(['50m', '500m'], ['128Mi', '384Mi']),
          })),
          volumes: [
            { name: 'setup', configMap: { name: 'database-setup' } },
            { name: 'tmp', emptyDir: {} },
          ],
        },
      },
    },
  });

  const publicKeyVolume: IVolume = { name: 'session-public-key', secret: { secretName: 'session-public-key' } };
  const publicKeyMount: IVolumeMount = { name: 'session-public-key', mountPath: '/run/keys/public', readOnly: true };

  /** Each service's own settings (its src/config.ts), besides those every service has. */
  const serviceEnv = (name: string): IEnvVar[] => {
    const catalog = { name: 'CATALOG_URL', value: `http://catalog:${SERVICE_PORT}` };
    switch (name) {
      case 'users':
        return [
          catalog,
          { name: 'AUTH_PRIVATE_KEY_FILE', value: '/run/keys/private/session-private.pem' },
          { name: 'ADMIN_EMAIL', value: config.adminEmail },
          fromSecret('ADMIN_PASSWORD', 'users', 'ADMIN_PASSWORD', true),
          { name: 'COOKIE_SECURE', value: String(secure) },
          { name: 'PUBLIC_URL', value: publicOrigin },
        ];
      case 'catalog':
        return config.images.bucket
          ? [
              { name: 'IMAGES_BUCKET', value: config.images.bucket },
              ...(config.images.region ? [{ name: 'IMAGES_S3_REGION', value: config.images.region }] : []),
              ...(config.images.endpoint ? [{ name: 'IMAGES_S3_ENDPOINT', value: config.images.endpoint }] : []),
              fromSecret('IMAGES_S3_ACCESS_KEY_ID', 'catalog-images', 'IMAGES_S3_ACCESS_KEY_ID', true),
              fromSecret('IMAGES_S3_SECRET_ACCESS_KEY', 'catalog-images', 'IMAGES_S3_SECRET_ACCESS_KEY', true),
            ]
          : [{ name: 'IMAGES_DIR', value: '/images' }];
      case 'cart':
        return [catalog, { name: 'COOKIE_SECURE', value: String(secure) }];
      case 'orders':
        return [
          catalog,
          { name: 'PUBLIC_URL', value: publicOrigin },
          ...(config.paymentSandbox
            ? [
                { name: 'PAYMENT_SANDBOX_URL', value: `http://payment-sandbox:${SERVICE_PORT}` },
                fromSecret('STRIPE_WEBHOOK_SECRET', 'payments'),
              ]
            : [fromSecret('STRIPE_SECRET_KEY', 'payments'), fromSecret('STRIPE_WEBHOOK_SECRET', 'payments')]),
        ];
      case 'recommendations':
        return [catalog];
      case 'support':
        return [
          { name: 'ORDERS_URL', value: `http://orders:${SERVICE_PORT}` },
          ...(config.supportInbox ? [{ name: 'SUPPORT_INBOX', value: config.supportInbox }] : []),
          fromSecret('SMTP_URL', 'support', 'SMTP_URL', true),
        ];
      default:
        return [];
    }
  };

  interface Built {
    deployment: Deployment;
    ports: Array<{ name: string; port: number }>;
  }

  const deploymentOf = (part: Part, spec: { user: number; container: IContainer; volumes: IVolume[] }): Deployment => {
    const drainEnv: IEnvVar[] =
      part.component === 'frontend'
        ? []
        : [
            { name: 'SHUTDOWN_DRAIN_MS', value: String(SHUTDOWN_DRAIN_MS) },
            { name: 'SHUTDOWN_TIMEOUT_MS', value: String(SHUTDOWN_TIMEOUT_MS) },
            ...(part.heapMiB ? [{ name: 'NODE_OPTIONS', value: `--max-old-space-size=${part.heapMiB}` }] : []),
            ...(config.otlpEndpoint
              ? [
                  { name: 'OTEL_TRACES_EXPORTER', value: 'otlp' },
                  { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', value: config.otlpEndpoint },
                ]
              : []),
          ];
    return new Deployment({
      metadata: meta(part.name, part.component),
      spec: {
        // An autoscaled Deployment leaves its count to its autoscaler (kubectl apply would reset it).
        ...(part.autoscaled ? {} : { replicas: config.replicas }),
        revisionHistoryLimit: 5,
        selector: { matchLabels: selectorOf(part.name) },
        // A new pod is ready before an old one goes.
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
        template: {
          metadata: {
            labels: labelsOf(part.name, part.component),
            // Scraped: the gateway and the services; not the frontends' nginx, nor the payment sandbox (it
            // stands in for Stripe and has no /metrics: a target that never answers would page someone).
            ...(part.component === 'frontend' || part.name === 'payment-sandbox'
              ? {}
              : {
                  annotations: {
                    'prometheus.io/scrape': 'true',
                    'prometheus.io/port': String(part.component === 'gateway' ? ADMIN_PORT : SERVICE_PORT),
                    'prometheus.io/path': '/metrics',
                  },
                }),
          },
          spec: {
            automountServiceAccountToken: false,
            enableServiceLinks: false,
            securityContext: securityContext(spec.user),
            terminationGracePeriodSeconds: TERMINATION_GRACE_SECONDS,
            topologySpreadConstraints: [
              {
                maxSkew: 1,
                topologyKey: 'kubernetes.io/hostname',
                whenUnsatisfiable: 'ScheduleAnyway',
                labelSelector: { matchLabels: selectorOf(part.name) },
              },
            ],
            containers: [
              {
                ...spec.container,
                image: image(part.name),
                imagePullPolicy: 'IfNotPresent',
                env: [...(spec.container.env ?? []), ...drainEnv],
                resources: part.resources,
                securityContext: containerSecurity,
                // Kubernetes takes the pod out of its Services while it sleeps; SIGTERM comes after.
                lifecycle: { preStop: { sleep: { seconds: PRESTOP_SECONDS } } },
              },
            ],
            volumes: spec.volumes,
          },
        },
      },
    });
  };

  const built: Built[] = [];
  const extraObjects: Array<PersistentVolumeClaim> = [];
  /** A volume every replica of a part mounts and writes (ReadWriteMany: NFS, EFS, Filestore, CephFS...). */
  const sharedVolume = (name: string, component: string, storage: string) =>
    new PersistentVolumeClaim({
      metadata: meta(name, component),
      spec: {
        accessModes: ['ReadWriteMany'],
        resources: { requests: { storage } },
        ...(config.sharedStorageClass ? { storageClassName: config.sharedStorageClass } : {}),
      },
    });

  const serviceParts = config.paymentSandbox ? [...SERVICE_PARTS, SANDBOX_PART] : SERVICE_PARTS;
  for (const part of serviceParts) {
    const isSandbox = part.name === SANDBOX_PART.name;
    const mounts: IVolumeMount[] = [
      { name: 'tmp', mountPath: '/tmp' },
      { name: 'data', mountPath: '/data' },
    ];
    const volumes: IVolume[] = [
      { name: 'tmp', emptyDir: {} },
      // Mail waiting to go out without SMTP, and anything else a replica keeps for itself.
      { name: 'data', emptyDir: {} },
    ];
    const env: IEnvVar[] = [
      { name: 'PORT', value: String(SERVICE_PORT) },
      { name: 'LOG_LEVEL', value: 'info' },
    ];
    if (isSandbox) {
      env.push(
        { name: 'SANDBOX_WEBHOOK_URL', value: `http://orders:${SERVICE_PORT}/api/payments/webhook` },
        fromSecret('STRIPE_WEBHOOK_SECRET', 'payments'),
      );
    } else {
      env.push(
        { name: 'DATA_DIR', value: '/data' },
        ...databaseEnv(part.name),
        fromSecret('AMQP_URL', 'amqp'),
        { name: 'AUTH_PUBLIC_KEY_FILE', value: '/run/keys/public/session-public.pem' },
        { name: 'TRUST_PROXY', value: config.trustProxy },
        ...serviceEnv(part.name),
      );
      mounts.push(publicKeyMount);
      volumes.push(publicKeyVolume);
    }
    if (part.name === 'users') {
      mounts.push({ name: 'session-private-key', mountPath: '/run/keys/private', readOnly: true });
      volumes.push({ name: 'session-private-key', secret: { secretName: 'session-private-key' } });
    }
    if (part.name === 'catalog' && !config.images.bucket) {
      // Pictures are the catalogue's files, seen by every replica: a ReadWriteMany volume (or IMAGES_BUCKET).
      mounts.push({ name: 'images', mountPath: '/images' });
      volumes.push({ name: 'images', persistentVolumeClaim: { claimName: 'catalog-images' } });
      extraObjects.push(sharedVolume('catalog-images', 'service', '5Gi'));
    }
    const budget = part.slowStart ? 60 : 24; // × 5 s
    built.push({
      deployment: deploymentOf(part, {
        user: NODE_USER,
        container: {
          name: part.name,
          ports: [{ name: 'http', containerPort: SERVICE_PORT }],
          env,
          volumeMounts: mounts,
          startupProbe: probe('/healthz', 'http', 5, budget),
          readinessProbe: probe('/readyz', 'http', 5, 2),
          livenessProbe: probe('/healthz', 'http', 10, 3),
        },
        volumes,
      }),
      ports: [{ name: 'http', port: SERVICE_PORT }],
    });
  }

  extraObjects.push(sharedVolume('remote-deployments', 'gateway', '1Gi'));
  // The gateway: every routed service, the shell and the remotes' servers (REMOTE_ORIGIN_<NAME>).
  const routed = [...new Set(loadRouteTable().map((r) => r.service))].filter((s) => config.paymentSandbox || s !== SANDBOX_PART.name);
  built.push({
    deployment: deploymentOf(GATEWAY_PART, {
      user: NODE_USER,
      container: {
        name: 'gateway',
        ports: [
          { name: 'http', containerPort: GATEWAY_PORT },
          { name: 'admin', containerPort: ADMIN_PORT },
        ],
        env: [
          { name: 'PORT', value: String(GATEWAY_PORT) },
          { name: 'ADMIN_PORT', value: String(ADMIN_PORT) },
          { name: 'LOG_LEVEL', value: 'info' },
          { name: 'PUBLIC_URL', value: publicOrigin },
          ...routed.map((s) => ({ name: `SERVICE_URL_${envName(s)}`, value: `http://${s}:${SERVICE_PORT}` })),
          { name: 'SHELL_URL', value: `http://shell:${FRONTEND_PORT}` },
          ...Object.entries(REMOTES).map(([name, r]) => ({
            name: `REMOTE_ORIGIN_${envName(name)}`,
            value: `http://${r.workspace}:${FRONTEND_PORT}`,
          })),
          // Which release of each remote is served: one file every gateway replica reads (and the
          // operators' port writes), so a switch or a rollback reaches them all within a second.
          { name: 'REMOTE_DEPLOYMENTS_FILE', value: '/remote-deployments/remote-deployments.json' },
          fromSecret('OPERATOR_TOKEN', 'gateway', 'OPERATOR_TOKEN', true),
          // Where the catalogue announces its changes: each replica keeps its public answers meanwhile.
          fromSecret('AMQP_URL', 'amqp'),
        ],
        volumeMounts: [
          { name: 'tmp', mountPath: '/tmp' },
          { name: 'remote-deployments', mountPath: '/remote-deployments' },
        ],
        startupProbe: probe('/healthz', 'admin', 2, 30),
        readinessProbe: probe('/readyz', 'admin', 5, 2),
        livenessProbe: probe('/healthz', 'http', 10, 3),
      },
      volumes: [
        { name: 'tmp', emptyDir: {} },
        { name: 'remote-deployments', persistentVolumeClaim: { claimName: 'remote-deployments' } },
      ],
    }),
    // The public port only: the operators' port has a Service of its own, never the Ingress's.
    ports: [{ name: 'http', port: GATEWAY_PORT }],
  });

  for (const part of FRONTEND_PARTS) {
    built.push({
      deployment: deploymentOf(part, {
        user: NGINX_USER,
        container: {
          name: part.name,
          ports: [{ name: 'http', containerPort: FRONTEND_PORT }],
          // nginx keeps its pid and temporary files in /tmp, the root file system being read-only.
          volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
          readinessProbe: probe('/readyz', 'http', 5, 2),
          livenessProbe: probe('/healthz', 'http', 10, 3),
        },
        volumes: [{ name: 'tmp', emptyDir: {} }],
      }),
      ports: [{ name: 'http', port: FRONTEND_PORT }],
    });
  }

  const services = built.map(
    ({ deployment, ports }) =>
      new Service({
        metadata: meta(deployment.metadata!.name!, deployment.metadata!.labels!['app.kubernetes.io/component']!),
        spec: {
          type: 'ClusterIP',
          selector: selectorOf(deployment.metadata!.name!),
          ports: ports.map((p) => ({ name: p.name, port: p.port, targetPort: p.name, protocol: 'TCP' })),
        },
      }),
  );
  services.push(
    new Service({
      metadata: meta('gateway-admin', 'gateway'),
      spec: {
        type: 'ClusterIP',
        selector: selectorOf('gateway'),
        ports: [{ name: 'admin', port: ADMIN_PORT, targetPort: 'admin', protocol: 'TCP' }],
      },
    }),
  );

  const budgets = built.map(
    ({ deployment }) =>
      new PodDisruptionBudget({
        metadata: meta(deployment.metadata!.name!, deployment.metadata!.labels!['app.kubernetes.io/component']!),
        // One pod at a time may be evicted (a node drained): never all of a part, and a drain never waits forever.
        spec: { maxUnavailable: 1, selector: { matchLabels: selectorOf(deployment.metadata!.name!) } },
      }),
  );

  const autoscalers = built
    .filter(({ deployment }) => deployment.spec!.replicas === undefined)
    .map(
      ({ deployment }) =>
        new HorizontalPodAutoscaler({
          metadata: meta(deployment.metadata!.name!, deployment.metadata!.labels!['app.kubernetes.io/component']!),
          spec: {
            scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata!.name! },
            minReplicas: config.replicas,
            maxReplicas: config.maxReplicas,
            metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
            // Up at once, down slowly: a burst that comes back finds its pods.
            behavior: { scaleDown: { stabilizationWindowSeconds: 300, policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }] } },
          },
        }),
    );

  const ingress = new Ingress({
    metadata: meta('storefront', 'gateway'),
    spec: {
      ...(config.ingressClass ? { ingressClassName: config.ingressClass } : {}),
      ...(secure ? { tls: [{ hosts: [config.publicUrl.hostname], secretName: config.tlsSecret }] } : {}),
      rules: [
        {
          host: config.publicUrl.hostname,
          http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'gateway', port: { name: 'http' } } } }] },
        },
      ],
    },
  });

  // Nothing reaches a pod unless a policy below lets it.
  const policy = (name: string, podSelector: Record<string, string>, ingressRules: INetworkPolicyIngressRule[]) =>
    new NetworkPolicy({
      metadata: meta(name, 'network-policy'),
      spec: { podSelector: { matchLabels: podSelector }, policyTypes: ['Ingress'], ingress: ingressRules },
    });
  const fromPods = (...names: string[]) => names.map((n) => ({ podSelector: { matchLabels: selectorOf(n) } }));
  const fromMonitoring = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': config.monitoringNamespace } } };
  const policies = [
    new NetworkPolicy({ metadata: meta('default-deny-ingress', 'network-policy'), spec: { podSelector: {}, policyTypes: ['Ingress'] } }),
    policy('gateway', selectorOf('gateway'), [
      // Shoppers, through the ingress controller wherever it runs.
      { ports: [{ port: 'http', protocol: 'TCP' }] },
      { from: [fromMonitoring], ports: [{ port: 'admin', protocol: 'TCP' }] },
    ]),
    ...serviceParts.map((part) =>
      policy(part.name, selectorOf(part.name), [
        { from: fromPods('gateway', ...(CALLERS[part.name] ?? [])), ports: [{ port: 'http', protocol: 'TCP' }] },
        { from: [fromMonitoring], ports: [{ port: 'http', protocol: 'TCP' }] },
      ]),
    ),
    ...FRONTEND_PARTS.map((part) =>
      policy(part.name, selectorOf(part.name), [{ from: fromPods('gateway'), ports: [{ port: 'http', protocol: 'TCP' }] }]),
    ),
  ];

  const namespaceObject = new Namespace({
    metadata: {
      name: namespace,
      labels: {
        'app.kubernetes.io/part-of': PART_OF,
        // Every pod here runs as the restricted Pod Security Standard asks.
        'pod-security.kubernetes.io/enforce': 'restricted',
        'pod-security.kubernetes.io/enforce-version': 'latest',
      },
    },
  });

  return {
    /** What must exist before the store rolls out: the namespace, the secrets, the database setup Job. */
    setup: [namespaceObject, ...(config.renderSecrets ? secrets : []), setupConfig, migrationJob],
    /** The store itself. */
    store: [...extraObjects, ...built.map((b) => b.deployment), ...services, ...budgets, ...autoscalers, ingress, ...policies],
    /** Secrets rendered with the placeholder, to be replaced. */
    placeholders: config.renderSecrets ? placeholders : [],
    jobName,
  };
}
