// Settings from the environment, one zod schema per process. This is the shared part: the reading rules
// (a typo is refused, never taken as "default") and the settings every service has. Each process adds its
// own in its src/config.ts; no other file reads process.env (the lint config says so).
import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { TaxNumbers } from '@storefront/contracts';
import type { DatabaseConfig } from '@storefront/data';
import type { BusConfig } from '@storefront/events';
import type { AuthKeyPem } from './auth';
import type { TracingConfig } from './tracing';

/** A process's environment: names to text, unset ones absent. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Settings that are missing or malformed: the process refuses to start and says which and why. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
    this.name = 'ConfigError';
  }
}

/** Reads settings from an environment (this process's unless given); a missing or malformed setting
 * throws a ConfigError that names every variable that is wrong and why. */
export function readSettings<S extends z.ZodType>(schema: S, env: Environment = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message)),
  );
}

/** Reads a process's settings, or ends it with exit code 2 and one line on stderr saying what is wrong
 * (no stack trace): read at once by whoever deploys it, before anything is opened. */
export function settingsOrExit<T>(who: string, load: () => T): T {
  try {
    return load();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${who} cannot start: ${err.message}.\n`);
    process.exit(2);
  }
}

/** Why a value is refused, said after the variable's name ("must be ..., not "x""). */
export class Refusal {
  constructor(readonly reason: string) {}
}

/** Turns a setting's text into its value, or says why it cannot. */
export type Reader<T> = (text: string) => T | Refusal;

function readWith<T, F>(read: Reader<T>, orElse: () => F | Refusal) {
  return z
    .string()
    .optional()
    .transform((text, ctx): T | F => {
      // Unset and empty are the same: compose files write `NAME: ${NAME:-}`.
      const value = text === undefined || text.trim() === '' ? orElse() : read(text);
      if (!(value instanceof Refusal)) return value;
      ctx.addIssue({ code: 'custom', message: value.reason });
      return z.NEVER;
    });
}

/** A setting with a default (a function when it depends on where the process runs). */
export const setting = <T>(read: Reader<T>, fallback: T | (() => T)) =>
  readWith(read, () => (typeof fallback === 'function' ? (fallback as () => T)() : fallback));

/** A setting that may be left unset. */
export const optionalSetting = <T>(read: Reader<T>) => readWith(read, () => undefined);

/** A setting the process cannot do without; `why` completes "NAME is not set: ...". */
export const requiredSetting = <T>(read: Reader<T>, why: string) => readWith<T, never>(read, () => new Refusal(`is not set: ${why}`));

// Readers. Refusals quote the value except where it may hold a password or a key.

const text: Reader<string> = (value) => value;

/** Digits only: "3O", "1e3", "0x10" and "-1" are typos, not numbers. */
const wholeNumber =
  ({ min = 0, max }: { min?: number; max?: number } = {}): Reader<number> =>
  (value) => {
    const digits = value.trim();
    const n = Number(digits);
    if (/^\d+$/.test(digits) && Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max)) return n;
    const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
    return new Refusal(`must be a whole number ${range}, not "${value}"`);
  };

const portNumber = wholeNumber({ max: 65535 });

const trueOrFalse: Reader<boolean> = (value) => {
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === 'false') return word === 'true';
  return new Refusal(`must be true or false, not "${value}"`);
};

const oneOf =
  <const V extends string>(values: readonly V[]): Reader<V> =>
  (value) =>
    values.find((v) => v === value.trim()) ?? new Refusal(`must be one of ${values.join(', ')}, not "${value}"`);

/** A URL of one of `protocols` (with the colon), e.g. `url(['http:', 'https:'], 'an http(s) URL')`;
 * `secret` when it may carry a password, which a refusal must not print. */
const url =
  (protocols: readonly string[], what: string, { secret = false, example }: { secret?: boolean; example?: string } = {}): Reader<string> =>
  (value) => {
    const trimmed = value.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(trimmed);
    } catch {
      parsed = undefined;
    }
    if (parsed && protocols.includes(parsed.protocol) && parsed.hostname) return trimmed;
    return new Refusal(`must be ${what}${example ? ` (e.g. ${example})` : ''}${secret ? '' : `, not "${value}"`}`);
  };

const httpUrl = (example?: string) => url(['http:', 'https:'], 'an http(s) URL', { example });

const emailAddress: Reader<string> = (value) => {
  const address = value.trim().toLowerCase();
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address) ? address : new Refusal(`must be an email address, not "${value}"`);
};

/** A folder or file, made absolute against the directory the process started in. */
const filePath: Reader<string> = (value) => path.resolve(value.trim());

/** A JSON file whose content `schema` accepts (GATEWAY_ROUTES_FILE's route table). */
const jsonFile =
  <S extends z.ZodType>(schema: S): Reader<z.output<S>> =>
  (value) => {
    const file = path.resolve(value.trim());
    let content: unknown;
    try {
      content = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      return new Refusal(`must name a readable JSON file, not "${value}" (${why.replace(/\s+/g, ' ')})`);
    }
    const parsed = schema.safeParse(content);
    if (parsed.success) return parsed.data;
    const wrong = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the whole'}: ${issue.message}`).join(', ');
    return new Refusal(`names ${file}, which is not what is expected (${wrong.replace(/\s+/g, ' ')})`);
  };

/** Comma-separated origins (scheme, host and port, as browsers send them in Origin). */
const origins: Reader<string[]> = (value) => {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = list.find((o) => (httpUrl()(o) instanceof Refusal ? true : new URL(o).origin !== o));
  if (wrong === undefined) return list;
  return new Refusal(`must be origins separated by commas (e.g. http://localhost:3000,https://shop.example.ca), not "${wrong}"`);
};

/** Express's trust-proxy setting: which hops may tell us the client's address. */
export type TrustProxy = boolean | number | string;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** 'true', 'false', a hop count, or addresses and subnets ('loopback', '10.0.0.0/8', ...). */
const trustedProxies: Reader<TrustProxy> = (value) => {
  const trimmed = value.trim();
  if (/^(true|false)$/i.test(trimmed)) return trimmed.toLowerCase() === 'true';
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const isAddress = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    return rest.length === 0 && net.isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  const entries = trimmed.split(',').map((s) => s.trim());
  if (entries.every((e) => PROXY_NAMES.has(e) || isAddress(e))) return entries.join(',');
  return new Refusal(`must be true, false, a number of hops, or addresses and subnets (e.g. loopback or 10.0.0.0/8), not "${value}"`);
};

/** An RSA key in PEM (SPKI public, PKCS#8 private) as jose imports it; a literal "\n" stands for a line
 * break (a key in one line of a .env file). The key itself is never printed. */
const pemKey =
  (kind: 'public' | 'private'): Reader<string> =>
  (value) => {
    const pem = value.replace(/\\n/g, '\n');
    const header = kind === 'public' ? '-----BEGIN PUBLIC KEY-----' : '-----BEGIN PRIVATE KEY-----';
    try {
      const key = kind === 'public' ? createPublicKey(pem) : createPrivateKey(pem);
      if (pem.includes(header) && key.asymmetricKeyType === 'rsa') return pem;
    } catch {
      // refused below
    }
    return new Refusal(`must be an RSA ${kind} key in PEM form ("${header}")`);
  };

/** The same key, read from the file the setting names. */
const pemKeyFile =
  (kind: 'public' | 'private'): Reader<string> =>
  (value) => {
    const file = path.resolve(value.trim());
    let content: string;
    try {
      content = fs.readFileSync(file, 'utf8');
    } catch (err) {
      return new Refusal(`must name a readable file, not "${value}" (${(err as NodeJS.ErrnoException).code ?? 'unreadable'})`);
    }
    const key = pemKey(kind)(content);
    return key instanceof Refusal ? new Refusal(`names ${file}, which ${key.reason.replace(/^must be/, 'is not')}`) : key;
  };

/** How settings are read: `setting(read.wholeNumber({ min: 1 }), 30)`. */
export const read = {
  text,
  wholeNumber,
  portNumber,
  trueOrFalse,
  oneOf,
  url,
  httpUrl,
  emailAddress,
  filePath,
  jsonFile,
  origins,
  trustedProxies,
  pemKey,
  pemKeyFile,
};

/** Where finished spans go: OTLP/HTTP to a collector, one JSON line each on stdout or in a file, or nowhere. */
export const TRACE_EXPORTERS = ['otlp', 'console', 'file', 'none'] as const;
export type TraceExporterName = Exclude<(typeof TRACE_EXPORTERS)[number], 'none'>;

/** OTEL_TRACES_EXPORTER: one or more of TRACE_EXPORTERS, comma separated ("otlp,console"), or none. */
const traceExporters: Reader<TraceExporterName[]> = (value) => {
  const names = value
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => !(TRACE_EXPORTERS as readonly string[]).includes(n));
  if (unknown.length > 0 || names.length === 0) {
    return new Refusal(
      `must be ${TRACE_EXPORTERS.join(', ')} or several of the first three separated by commas, not "${value}"` +
        (unknown.some((n) => n === 'jaeger' || n === 'zipkin') ? ' (send to Jaeger or Zipkin through OTLP: both take it)' : ''),
    );
  }
  if (names.includes('none')) return names.length === 1 ? [] : new Refusal(`cannot name none with other exporters, as in "${value}"`);
  return [...new Set(names as TraceExporterName[])];
};

/** OTEL_EXPORTER_OTLP_HEADERS: `name=value` pairs separated by commas, values %-encoded (they often hold
 * an API key, so a refusal never prints them). */
const headerPairs: Reader<Record<string, string>> = (value) => {
  const headers: Record<string, string> = {};
  for (const pair of value.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    let text: string | undefined;
    try {
      text = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      text = undefined;
    }
    if (at <= 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || text === undefined) {
      return new Refusal('must be name=value pairs separated by commas, values %-encoded (e.g. x-api-key=abc123,x-team=shop)');
    }
    headers[name] = text;
  }
  return headers;
};

/** How a process traces (packages/service-kit/src/tracing.ts): the standard OpenTelemetry variables. */
export const TracingSettings = z.object({
  OTEL_TRACES_EXPORTER: setting(traceExporters, []).describe(
    'Where traces go: otlp (OTLP/HTTP to a collector), console (a JSON line per span on stdout), file (JSON lines in OTEL_TRACES_FILE), several of these comma separated, or none.',
  ),
  OTEL_TRACES_FILE: optionalSetting(filePath).describe('The file the file exporter appends spans to (default DATA_DIR/traces.jsonl).'),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalSetting(httpUrl('http://otel-collector:4318')).describe(
    "The OTLP/HTTP collector's base address (traces go to its /v1/traces).",
  ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalSetting(httpUrl('http://otel-collector:4318/v1/traces')).describe(
    'The full address traces are sent to (wins over OTEL_EXPORTER_OTLP_ENDPOINT).',
  ),
  OTEL_EXPORTER_OTLP_HEADERS: optionalSetting(headerPairs).describe(
    'Headers sent with every OTLP export (name=value,...), e.g. an API key.',
  ),
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: optionalSetting(headerPairs).describe(
    'Headers sent with trace exports (win over OTEL_EXPORTER_OTLP_HEADERS).',
  ),
});
export type TracingSettings = z.output<typeof TracingSettings>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// Shared settings.

/** A tax registration number as the agency writes it: letters and digits, with spaces or hyphens. */
const registrationNumber: Reader<string> = (value) =>
  /^[A-Za-z0-9][A-Za-z0-9 -]{3,29}$/.test(value.trim())
    ? value.trim()
    : new Refusal(`must be a registration number of letters and digits, with spaces or hyphens (e.g. 123456789 RT0001), not "${value}"`);

/** The shop's sales-tax registrations, printed on its receipts by the services that make them (the
 * mailed receipt, the PDF): set once for both. Unset, a receipt leaves that number out. */
export const TaxRegistrationSettings = z.object({
  GST_HST_NUMBER: optionalSetting(registrationNumber).describe(
    "The shop's GST/HST registration number (e.g. 123456789 RT0001), on every receipt.",
  ),
  QST_NUMBER: optionalSetting(registrationNumber).describe(
    "The shop's QST registration number (e.g. 1234567890 TQ0001), on receipts of Quebec orders.",
  ),
  BC_PST_NUMBER: optionalSetting(registrationNumber).describe(
    "The shop's British Columbia PST number, on receipts of orders shipped there.",
  ),
  SK_PST_NUMBER: optionalSetting(registrationNumber).describe("The shop's Saskatchewan PST number, on receipts of orders shipped there."),
  MB_RST_NUMBER: optionalSetting(registrationNumber).describe("The shop's Manitoba RST number, on receipts of orders shipped there."),
});
export type TaxRegistrationSettings = z.output<typeof TaxRegistrationSettings>;

/** The registrations as receipts use them. */
export const taxNumbersOf = (s: TaxRegistrationSettings): TaxNumbers => ({
  gstHst: s.GST_HST_NUMBER,
  qst: s.QST_NUMBER,
  bcPst: s.BC_PST_NUMBER,
  skPst: s.SK_PST_NUMBER,
  mbRst: s.MB_RST_NUMBER,
});

/** What every process that listens has (services, the gateway, the payment sandbox). */
export const ProcessSettings = z.object({
  PORT: setting(portNumber, 3000).describe('The port to listen on (0: any free one).'),
  HOST: setting(text, '0.0.0.0').describe('The address to listen on.'),
  LOG_LEVEL: setting(oneOf(LOG_LEVELS), 'info').describe('The least severe log lines written (JSON on stdout).'),
  SHUTDOWN_TIMEOUT_MS: setting(wholeNumber(), 10_000).describe(
    'How long requests under way may finish after SIGTERM before their connections are cut.',
  ),
  SHUTDOWN_DRAIN_MS: setting(wholeNumber(), 1000).describe(
    'How long after SIGTERM the process keeps answering, each answer saying Connection: close, so clients leave their kept-alive connections before it stops listening (sooner once none is open).',
  ),
  ...TracingSettings.shape,
});
export type ProcessSettings = z.output<typeof ProcessSettings>;

/** The session keys: the users service signs with the private one, every service checks with the public one. */
export const AuthKeySettings = z.object({
  AUTH_PUBLIC_KEY: optionalSetting(pemKey('public')).describe('The public key that checks session tokens, in PEM.'),
  AUTH_PUBLIC_KEY_FILE: optionalSetting(pemKeyFile('public')).describe('A file holding AUTH_PUBLIC_KEY (wins over it).'),
  AUTH_PRIVATE_KEY: optionalSetting(pemKey('private')).describe('The private key that signs session tokens, in PEM (users only).'),
  AUTH_PRIVATE_KEY_FILE: optionalSetting(pemKeyFile('private')).describe('A file holding AUTH_PRIVATE_KEY (wins over it).'),
});
export type AuthKeySettings = z.output<typeof AuthKeySettings>;

export const dataDirSetting = () =>
  setting(filePath, () => path.resolve('.data')).describe("A folder for the process's files: PGlite data, session keys, images, mail.");

/** What every service has; each service's src/config.ts extends it with its own. */
export const ServiceSettings = ProcessSettings.extend({
  ...AuthKeySettings.shape,
  DATA_DIR: dataDirSetting(),
  DATABASE_URL: optionalSetting(url(['postgres:', 'postgresql:'], 'a postgres:// URL', { secret: true })).describe(
    'A PostgreSQL server (the service keeps its tables in its own schema); unset: embedded PGlite in DATA_DIR.',
  ),
  DATABASE_POOL_SIZE: optionalSetting(wholeNumber({ min: 1 })).describe('Connections to PostgreSQL at most (default 10).'),
  AMQP_URL: optionalSetting(url(['amqp:', 'amqps:'], 'an amqp:// URL', { secret: true })).describe(
    'A RabbitMQ server for events; unset: the in-process bus.',
  ),
  AMQP_NAMESPACE: optionalSetting(text).describe("Prefix of the exchange's and queues' names (default storefront)."),
  TRUST_PROXY: setting(trustedProxies, 'loopback').describe(
    "Which hops may tell the client's address (X-Forwarded-For): rate limits and location key on it.",
  ),
  MIGRATE_ONLY: setting(trueOrFalse, false).describe(
    "Brings the service's schema up to date and exits (as the argument --migrate-only does): a deploy's migration Job. Only the database settings are read.",
  ),
});
export type ServiceSettings = z.output<typeof ServiceSettings>;

/** What a service's own process reads when it only migrates: its other settings (keys, other services'
 * addresses) belong to the running service, and a migration Job need not be given them. */
export const MigrationSettings = ServiceSettings.pick({
  LOG_LEVEL: true,
  DATA_DIR: true,
  DATABASE_URL: true,
  DATABASE_POOL_SIZE: true,
  MIGRATE_ONLY: true,
});
export type MigrationSettings = z.output<typeof MigrationSettings>;

/** The address of another service this one calls (CATALOG_URL, ORDERS_URL). */
export const serviceUrlSetting = (service: string) =>
  requiredSetting(read.httpUrl(`http://${service}:3000`), `this service calls the ${service} service`).describe(
    `The ${service} service's address.`,
  );

/** Where the service keeps its data. */
export function databaseConfigOf(settings: Pick<ServiceSettings, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>): DatabaseConfig {
  return { url: settings.DATABASE_URL, dataDir: settings.DATA_DIR, poolSize: settings.DATABASE_POOL_SIZE };
}

/** Where its events go. */
export function busConfigOf(settings: Pick<ServiceSettings, 'AMQP_URL' | 'AMQP_NAMESPACE'>): Pick<BusConfig, 'url' | 'namespace'> {
  return { url: settings.AMQP_URL, namespace: settings.AMQP_NAMESPACE };
}

/** How the process traces: where spans go (the file in `dataDir` unless OTEL_TRACES_FILE says), and the
 * OTLP collector's address and headers as the OpenTelemetry specification combines its variables. */
export function tracingConfigOf(settings: TracingSettings, dataDir: string): TracingConfig {
  const base = settings.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '');
  return {
    exporters: settings.OTEL_TRACES_EXPORTER,
    file: settings.OTEL_TRACES_FILE ?? path.join(dataDir, 'traces.jsonl'),
    otlp: {
      url: settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? `${base ?? 'http://localhost:4318'}/v1/traces`,
      headers: { ...settings.OTEL_EXPORTER_OTLP_HEADERS, ...settings.OTEL_EXPORTER_OTLP_TRACES_HEADERS },
    },
  };
}

/** The session keys given (a file wins over the value), if the public one is. */
export function authKeysOf(settings: AuthKeySettings): AuthKeyPem | undefined {
  const publicKey = settings.AUTH_PUBLIC_KEY_FILE ?? settings.AUTH_PUBLIC_KEY;
  if (!publicKey) return undefined;
  return { publicKey, privateKey: settings.AUTH_PRIVATE_KEY_FILE ?? settings.AUTH_PRIVATE_KEY };
}

/** The keys a service's own process needs: the public one always, the private one where it signs sessions. */
export function requiredAuthKeys(settings: AuthKeySettings, { signsSessions = false } = {}): AuthKeyPem {
  const keys = authKeysOf(settings);
  const problems: string[] = [];
  if (!keys) problems.push('AUTH_PUBLIC_KEY (or AUTH_PUBLIC_KEY_FILE) is not set: every service checks sessions with it');
  if (signsSessions && !keys?.privateKey) {
    problems.push('AUTH_PRIVATE_KEY (or AUTH_PRIVATE_KEY_FILE) is not set: this service signs session tokens with it');
  }
  if (!keys || problems.length) throw new ConfigError(problems);
  return keys;
}
