import { defineConfig } from 'vitest/config';

// Service and package tests run in Node against the real PostgreSQL and RabbitMQ on this machine;
// frontend tests run in jsdom. Browser tests live in e2e/ and run after the build (see scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/test/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'gateway/test/**/*.test.ts',
            'standalone/test/**/*.test.ts',
          ],
          exclude: ['**/*.serial.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Tests that disturb shared machine services (they restart RabbitMQ): run alone, after the rest.
        test: {
          name: 'serial',
          environment: 'node',
          include: ['packages/*/test/**/*.serial.test.ts', 'services/*/test/**/*.serial.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
