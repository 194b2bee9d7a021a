// The store's Deployments: every service of the topology, the gateway, the shell and each remote. A pod
// that is told to stop first sleeps in preStop (PRESTOP_SECONDS: Kubernetes takes it out of its Services
// meanwhile, as every node hears of it), then gets SIGTERM and drains (SHUTDOWN_DRAIN_MS: answers say
// Connection: close, so clients leave their kept-alive connections), then finishes requests under way
// (SHUTDOWN_TIMEOUT_MS); terminationGracePeriodSeconds covers the three and the closing of consumers and pools.
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IResourceRequirements } from 'kubernetes-models/v1/ResourceRequirements';
import type { IVolume } from 'kubernetes-models/v1/Volume';
import type { IVolumeMount } from 'kubernetes-models/v1/VolumeMount';
import {
  ADMIN_PORT,
  FRONTENDS,
  type FrontendNode,
  GATEWAY,
  ROUTED_SERVICES,
  SERVICES,
  SERVICE_PORT,
  type ServiceNode,
  type Size,
  envName,
  urlSettingOf,
} from '../topology';
import {
  NGINX_USER,
  NODE_USER,
  type Render,
  containerSecurity,
  databaseEnv,
  fromSecret,
  image,
  labelsOf,
  meta,
  probe,
  resources,
  securityContext,
  selectorOf,
} from './context';
import { serviceSettings } from './service-settings';

/** How long a stopping pod goes on as before, while it leaves its Services' endpoints everywhere. */
export const PRESTOP_SECONDS = 5;
/** Then how long it drains after SIGTERM (SHUTDOWN_DRAIN_MS), and waits for requests under way (SHUTDOWN_TIMEOUT_MS). */
export const SHUTDOWN_DRAIN_MS = 5000;
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Closing consumers, the outbox relay and the pools after the server has stopped. */
const CLOSING_SECONDS = 10;
export const TERMINATION_GRACE_SECONDS = PRESTOP_SECONDS + (SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS) / 1000 + CLOSING_SECONDS;

/** A part of the store that runs as a Deployment. */
export interface Part {
  name: string;
  component: 'service' | 'gateway' | 'frontend';
  autoscaled?: boolean;
  /** The Deployment is scraped: on this port's /metrics. */
  metricsPort?: number;
  resources: IResourceRequirements;
  /** The V8 heap's limit, kept under the memory limit (MiB). */
  heapMiB?: number;
}

/** A Deployment and the ports its Service carries. */
export interface Built {
  deployment: Deployment;
  ports: Array<{ name: string; port: number }>;
}

/** A Node part's CPU and memory: the request half the limit, the V8 heap three quarters of it. */
const nodePart = (name: string, component: Part['component'], size: Size, metricsPort?: number): Part => ({
  name,
  component,
  autoscaled: size.autoscaled,
  metricsPort,
  resources: resources(size.cpu, [`${size.memoryMiB / 2}Mi`, `${size.memoryMiB}Mi`]),
  heapMiB: (size.memoryMiB * 3) / 4,
});

/** The services this render deploys: a stand-in (the payment sandbox) only when PAYMENT_SANDBOX asks for it. */
export const deployedServices = (r: Render): ServiceNode[] => SERVICES.filter((s) => !s.standsInFor || r.config.paymentSandbox);

const drainEnv = (r: Render, part: Part): IEnvVar[] =>
  part.component === 'frontend'
    ? []
    : [
        { name: 'SHUTDOWN_DRAIN_MS', value: String(SHUTDOWN_DRAIN_MS) },
        { name: 'SHUTDOWN_TIMEOUT_MS', value: String(SHUTDOWN_TIMEOUT_MS) },
        ...(part.heapMiB ? [{ name: 'NODE_OPTIONS', value: `--max-old-space-size=${part.heapMiB}` }] : []),
        ...(r.config.otlpEndpoint
          ? [
              { name: 'OTEL_TRACES_EXPORTER', value: 'otlp' },
              { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', value: r.config.otlpEndpoint },
            ]
          : []),
      ];

function deploymentOf(r: Render, part: Part, spec: { user: number; container: IContainer; volumes: IVolume[] }): Deployment {
  return new Deployment({
    metadata: meta(r, part.name, part.component),
    spec: {
      // An autoscaled Deployment leaves its count to its autoscaler (kubectl apply would reset it).
      ...(part.autoscaled ? {} : { replicas: r.config.replicas }),
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorOf(part.name) },
      // A new pod is ready before an old one goes.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: labelsOf(r, part.name, part.component),
          // Scraped: the gateway and the services; not the frontends' nginx, nor a stand-in (the payment
          // sandbox has no /metrics: a target that never answers would page someone).
          ...(part.metricsPort === undefined
            ? {}
            : {
                annotations: {
                  'prometheus.io/scrape': 'true',
                  'prometheus.io/port': String(part.metricsPort),
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
              image: image(r, part.name),
              imagePullPolicy: 'IfNotPresent',
              env: [...(spec.container.env ?? []), ...drainEnv(r, part)],
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
}

/** A volume every replica of a part mounts and writes (ReadWriteMany: NFS, EFS, Filestore, CephFS...). */
export const sharedVolume = (r: Render, name: string, component: string, storage: string) =>
  new PersistentVolumeClaim({
    metadata: meta(r, name, component),
    spec: {
      accessModes: ['ReadWriteMany'],
      resources: { requests: { storage } },
      ...(r.config.sharedStorageClass ? { storageClassName: r.config.sharedStorageClass } : {}),
    },
  });

/** A service's environment: its port, its database, the broker and the session key, where each service it
 * calls is (deploy/topology.ts), and its own settings. */
function serviceEnvironment(r: Render, node: ServiceNode): IEnvVar[] {
  const env: IEnvVar[] = [
    { name: 'PORT', value: String(node.port) },
    { name: 'LOG_LEVEL', value: 'info' },
  ];
  if (!node.schema) return [...env, ...serviceSettings(r, node.name)];
  const deployed = deployedServices(r).map((s) => s.name);
  return [
    ...env,
    { name: 'DATA_DIR', value: '/data' },
    ...databaseEnv(r, node.name),
    fromSecret('AMQP_URL', 'amqp'),
    { name: 'AUTH_PUBLIC_KEY_FILE', value: '/run/keys/public/session-public.pem' },
    { name: 'TRUST_PROXY', value: r.config.trustProxy },
    ...node.calls.filter((c) => deployed.includes(c)).map((c) => ({ name: urlSettingOf(c), value: `http://${c}:${SERVICE_PORT}` })),
    ...serviceSettings(r, node.name),
  ];
}

/** A service's Deployment, and the volumes only it has (the users service's private key, the catalogue's pictures). */
export function serviceWorkload(r: Render, node: ServiceNode): { built: Built; claims: PersistentVolumeClaim[] } {
  const part = nodePart(node.name, 'service', node.size, node.metrics ? SERVICE_PORT : undefined);
  // Mail waiting to go out without SMTP, and anything else a replica keeps for itself, in /data.
  const mounts: IVolumeMount[] = [
    { name: 'tmp', mountPath: '/tmp' },
    { name: 'data', mountPath: '/data' },
  ];
  const volumes: IVolume[] = [
    { name: 'tmp', emptyDir: {} },
    { name: 'data', emptyDir: {} },
  ];
  const claims: PersistentVolumeClaim[] = [];
  const add = (volume: IVolume, mount: IVolumeMount) => (volumes.push(volume), mounts.push(mount));
  if (node.schema) add({ name: 'session-public-key', secret: { secretName: 'session-public-key' } }, publicKeyMount);
  if (node.name === 'users') {
    add(
      { name: 'session-private-key', secret: { secretName: 'session-private-key' } },
      { name: 'session-private-key', mountPath: '/run/keys/private', readOnly: true },
    );
  }
  if (node.name === 'catalog' && !r.config.images.bucket) {
    // Pictures are the catalogue's files, seen by every replica: a ReadWriteMany volume (or IMAGES_BUCKET).
    add({ name: 'images', persistentVolumeClaim: { claimName: 'catalog-images' } }, { name: 'images', mountPath: '/images' });
    claims.push(sharedVolume(r, 'catalog-images', 'service', '5Gi'));
  }
  const budget = node.size.slowStart ? 60 : 24; // × 5 s
  const container: IContainer = {
    name: node.name,
    ports: [{ name: 'http', containerPort: SERVICE_PORT }],
    env: serviceEnvironment(r, node),
    volumeMounts: mounts,
    startupProbe: probe('/healthz', 'http', 5, budget),
    readinessProbe: probe('/readyz', 'http', 5, 2),
    livenessProbe: probe('/healthz', 'http', 10, 3),
  };
  return {
    built: { deployment: deploymentOf(r, part, { user: NODE_USER, container, volumes }), ports: [{ name: 'http', port: SERVICE_PORT }] },
    claims,
  };
}
const publicKeyMount: IVolumeMount = { name: 'session-public-key', mountPath: '/run/keys/public', readOnly: true };

/** The gateway: every routed service, the shell and the remotes' servers (REMOTE_ORIGIN_<NAME>). */
export function gatewayWorkload(r: Render): Built {
  const part = nodePart(GATEWAY.name, 'gateway', GATEWAY.size, ADMIN_PORT);
  const deployed = deployedServices(r).map((s) => s.name);
  const remotes = FRONTENDS.filter((f) => f.remote);
  const env: IEnvVar[] = [
    { name: 'PORT', value: String(GATEWAY.port) },
    { name: 'ADMIN_PORT', value: String(ADMIN_PORT) },
    { name: 'LOG_LEVEL', value: 'info' },
    { name: 'PUBLIC_URL', value: r.config.publicUrl.origin },
    ...ROUTED_SERVICES.filter((s) => deployed.includes(s)).map((s) => ({
      name: `SERVICE_URL_${envName(s)}`,
      value: `http://${s}:${SERVICE_PORT}`,
    })),
    { name: 'SHELL_URL', value: `http://shell:${FRONTENDS[0]!.port}` },
    ...remotes.map((f) => ({ name: `REMOTE_ORIGIN_${envName(f.remote!.name)}`, value: `http://${f.name}:${f.port}` })),
    // Which release of each remote is served: one file every gateway replica reads (and the
    // operators' port writes), so a switch or a rollback reaches them all within a second.
    { name: 'REMOTE_DEPLOYMENTS_FILE', value: '/remote-deployments/remote-deployments.json' },
    fromSecret('OPERATOR_TOKEN', 'gateway', 'OPERATOR_TOKEN', true),
    // Where the catalogue announces its changes: each replica keeps its public answers meanwhile.
    fromSecret('AMQP_URL', 'amqp'),
  ];
  const container: IContainer = {
    name: GATEWAY.name,
    ports: [
      { name: 'http', containerPort: GATEWAY.port },
      { name: 'admin', containerPort: ADMIN_PORT },
    ],
    env,
    volumeMounts: [
      { name: 'tmp', mountPath: '/tmp' },
      { name: 'remote-deployments', mountPath: '/remote-deployments' },
    ],
    startupProbe: probe('/healthz', 'admin', 2, 30),
    readinessProbe: probe('/readyz', 'admin', 5, 2),
    livenessProbe: probe('/healthz', 'http', 10, 3),
  };
  const volumes: IVolume[] = [
    { name: 'tmp', emptyDir: {} },
    { name: 'remote-deployments', persistentVolumeClaim: { claimName: 'remote-deployments' } },
  ];
  // The public port only: the operators' port has a Service of its own, never the Ingress's.
  return { deployment: deploymentOf(r, part, { user: NODE_USER, container, volumes }), ports: [{ name: 'http', port: GATEWAY.port }] };
}

/** The shell or a remote: built files behind nginx. */
export function frontendWorkload(r: Render, node: FrontendNode): Built {
  const part: Part = { name: node.name, component: 'frontend', resources: resources(['20m', '200m'], ['32Mi', '64Mi']) };
  const container: IContainer = {
    name: node.name,
    ports: [{ name: 'http', containerPort: node.port }],
    // nginx keeps its pid and temporary files in /tmp, the root file system being read-only.
    volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
    readinessProbe: probe('/readyz', 'http', 5, 2),
    livenessProbe: probe('/healthz', 'http', 10, 3),
  };
  return {
    deployment: deploymentOf(r, part, { user: NGINX_USER, container, volumes: [{ name: 'tmp', emptyDir: {} }] }),
    ports: [{ name: 'http', port: node.port }],
  };
}
