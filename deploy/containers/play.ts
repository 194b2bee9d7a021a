// The store's rendered Kubernetes manifests played with `podman kube play`, beside a PostgreSQL and a
// RabbitMQ in containers of their own (the manifests take both from outside, as a cluster would).
// What podman does not do as a cluster does, and how this stands in for it:
// - Services: podman gives a pod only its own name on the network, so each Service's name is added as a
//   network alias of the pods it selects (every replica answers to it, as a Service's endpoints would);
// - the setup Job: played as a Pod that runs once, waited for before the store;
// - readiness probes: podman does not run them, so they are asked here, over the network, until each
//   answers 200;
// - the public entry: the gateway's port is published on 127.0.0.1 (in place of the Ingress); no other
//   port is declared, since podman 4.3 publishes every declared container port on the host;
// - Secrets: podman 4.3 mounts a Secret's values base64-encoded and cannot read them into the
//   environment, so each is played as a ConfigMap of the same name and values (on this test machine
//   only: a cluster keeps them as Secrets);
// - not played at all: the Namespace, HorizontalPodAutoscalers, PodDisruptionBudgets, NetworkPolicies
//   and the Ingress (podman has no scheduler, autoscaler or network policy).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { renderManifests } from '../kubernetes/manifests';
import { readRenderConfig } from '../kubernetes/settings';
import { podman } from './podman';

const NOT_PLAYED = new Set(['Namespace', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'NetworkPolicy', 'Ingress']);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kubernetes objects as their YAML holds them
type Json = Record<string, any>;

export interface PlayOptions {
  /** A name for this run: the network, the containers and the pods carry it. */
  run: string;
  registry: string;
  tag: string;
  /** The port on 127.0.0.1 the gateway answers on. */
  port: number;
  /** Replicas of each Deployment, and of some by name. */
  replicas?: number;
  replicasOf?: Record<string, number>;
  log?: (line: string) => void;
}

export interface PlayedStore {
  url: string;
  network: string;
  /** Each Deployment's pods, by the Deployment's name. */
  pods: Map<string, string[]>;
  /** The Kubernetes objects played. */
  objects: Json[];
  close(): void;
}

/** The settings this run renders the manifests with: fresh keys and passwords, the payment sandbox. */
function renderEnv(o: PlayOptions, keys: string): Record<string, string> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  fs.writeFileSync(path.join(keys, 'private.pem'), privateKey);
  fs.writeFileSync(path.join(keys, 'public.pem'), publicKey);
  const password = () => randomBytes(12).toString('hex');
  return {
    K8S_NAMESPACE: o.run,
    IMAGE_REGISTRY: o.registry,
    IMAGE_TAG: o.tag,
    PUBLIC_URL: `http://127.0.0.1:${o.port}`,
    REPLICAS: String(o.replicas ?? 1),
    DATABASE_HOST: 'postgres',
    DATABASE_NAME: 'storefront',
    PAYMENT_SANDBOX: 'true',
    DATABASE_ADMIN_URL: 'postgres://postgres@postgres:5432/storefront',
    AMQP_URL: 'amqp://guest:guest@rabbitmq:5672',
    SESSION_PRIVATE_KEY_FILE: path.join(keys, 'private.pem'),
    SESSION_PUBLIC_KEY_FILE: path.join(keys, 'public.pem'),
    ADMIN_PASSWORD: 'storefront-admin',
    OPERATOR_TOKEN: password(),
    ...Object.fromEntries(
      ['CATALOG', 'USERS', 'CART', 'ORDERS', 'RECOMMENDATIONS', 'SUPPORT', 'REVIEWS'].map((s) => [`${s}_DATABASE_PASSWORD`, password()]),
    ),
  };
}

/** The rendered objects podman plays, in order: the setup's (its Job as a Pod) and then the store's. */
export function playableObjects(o: PlayOptions, env: Record<string, string>): { setup: Json[]; store: Json[]; skipped: string[] } {
  const rendered = renderManifests(readRenderConfig(env));
  const skipped: string[] = [];
  const keep = (objects: Array<{ toJSON(): unknown }>) =>
    objects
      .map((m) => m.toJSON() as Json)
      .filter((x) => {
        if (!NOT_PLAYED.has(x.kind)) return true;
        skipped.push(`${x.kind} ${x.metadata.name}`);
        return false;
      })
      .map((x) => forPodman(x, o));
  const setup = keep(rendered.setup);
  // podman reads a ConfigMap only from the file it plays: the store's file carries the setup's too.
  return { setup, store: [...setup.filter((x) => x.kind === 'ConfigMap'), ...keep(rendered.store)], skipped };
}

/** One object as podman plays it (see the top of this file). */
function forPodman(x: Json, o: PlayOptions): Json {
  delete x.metadata.namespace;
  if (x.kind === 'Secret') return { apiVersion: 'v1', kind: 'ConfigMap', metadata: x.metadata, data: { ...x.stringData } };
  if (x.kind === 'Job') {
    return {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: x.metadata.name, labels: x.metadata.labels },
      spec: podSpec(x.spec.template.spec),
    };
  }
  if (x.kind === 'Deployment') {
    x.spec.replicas = o.replicasOf?.[x.metadata.name] ?? o.replicas ?? 1;
    x.spec.template.spec = podSpec(x.spec.template.spec, x.metadata.name === 'gateway' ? o.port : undefined);
  }
  return x;
}

/** A pod's spec as podman plays it: Secrets read as ConfigMaps, no port declared but the one published. */
function podSpec(spec: Json, publish?: number): Json {
  for (const container of [...(spec.initContainers ?? []), ...spec.containers] as Json[]) {
    // Kubernetes puts a variable's value where a command says $(NAME); podman 4.3 does not, so a shell does.
    const words = [...(container.command ?? []), ...(container.args ?? [])] as string[];
    if (words.some((w) => /\$\([A-Z_][A-Z0-9_]*\)/.test(w))) {
      const quoted = words.map((w) => `'${w.replace(/'/g, `'\\''`)}'`.replace(/\$\(([A-Z_][A-Z0-9_]*)\)/g, `'"$$$1"'`));
      container.command = ['sh', '-c', `exec ${quoted.join(' ')}`];
      delete container.args;
    }
    for (const env of (container.env ?? []) as Json[]) {
      const ref = env.valueFrom?.secretKeyRef;
      if (ref) env.valueFrom = { configMapKeyRef: { name: ref.name, key: ref.key, ...(ref.optional ? { optional: true } : {}) } };
    }
    // The probe's named port is kept as its number (the declared ports go).
    const probe = container.readinessProbe?.httpGet;
    if (probe && typeof probe.port === 'string') probe.port = (container.ports as Json[]).find((p) => p.name === probe.port)!.containerPort;
    const http = (container.ports as Json[] | undefined)?.find((p) => p.name === 'http');
    container.ports = publish && http ? [{ ...http, hostPort: publish, hostIP: '127.0.0.1' }] : [];
  }
  for (const volume of (spec.volumes ?? []) as Json[]) {
    if (volume.secret) {
      volume.configMap = { name: volume.secret.secretName, ...(volume.secret.items ? { items: volume.secret.items } : {}) };
      delete volume.secret;
    }
  }
  return spec;
}

const yamlOf = (objects: Json[]) => objects.map((x) => stringify(x, { lineWidth: 0 })).join('---\n');

/** A container of the run on its network, under a name its clients use. */
function infrastructure(run: string, network: string, name: string, image: string, user: string, command: string[]) {
  podman(['run', '-d', '--name', `${run}-${name}`, '--user', user, '--network', network, '--network-alias', name, image, ...command], {
    quiet: true,
  });
}

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what}: not after ${Math.round(timeoutMs / 1000)} s${last instanceof Error ? ` (${last.message})` : ''}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The pods of a Deployment (or the pod of a Pod) podman made, by the name it gave them. */
const podsNamed = (name: string): string[] =>
  podman(['pod', 'ps', '--filter', `name=^${name}-pod`, '--format', '{{.Name}}'], { quiet: true })
    .split('\n')
    .filter(Boolean);

const infraOf = (pod: string) => podman(['pod', 'inspect', pod, '--format', '{{.InfraContainerID}}'], { quiet: true }).trim();

/** Joins each Deployment's pods to the run's network under the names of the Services that select them. */
function serviceAliases(network: string, objects: Json[]) {
  const services = objects.filter((x) => x.kind === 'Service');
  for (const d of objects.filter((x) => x.kind === 'Deployment')) {
    const labels = d.spec.template.metadata.labels as Record<string, string>;
    const names = services
      .filter((s) => Object.entries(s.spec.selector as Record<string, string>).every(([k, v]) => labels[k] === v))
      .map((s) => s.metadata.name as string);
    for (const pod of podsNamed(d.metadata.name))
      podman(['network', 'connect', ...names.flatMap((n) => ['--alias', n]), network, infraOf(pod)], { quiet: true });
  }
}

/** A pod's address on the network. */
const addressOf = (pod: string, network: string) =>
  podman(['inspect', infraOf(pod), '--format', `{{(index .NetworkSettings.Networks "${network}").IPAddress}}`], { quiet: true }).trim();

/** Waits for every pod of every Deployment to answer its readiness probe. */
async function ready(network: string, objects: Json[], log: (line: string) => void) {
  for (const d of objects.filter((x) => x.kind === 'Deployment')) {
    const probe = d.spec.template.spec.containers[0].readinessProbe?.httpGet as { path: string; port: number | string } | undefined;
    if (!probe) continue;
    const port = probe.port;
    for (const pod of podsNamed(d.metadata.name)) {
      const started = Date.now();
      await until(
        `${pod} ready (GET ${probe.path} on ${port})`,
        async () => ((await fetch(`http://${addressOf(pod, network)}:${port}${probe.path}`)).ok ? true : undefined),
        240_000,
      );
      log(`${pod}: ready in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  }
}

/** Plays the store: the broker and the database, the setup, then every part, each waited for. */
export async function playStore(o: PlayOptions): Promise<PlayedStore> {
  const log = o.log ?? console.log;
  const network = `${o.run}-net`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${o.run}-`));
  const env = renderEnv(o, work);
  const { setup, store, skipped } = playableObjects(o, env);
  log(`not played (podman has no such thing): ${skipped.join(', ')}`);
  const close = () => {
    for (const [file] of [[path.join(work, 'store.yaml')], [path.join(work, 'setup.yaml')]]) {
      if (fs.existsSync(file!)) podman(['kube', 'down', file!], { quiet: true });
    }
    // The claims' volumes outlive `kube down`.
    for (const claim of store.filter((x) => x.kind === 'PersistentVolumeClaim')) {
      try {
        podman(['volume', 'rm', '-f', claim.metadata.name], { quiet: true });
      } catch {
        // never made
      }
    }
    for (const name of ['postgres', 'rabbitmq']) {
      try {
        podman(['rm', '-f', `${o.run}-${name}`], { quiet: true });
      } catch {
        // already gone
      }
    }
    try {
      podman(['network', 'rm', '-f', network], { quiet: true });
    } catch {
      // already gone
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    podman(['network', 'create', network], { quiet: true });
    infrastructure(o.run, network, 'postgres', 'docker.io/library/postgres:16-alpine', 'postgres', [
      'sh',
      '-c',
      // Trusts every client of the run's network: a test's database, on a network of its own.
      'initdb -D /tmp/pg -U postgres --auth=trust >/dev/null && echo "host all all 0.0.0.0/0 trust" >> /tmp/pg/pg_hba.conf && ' +
        'postgres -D /tmp/pg -c listen_addresses=* -c max_connections=300 & ' +
        'until pg_isready -h 127.0.0.1 -q; do sleep 0.5; done; createdb -h 127.0.0.1 -U postgres storefront; wait',
    ]);
    infrastructure(o.run, network, 'rabbitmq', 'docker.io/library/rabbitmq:3.13-management', 'rabbitmq', ['rabbitmq-server']);
    await until(
      'PostgreSQL',
      () =>
        podman(['exec', `${o.run}-postgres`, 'psql', '-h', '127.0.0.1', '-U', 'postgres', '-d', 'storefront', '-Atc', 'SELECT 1'], {
          quiet: true,
        }).trim() === '1' || undefined,
      60_000,
    );
    await until('RabbitMQ', () => (podman(['exec', `${o.run}-rabbitmq`, 'rabbitmqctl', 'status'], { quiet: true }), true), 90_000);
    log('PostgreSQL and RabbitMQ: up');

    fs.writeFileSync(path.join(work, 'setup.yaml'), yamlOf(setup));
    podman(['kube', 'play', '--network', network, path.join(work, 'setup.yaml')], { quiet: true });
    const job = setup.find((x) => x.kind === 'Pod')!.metadata.name as string;
    await until(
      'the database setup',
      () => {
        const state = podman(['pod', 'inspect', `${job}`, '--format', '{{.State}}'], { quiet: true }).trim();
        if (state === 'Exited') return true;
        return undefined;
      },
      120_000,
    );
    log('the database setup: done');

    fs.writeFileSync(path.join(work, 'store.yaml'), yamlOf(store));
    // Played on podman's own network, then joined to the run's under each Service's name before it starts
    // (a container already on a network cannot be given another name there).
    podman(['kube', 'play', '--start=false', path.join(work, 'store.yaml')], { quiet: true });
    serviceAliases(network, store);
    for (const d of store.filter((x) => x.kind === 'Deployment'))
      for (const pod of podsNamed(d.metadata.name)) podman(['pod', 'start', pod], { quiet: true });
    await ready(network, store, log);
    const pods = new Map(store.filter((x) => x.kind === 'Deployment').map((d) => [d.metadata.name as string, podsNamed(d.metadata.name)]));
    return { url: `http://127.0.0.1:${o.port}`, network, pods, objects: store, close };
  } catch (err) {
    // KEEP_CONTAINERS=1 leaves what failed standing, to be looked at (podman ps -a, podman logs).
    if (!process.env.KEEP_CONTAINERS) close();
    throw err;
  }
}
