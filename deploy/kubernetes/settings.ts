// What the Kubernetes manifests are rendered with: read from the environment of `npm run k8s:render` and
// checked as every process's settings are (a typo is refused with its name, never taken as a default).
// Secrets are read here too, and only written into the Secret objects; unset, they are placeholders an
// operator replaces (the render says which on stderr).
import fs from 'node:fs';
import { z } from 'zod';
import { PLACEHOLDER, passwordVariable } from '@storefront/data';
import {
  type Environment,
  type Reader,
  Refusal,
  TaxRegistrationSettings,
  optionalSetting,
  read,
  readSettings,
  setting,
} from '@storefront/service-kit';
import { DATABASE_SERVICES } from '../topology';

/** What an unset secret is rendered as: never a usable value (the database setup refuses it as a password). */
export { PLACEHOLDER };

const dnsLabel: Reader<string> = (value) => {
  const v = value.trim();
  return /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/.test(v)
    ? v
    : new Refusal(`must be a DNS label (lower-case letters, digits, -), not "${value}"`);
};

const imageTag: Reader<string> = (value) => {
  const v = value.trim();
  return /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(v) ? v : new Refusal(`must be an image tag (letters, digits, _ . -), not "${value}"`);
};

/** A password that goes into a postgres:// URL as it is: letters, digits and - _ . ~ (e.g. `openssl rand -hex 24`). */
const urlSafeSecret: Reader<string> = (value) =>
  /^[A-Za-z0-9._~-]{12,}$/.test(value.trim())
    ? value.trim()
    : new Refusal('must be at least 12 letters, digits or - _ . ~ (e.g. from `openssl rand -hex 24`), to stand in a URL as it is');

/** A PEM file's content (the session keys). */
const pemFile: Reader<string> = (value) => {
  try {
    const pem = fs.readFileSync(value.trim(), 'utf8');
    return pem.includes('-----BEGIN') ? pem : new Refusal(`names ${value.trim()}, which holds no PEM key`);
  } catch (err) {
    return new Refusal(`must name a readable file, not "${value}" (${(err as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
};

/** Each has a database role, and its password is a secret of the render. */
const SERVICE_NAMES = DATABASE_SERVICES;

export const RenderSettings = z.object({
  K8S_NAMESPACE: setting(dnsLabel, 'maple-market').describe('The namespace everything is rendered into.'),
  IMAGE_REGISTRY: setting(read.text, 'registry.example.ca/maple-market').describe(
    'Where the images are pushed: <registry>/<part>:<tag>, e.g. registry.example.ca/maple-market/users:1.4.0.',
  ),
  IMAGE_TAG: setting(imageTag, 'latest').describe('The tag of every image (use a release, not latest, so a rollout is a change).'),
  PUBLIC_URL: setting(read.httpUrl('https://shop.example.ca'), 'https://shop.example.ca').describe(
    "The store's address as shoppers reach it: the Ingress's host, links in mail, secure cookies when https.",
  ),
  REPLICAS: setting(read.wholeNumber({ min: 1, max: 50 }), 2).describe('Replicas of each part (the least an autoscaler keeps).'),
  MAX_REPLICAS: setting(read.wholeNumber({ min: 1, max: 200 }), 10).describe(
    'The most the autoscalers of the gateway and the busy services make.',
  ),
  DATABASE_HOST: setting(read.text, 'postgres.example.internal').describe(
    'The PostgreSQL server (outside the cluster, or a Service in it).',
  ),
  DATABASE_PORT: setting(read.portNumber, 5432).describe("The PostgreSQL server's port."),
  DATABASE_NAME: setting(read.text, 'storefront').describe("The store's database (each service has its schema and its role there)."),
  DATABASE_OPTIONS: setting(read.text, '').describe('Query string added to each service\'s DATABASE_URL, e.g. "sslmode=require".'),
  SERVICE_TRUST_PROXY: setting(read.trustedProxies, 2).describe(
    "Each service's TRUST_PROXY: 2 hops (the gateway and the ingress controller, which must set X-Forwarded-For itself).",
  ),
  INGRESS_CLASS: optionalSetting(read.text).describe("The Ingress's class (unset: the cluster's default)."),
  TLS_SECRET: setting(read.text, 'storefront-tls').describe("The Secret holding the Ingress's certificate when PUBLIC_URL is https."),
  MONITORING_NAMESPACE: setting(dnsLabel, 'monitoring').describe(
    "The namespace allowed to scrape /metrics (the gateway on its operators' port).",
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalSetting(read.httpUrl('http://otel-collector.monitoring:4318')).describe(
    'An OpenTelemetry collector (OTLP/HTTP): every process sends its traces there (unset: no tracing).',
  ),
  PSQL_IMAGE: setting(read.text, 'postgres:16-alpine').describe('The image whose psql runs the database setup.'),
  PAYMENT_SANDBOX: setting(read.trueOrFalse, false).describe(
    'Deploys the payment sandbox and sends card payments to it (a test store: no money moves).',
  ),
  RENDER_SECRETS: setting(read.trueOrFalse, true).describe(
    'false: no Secret objects (they are made another way: kubectl, sealed or external secrets).',
  ),
  ADMIN_EMAIL: setting(read.emailAddress, 'admin@storefront.test').describe("The back office's first administrator."),
  SUPPORT_INBOX: optionalSetting(read.emailAddress).describe('Where contact-form mail goes.'),
  // The shop's tax registrations, for the receipts the orders and support services make.
  ...TaxRegistrationSettings.shape,
  // Secrets.
  DATABASE_ADMIN_URL: optionalSetting(read.url(['postgres:', 'postgresql:'], 'a postgres:// URL', { secret: true })).describe(
    'A role that may create roles, schemas and extensions in DATABASE_NAME: the database setup only.',
  ),
  ...Object.fromEntries(
    SERVICE_NAMES.map((s) => [passwordVariable(s), optionalSetting(urlSafeSecret).describe(`The ${s} service's database password.`)]),
  ),
  AMQP_URL: optionalSetting(read.url(['amqp:', 'amqps:'], 'an amqp:// URL', { secret: true })).describe('The RabbitMQ server.'),
  SESSION_PRIVATE_KEY_FILE: optionalSetting(pemFile).describe('The RSA private key (PKCS#8 PEM) the users service signs sessions with.'),
  SESSION_PUBLIC_KEY_FILE: optionalSetting(pemFile).describe('Its public key (SPKI PEM), which every service checks sessions with.'),
  STRIPE_SECRET_KEY: optionalSetting(read.text).describe("Stripe's secret API key."),
  STRIPE_WEBHOOK_SECRET: optionalSetting(read.text).describe("The secret Stripe's webhooks are signed with."),
  SMTP_URL: optionalSetting(read.url(['smtp:', 'smtps:'], 'an smtp(s):// URL', { secret: true })).describe(
    'Outgoing mail (unset: none is sent).',
  ),
  ADMIN_PASSWORD: optionalSetting(read.text).describe(
    "The first administrator's password (unset: made at first start, in the users service's log).",
  ),
  OPERATOR_TOKEN: optionalSetting(read.text).describe("The bearer token the gateway's operators' port asks for before switching a remote."),
  IMAGES_BUCKET: optionalSetting(read.text).describe('An S3 bucket for product pictures (unset: a shared ReadWriteMany volume).'),
  IMAGES_S3_REGION: optionalSetting(read.text).describe("The bucket's region."),
  IMAGES_S3_ENDPOINT: optionalSetting(read.httpUrl()).describe('An S3-compatible endpoint other than AWS.'),
  IMAGES_S3_ACCESS_KEY_ID: optionalSetting(read.text).describe("The bucket's access key."),
  IMAGES_S3_SECRET_ACCESS_KEY: optionalSetting(read.text).describe('Its secret.'),
  SHARED_STORAGE_CLASS: optionalSetting(read.text).describe(
    "The storage class of the ReadWriteMany volumes every replica shares: the catalogue's pictures (without IMAGES_BUCKET) and the gateway's remote deployments file (unset: the cluster's default).",
  ),
});

export interface RenderConfig {
  namespace: string;
  registry: string;
  tag: string;
  publicUrl: URL;
  replicas: number;
  maxReplicas: number;
  database: { host: string; port: number; name: string; options: string };
  trustProxy: string;
  ingressClass?: string;
  tlsSecret: string;
  monitoringNamespace: string;
  psqlImage: string;
  otlpEndpoint?: string;
  paymentSandbox: boolean;
  renderSecrets: boolean;
  adminEmail: string;
  supportInbox?: string;
  /** The shop's tax registrations, as the services read them (name: value), set ones only. */
  taxRegistrations: Array<{ name: string; value: string }>;
  images: { bucket?: string; region?: string; endpoint?: string };
  sharedStorageClass?: string;
  /** Secret values by name; a missing one is rendered as PLACEHOLDER. */
  secrets: Record<string, string | undefined>;
}

/** The render's settings from an environment (this process's unless given). */
export function readRenderConfig(env: Environment = process.env): RenderConfig {
  const s = readSettings(RenderSettings, env) as z.output<typeof RenderSettings> & Record<string, string | undefined>;
  return {
    namespace: s.K8S_NAMESPACE,
    registry: s.IMAGE_REGISTRY.replace(/\/+$/, ''),
    tag: s.IMAGE_TAG,
    publicUrl: new URL(s.PUBLIC_URL),
    replicas: s.REPLICAS,
    maxReplicas: Math.max(s.MAX_REPLICAS, s.REPLICAS),
    database: { host: s.DATABASE_HOST, port: s.DATABASE_PORT, name: s.DATABASE_NAME, options: s.DATABASE_OPTIONS.replace(/^\?/, '') },
    trustProxy: String(s.SERVICE_TRUST_PROXY),
    ingressClass: s.INGRESS_CLASS,
    tlsSecret: s.TLS_SECRET,
    monitoringNamespace: s.MONITORING_NAMESPACE,
    psqlImage: s.PSQL_IMAGE,
    otlpEndpoint: s.OTEL_EXPORTER_OTLP_ENDPOINT,
    paymentSandbox: s.PAYMENT_SANDBOX,
    renderSecrets: s.RENDER_SECRETS,
    adminEmail: s.ADMIN_EMAIL,
    supportInbox: s.SUPPORT_INBOX,
    taxRegistrations: Object.keys(TaxRegistrationSettings.shape).flatMap((name) => {
      const value = s[name as keyof TaxRegistrationSettings];
      return value ? [{ name, value }] : [];
    }),
    images: { bucket: s.IMAGES_BUCKET, region: s.IMAGES_S3_REGION, endpoint: s.IMAGES_S3_ENDPOINT },
    sharedStorageClass: s.SHARED_STORAGE_CLASS,
    secrets: {
      DATABASE_ADMIN_URL: s.DATABASE_ADMIN_URL,
      ...Object.fromEntries(SERVICE_NAMES.map((n) => [passwordVariable(n), s[passwordVariable(n)]])),
      AMQP_URL: s.AMQP_URL,
      SESSION_PRIVATE_KEY: s.SESSION_PRIVATE_KEY_FILE,
      SESSION_PUBLIC_KEY: s.SESSION_PUBLIC_KEY_FILE,
      STRIPE_SECRET_KEY: s.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: s.STRIPE_WEBHOOK_SECRET,
      SMTP_URL: s.SMTP_URL,
      ADMIN_PASSWORD: s.ADMIN_PASSWORD,
      OPERATOR_TOKEN: s.OPERATOR_TOKEN,
      IMAGES_S3_ACCESS_KEY_ID: s.IMAGES_S3_ACCESS_KEY_ID,
      IMAGES_S3_SECRET_ACCESS_KEY: s.IMAGES_S3_SECRET_ACCESS_KEY,
    },
  };
}
