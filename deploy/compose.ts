// docker-compose.yml, made from the topology (deploy/topology.ts) by `npm run deploy-files`; a test fails
// when the file is not what this writes. What is the same for every service is in the file's anchors;
// what only one service needs (its own settings and volumes) is in EXTRAS below.
import { passwordVariable } from '@storefront/data';
import { TaxRegistrationSettings } from '@storefront/service-kit';
import { FRONTENDS, GATEWAY, ROUTED_SERVICES, SERVICES, type ServiceName, type ServiceNode, envName, urlSettingOf } from './topology';

/** A service's lines beyond what the topology gives every service (YAML, comments allowed). */
interface Extra {
  environment?: string[];
  /** Its volumes (default: the session public key alone). */
  volumes?: string[];
  /** Why it has them. */
  volumesNote?: string;
}

const PUBLIC_KEY_VOLUME = "'./secrets/session-public.pem:/run/keys/session-public.pem:ro'";
const PUBLIC_URL = 'PUBLIC_URL: ${PUBLIC_URL:-http://localhost:8080}';
const WEBHOOK_SECRET = 'STRIPE_WEBHOOK_SECRET: ${STRIPE_WEBHOOK_SECRET:-whsec_sandbox_compose}';
/** The shop's tax registrations, on the receipts orders (the PDF) and support (the mail) make. */
const TAX_REGISTRATIONS = [
  "# The shop's sales-tax registrations, printed on its receipts (unset: that line is left out).",
  ...Object.keys(TaxRegistrationSettings.shape).map((name) => `${name}: \${${name}:-}`),
];

const EXTRAS: Partial<Record<ServiceName, Extra>> = {
  users: {
    environment: [
      'AUTH_PRIVATE_KEY_FILE: /run/keys/session-private.pem',
      'ADMIN_EMAIL: ${ADMIN_EMAIL:-admin@storefront.test}',
      "# Unset: a random password is made on first start and printed once in this service's log.",
      'ADMIN_PASSWORD: ${ADMIN_PASSWORD:-}',
      'COOKIE_SECURE: ${COOKIE_SECURE:-false}',
      "# Where password reset links point: the gateway's address as shoppers reach it.",
      PUBLIC_URL,
    ],
    volumes: ["'./secrets:/run/keys:ro'"],
  },
  catalog: {
    environment: ['DATA_DIR: /data'],
    volumesNote: 'Pictures in one volume that every replica mounts.',
    volumes: ["'catalog-images:/data'", PUBLIC_KEY_VOLUME],
  },
  orders: {
    environment: [
      PUBLIC_URL,
      'COOKIE_SECURE: ${COOKIE_SECURE:-false}',
      '# With STRIPE_SECRET_KEY (and its STRIPE_WEBHOOK_SECRET) real Stripe; without, the payment sandbox.',
      'STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY:-}',
      WEBHOOK_SECRET,
      ...TAX_REGISTRATIONS,
    ],
  },
  support: {
    environment: [
      'SUPPORT_INBOX: ${SUPPORT_INBOX:-support@maplemarket.test}',
      '# With SMTP_URL mail goes out; without, it is written as .eml files in /data/mail.',
      'SMTP_URL: ${SMTP_URL:-}',
      'DATA_DIR: /data',
      ...TAX_REGISTRATIONS,
    ],
    volumes: ["'support-mail:/data'", PUBLIC_KEY_VOLUME],
  },
  'payment-sandbox': { environment: [WEBHOOK_SECRET, 'SANDBOX_WEBHOOK_URL: http://orders:3000/api/payments/webhook'] },
};

const HEADER = `# The distributed store: PostgreSQL and RabbitMQ, every service, the gateway, the shell and each remote in
# its own container. \`docker compose up --build\`, then open http://localhost:8080 (the only published port).
# The same deployment runs without containers in e2e/test/distributed.test.ts.
#
# Made from deploy/topology.ts by \`npm run deploy-files\` (deploy/compose.ts): edit those, not this file.
#
# Each service connects as its own database role, which owns its schema and nothing else: the
# database-setup container runs deploy/database-setup.sql (roles, schemas, pg_trgm) as the administrator
# at every \`up\`, before any service starts. Set *_DATABASE_PASSWORD (letters, digits, - _ . ~) in the
# environment or an .env file for anything but a machine of your own.
# Services scale by replicas (\`docker compose up --scale catalog=3\`): none has a host port.
# Every image is built from the one Dockerfile at the root (its target and SERVICE or FRONTEND argument):
# the dependencies are installed, and the programs built, once for all of them.
version: '2.4'

x-infrastructure: &infrastructure
  postgres: { condition: service_healthy }
  rabbitmq: { condition: service_healthy }
  database-setup: { condition: service_completed_successfully }

x-service: &service
  restart: unless-stopped
  depends_on: *infrastructure
  # Ready (/readyz: its database and broker reached, its consumers consuming) gates what starts after it.
  healthcheck:
    test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
    interval: 5s
    timeout: 3s
    retries: 5
    start_period: 120s
  # SIGTERM: a drain (SHUTDOWN_DRAIN_MS), requests under way (SHUTDOWN_TIMEOUT_MS), then consumers and pools.
  stop_grace_period: 25s

x-service-env: &service-env
  AMQP_URL: amqp://storefront:storefront@rabbitmq:5672
  AUTH_PUBLIC_KEY_FILE: /run/keys/session-public.pem
  LOG_LEVEL: info
  # Services are reached only through the gateway: trust its one hop (the address it appends to
  # X-Forwarded-For), never addresses a client put there itself. Login and contact limits key on it.
  TRUST_PROXY: '1'
  SHUTDOWN_DRAIN_MS: '3000'

x-frontend: &frontend
  restart: unless-stopped
  healthcheck:
    test: ['CMD', 'wget', '-q', '-O', '/dev/null', 'http://127.0.0.1:8080/healthz']
    interval: 5s
    timeout: 3s
    retries: 5
`;

const databasePassword = (name: string) => `\${${passwordVariable(name)}:-${name}-compose-password}`;

function infrastructure(): string {
  const databases = SERVICES.filter((s) => s.schema);
  return `
services:
  postgres:
    image: postgres:16
    environment:
      # The administrator: only the database setup connects as it.
      POSTGRES_USER: storefront
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-storefront}
      POSTGRES_DB: storefront
    volumes: [postgres-data:/var/lib/postgresql/data]
    healthcheck:
      test: ['CMD', 'pg_isready', '-U', 'storefront', '-d', 'storefront']
      interval: 5s
      retries: 20

  # One role per service, owning its schema (deploy/database-setup.sql, made by \`npm run database-setup-sql\`);
  # safe to run again, and it also hands over the schemas of a database that services once shared as one user.
  database-setup:
    image: postgres:16
    restart: 'no'
    depends_on:
      postgres: { condition: service_healthy }
    environment:
      PGHOST: postgres
      PGUSER: storefront
      PGPASSWORD: \${POSTGRES_PASSWORD:-storefront}
      PGDATABASE: storefront
${databases.map((s) => `      ${passwordVariable(s.name)}: ${databasePassword(s.name)}`).join('\n')}
    volumes: ['./deploy/database-setup.sql:/setup/database-setup.sql:ro']
    command: ['psql', '-X', '-q', '-f', '/setup/database-setup.sql']

  rabbitmq:
    image: rabbitmq:3.13-management
    environment:
      RABBITMQ_DEFAULT_USER: storefront
      RABBITMQ_DEFAULT_PASS: storefront
    # The management page is not published; to see it from this machine, add
    # \`ports: ['127.0.0.1:15672:15672']\` here in a docker-compose.override.yml.
    healthcheck:
      test: ['CMD', 'rabbitmq-diagnostics', '-q', 'ping']
      interval: 5s
      retries: 30
`;
}

const indent = (lines: string[], by: string) => lines.map((l) => `${by}${l}`).join('\n');

/** A service with a database: the shared anchors, its role, the services it calls and its own extras. */
function databaseService(s: ServiceNode): string {
  const extra = EXTRAS[s.name] ?? {};
  const standIns = s.calls.filter((c) => SERVICES.find((n) => n.name === c)?.standsInFor);
  const env = [
    `DATABASE_URL: postgres://${s.name}:${databasePassword(s.name)}@postgres:5432/storefront`,
    ...s.calls.map((c) => `${urlSettingOf(c)}: http://${c}:${SERVICES.find((n) => n.name === c)!.port}`),
    ...(extra.environment ?? []),
  ];
  const dependsOn = standIns.length
    ? `    depends_on:\n      <<: *infrastructure\n${indent(
        standIns.map((c) => `${c}: { condition: service_started }`),
        '      ',
      )}\n`
    : '';
  return `
  ${s.name}:
    <<: *service
    build: { context: ., dockerfile: Dockerfile, target: service, args: { SERVICE: ${s.name} } }
${dependsOn}    environment:
      <<: *service-env
${indent(env, '      ')}
${extra.volumesNote ? `    # ${extra.volumesNote}\n` : ''}    volumes: [${(extra.volumes ?? [PUBLIC_KEY_VOLUME]).join(', ')}]
`;
}

/** A stand-in for an outside provider: no database, no broker; it only has to be running. */
function standIn(s: ServiceNode): string {
  return `
  ${s.name}:
    restart: unless-stopped
    build: { context: ., dockerfile: Dockerfile, target: service, args: { SERVICE: ${s.name} } }
    environment:
${indent(EXTRAS[s.name]?.environment ?? [], '      ')}
    stop_grace_period: 25s
`;
}

function gateway(): string {
  const remotes = FRONTENDS.filter((f) => f.remote);
  const dependsOn = [
    ...SERVICES.map((s) => `${s.name}: { condition: ${s.standsInFor ? 'service_started' : 'service_healthy'} }`),
    ...FRONTENDS.map((f) => `${f.name}: { condition: service_healthy }`),
  ];
  return `
  gateway:
    restart: unless-stopped
    build: { context: ., dockerfile: Dockerfile, target: gateway }
    # The one published port, for shoppers; /readyz and /metrics answer on ${GATEWAY.adminPort}, inside the compose network.
    ports: ['\${GATEWAY_PORT:-${GATEWAY.port}}:${GATEWAY.port}']
    expose: ['${GATEWAY.adminPort}']
    environment:
${indent(
  ROUTED_SERVICES.map((name) => `SERVICE_URL_${envName(name)}: http://${name}:${SERVICES.find((s) => s.name === name)!.port}`),
  '      ',
)}
      SHELL_URL: http://shell:8080
      # The store's address as shoppers reach it: pages' canonical links, Open Graph tags and the sitemap.
      ${PUBLIC_URL}
      # Each remote's releases are in its own container; the browser loads them through the gateway
      # (/remotes/<name>/…), on the store's one origin, wherever the store is reached from.
${indent(
  remotes.map((f) => `REMOTE_ORIGIN_${envName(f.remote!.name)}: http://${f.name}:${f.port}`),
  '      ',
)}
      # Which release of each remote is served, kept across restarts; the operators' port switches and rolls
      # back with this token (unset: it only lists them).
      REMOTE_DEPLOYMENTS_FILE: /var/lib/storefront/remote-deployments.json
      OPERATOR_TOKEN: \${OPERATOR_TOKEN:-}
      # Where the catalogue announces its changes: the gateway keeps its public answers meanwhile.
      AMQP_URL: amqp://storefront:storefront@rabbitmq:5672
      LOG_LEVEL: info
      SHUTDOWN_DRAIN_MS: '3000'
    volumes: ['gateway-state:/var/lib/storefront']
    stop_grace_period: 25s
    depends_on:
${indent(dependsOn, '      ')}
`;
}

function frontend(name: string, remote: boolean): string {
  const build = remote
    ? `{ context: ., dockerfile: Dockerfile, target: remote, args: { FRONTEND: ${name} } }`
    : '{ context: ., dockerfile: Dockerfile, target: shell }';
  return `
  ${name}:
    <<: *frontend
    build: ${build}
`;
}

const FOOTER = `
# Session keys live in ./secrets (not committed). Make them once:
#   openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out secrets/session-private.pem
#   openssl pkey -in secrets/session-private.pem -pubout -out secrets/session-public.pem
# Only the users service sees the private key; every service gets the public one.

volumes:
  postgres-data:
  gateway-state:
  catalog-images:
  support-mail:
`;

/** docker-compose.yml's text, before formatting. */
export function composeFile(): string {
  return [
    HEADER,
    infrastructure(),
    ...SERVICES.map((s) => (s.schema ? databaseService(s) : standIn(s))),
    gateway(),
    ...FRONTENDS.map((f) => frontend(f.name, f.remote !== undefined)),
    FOOTER,
  ].join('');
}
