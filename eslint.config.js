// The house rules, checked by `npm run lint` (and so by `npm test`): typescript-eslint with the
// type-aware promise rules, React's hooks rules, and the architecture's import boundaries, which are
// generated from the workspace layout in scripts/workspaces.mjs. Formatting is Prettier's alone.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/workspaces.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The shell's server build (npm run build).
      '**/dist-server/**',
      // A remote's published releases: its built files, as dist/ (built by npm run build, not written by hand).
      '**/releases/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      '.test-artifacts/**',
      '.scratch/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      // One program for the whole tree (the root tsconfig): far less memory than one per workspace.
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // A promise nobody awaits loses its error: await it, return it, or say `void` on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Namespaces only where a library's types are extended by declaration merging (Express's Request).
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` alone would still load the module at run time: say `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
    },
  },
  {
    // Plain JavaScript (the root scripts and configs) has no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A process reads its environment in one place, its src/config.ts, through a zod schema that refuses
    // a malformed setting at start. Tests, the browser tests' harness (e2e/), bench/ and the root
    // scripts/*.mjs read process.env as they are (test settings, child processes' environments).
    files: ['**/src/**/*.{ts,tsx,js,mjs}', '**/eval/**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/src/config.ts', 'e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: "Read settings in the process's src/config.ts (a zod schema), and pass them on." },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: "Read settings in the process's src/config.ts (a zod schema), and pass them on.",
        },
      ],
    },
  },
  {
    // A unit a reader takes in at once: past 120 lines a function is split into parts named for what
    // they do. Tests and benchmarks are exempt (a scenario reads top to bottom).
    files: ['**/src/**/*.{ts,tsx}', 'deploy/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  ...importBoundaries(),
);
