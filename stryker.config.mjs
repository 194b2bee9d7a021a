// Mutation testing (`npm run mutation`): Stryker changes the guarded modules one small edit at a time
// (a condition flipped, a check removed, a number changed) and runs the tests that guard them; a
// mutant the tests still pass is a guarantee no test protects. What is mutated, with which tests, is
// in mutation/modules.json; scripts/mutation.mjs runs this and records each module's score.
import fs from 'node:fs';

const guarded = JSON.parse(fs.readFileSync(new URL('./mutation/modules.json', import.meta.url), 'utf8'));
// `npm run mutation -- payment` runs only the modules whose name contains one of the words given.
const only = (process.env.MUTATION_ONLY ?? '').split(',').filter(Boolean);
const modules = guarded.modules.filter((m) => only.length === 0 || only.some((word) => m.name.includes(word)));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: modules.flatMap((m) => m.files),
  testRunner: 'vitest',
  // Log lines are not mutated (mutation/log-ignorer.mjs says why).
  plugins: ['@stryker-mutator/*', './mutation/log-ignorer.mjs'],
  ignorers: ['log-calls'],
  vitest: { configFile: 'mutation/vitest.config.ts', related: false },
  checkers: ['typescript'],
  tsconfigFile: 'mutation/tsconfig.json',
  // Each mutant runs only the tests that reached it in the first, unmutated run.
  coverageAnalysis: 'perTest',
  // Mutants in code that runs when a module loads (constants, tables) would need every test rerun in a
  // fresh process each; they are left out and counted as ignored. Unit tests check those tables.
  ignoreStatic: true,
  // A rerun tests only the mutants whose code or tests changed since the recorded run.
  incremental: true,
  incrementalFile: 'mutation/incremental.json',
  concurrency: 2,
  // A mutant that makes a test run this much longer than it did unmutated has hung it (a loop made endless).
  timeoutMS: 5_000,
  // The first run (every guarded test, unmutated) starts the services of each suite: on a busy machine
  // it takes longer than Stryker's five minutes.
  dryRunTimeoutMinutes: 20,
  reporters: ['progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  ignorePatterns: [
    'mf-*',
    'shell',
    'e2e',
    'bench',
    'standalone',
    'gateway',
    'reports',
    '.data',
    '.scratch',
    '.test-artifacts',
    'dist',
    'coverage',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
