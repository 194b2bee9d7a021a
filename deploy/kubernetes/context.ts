// What every object of the render shares: its labels and namespace, image names, secret references, and
// the security and probes every container has.
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import type { IResourceRequirements } from 'kubernetes-models/v1/ResourceRequirements';
import { PLACEHOLDER, type RenderConfig } from './settings';

export const PART_OF = 'maple-market';
export const NODE_USER = 1000; // the node images' `node` user
export const NGINX_USER = 101; // nginx-unprivileged's `nginx` user

/** One render: its settings, and the secrets it wrote as placeholders (for the warning). */
export interface Render {
  config: RenderConfig;
  placeholders: string[];
}

export const labelsOf = (r: Render, name: string, component: string) => ({
  'app.kubernetes.io/name': name,
  'app.kubernetes.io/component': component,
  'app.kubernetes.io/part-of': PART_OF,
  'app.kubernetes.io/version': r.config.tag,
});
export const selectorOf = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': PART_OF });
export const meta = (r: Render, name: string, component: string) => ({
  name,
  namespace: r.config.namespace,
  labels: labelsOf(r, name, component),
});
export const image = (r: Render, part: string) => `${r.config.registry}/${part}:${r.config.tag}`;

/** A secret's value from the render's environment, or the placeholder (noted for the warning). */
export function secretValue(r: Render, name: string): string {
  const value = r.config.secrets[name];
  if (value !== undefined) return value;
  r.placeholders.push(name);
  return PLACEHOLDER;
}

export const fromSecret = (env: string, secret: string, key = env, optional = false): IEnvVar => ({
  name: env,
  valueFrom: { secretKeyRef: { name: secret, key, ...(optional ? { optional: true } : {}) } },
});

export const resources = (cpu: readonly [string, string], memory: readonly [string, string]): IResourceRequirements => ({
  requests: { cpu: cpu[0], memory: memory[0] },
  limits: { cpu: cpu[1], memory: memory[1] },
});

export const securityContext = (user: number): IPodSpec['securityContext'] => ({
  runAsNonRoot: true,
  runAsUser: user,
  runAsGroup: user,
  fsGroup: user,
  seccompProfile: { type: 'RuntimeDefault' },
});

export const containerSecurity: IContainer['securityContext'] = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

export const probe = (path: string, port: string, periodSeconds: number, failureThreshold: number): IProbe => ({
  httpGet: { path, port },
  periodSeconds,
  failureThreshold,
  timeoutSeconds: 3,
});

/** A service's database role: its password from its own Secret, in the URL by Kubernetes' $(VAR). */
export function databaseEnv(r: Render, service: string): IEnvVar[] {
  const { host, port, name, options } = r.config.database;
  return [
    fromSecret('DATABASE_PASSWORD', `database-${service}`),
    { name: 'DATABASE_URL', value: `postgres://${service}:$(DATABASE_PASSWORD)@${host}:${port}/${name}${options ? `?${options}` : ''}` },
  ];
}
