import { defineConfig } from 'vitest/config';

// Service and package tests run in Node against the real PostgreSQL and RabbitMQ on this machine;
// frontend tests run in jsdom. Browser tests live in e2e/ and run after the build (see scripts/test.mjs).
const NODE_TESTS = [
  'packages/*/test/**/*.test.ts',
  'services/*/test/**/*.test.ts',
  'gateway/test/**/*.test.ts',
  'standalone/test/**/*.test.ts',
  'test/**/*.test.ts',
];
// Tests of what is one per process by design (OpenTelemetry's global tracer, context and exporters), and
// tests that leave a relay mid-publish as a crashed process would (its pass fails later, when nothing
// is left to fail against): a process of their own each.
const OWN_PROCESS_TESTS = [
  'packages/events/test/outbox.test.ts',
  'packages/events/test/relay-lease.test.ts',
  'packages/service-kit/test/tracing-spans.test.ts',
  'packages/service-kit/test/tracing-settings.test.ts',
  'packages/events/test/outbox-trace-context.test.ts',
  'services/orders/test/tracing.test.ts',
  'test/traces-tool.test.ts',
];

// Browser test files that run one at a time, after the others: they add or change products every page
// shows (admin-upload, order-life), switch the shared admin account's language back and forth (the
// accessibility walk: every page of that account follows it), switch a remote for every shopper (remote-deploys), measure time and
// layout shift or hold shoppers' deadlines that another file's load would break (page-speed, resilience),
// or start whole stores of their own (single-process, distributed).
const E2E_ALONE = [
  'e2e/test/accessibility.test.ts',
  'e2e/test/admin-upload.test.ts',
  'e2e/test/order-life.test.ts',
  'e2e/test/remote-deploys.test.ts',
  'e2e/test/page-speed.test.ts',
  'e2e/test/resilience.test.ts',
  'e2e/test/single-process.test.ts',
  'e2e/test/distributed.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        // One process per worker, not per file: each file re-importing the services, the drivers and PGlite
        // cost more than half of this project's time (8 min to 5 here). So a test must leave nothing
        // running behind it: a relay, a timer or a connection of one file would act in the next.
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: ['**/*.serial.test.ts', '**/node_modules/**', 'packages/ui/test/**', ...OWN_PROCESS_TESTS],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'node-own-process',
          environment: 'node',
          include: OWN_PROCESS_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Component tests of the frontends.
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['packages/ui/test/**/*.test.{ts,tsx}', 'shell/test/**/*.test.{ts,tsx}', 'mf-*/test/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/ui/test/setup.ts'],
        },
      },
      {
        // Browser tests: Chromium clicking through the built store (run after `npm run build`), two files at
        // a time against the one store: each makes its own shoppers and orders. Files that change what every
        // page shows, hold deadlines or start stores of their own run after, one at a time (below).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...E2E_ALONE],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e-alone',
          environment: 'node',
          include: E2E_ALONE,
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // Tests that stop and start a broker: one file at a time, on a RabbitMQ node of their own that the
        // setup starts, so the other projects can run meanwhile on the machine's (npm test runs this one
        // beside the browser tests). The fault-injection suite among them needs the build, as those do.
        test: {
          name: 'serial',
          environment: 'node',
          include: ['packages/*/test/**/*.serial.test.ts', 'services/*/test/**/*.serial.test.ts', 'e2e/faults/**/*.serial.test.ts'],
          globalSetup: ['packages/testing/src/own-broker-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
