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
        // Browser tests: Chromium clicking through the built store (run after `npm run build`).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/test/**/*.test.ts'],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Tests that disturb shared machine services (they restart RabbitMQ): run alone, after the rest;
        // the fault-injection suite among them needs the build, as the browser tests do.
        test: {
          name: 'serial',
          environment: 'node',
          include: ['packages/*/test/**/*.serial.test.ts', 'services/*/test/**/*.serial.test.ts', 'e2e/faults/**/*.serial.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
