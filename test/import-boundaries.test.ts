import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture's import boundaries are lint rules (eslint.config.js, built from the workspace
// layout by scripts/workspaces.mjs). These cases lint code as if it stood in real files of the repo,
// so a rule that stopped applying to a part of the tree fails here.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  // Only the boundary rule, parsed without type information: the boundaries need no types. Text
  // linted as a file the type-checker's program does not hold would otherwise come back with no
  // messages at all under CI=true, where typescript-eslint builds that program once for the run.
  overrideConfig: { languageOptions: { parserOptions: { project: false, projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports',
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('import boundaries', () => {
  it.each([
    [
      'a service importing another service',
      'services/cart/src/app.ts',
      "import { catalogService } from '@storefront/catalog';",
      /never another service/,
    ],
    [
      'a service reaching into another by a relative path',
      'services/cart/src/routes/cart.ts',
      "import { x } from '../../../catalog/src/app';",
      /relative path/,
    ],
    [
      'a service importing the gateway',
      'services/orders/src/app.ts',
      "import { buildGateway } from '@storefront/gateway';",
      /never another service or app/,
    ],
    [
      'a remote importing the shell',
      'mf-catalog/src/api.ts',
      "import { App } from '@storefront/shell';",
      /never imports another remote or the shell/,
    ],
    [
      'a remote importing another remote',
      'mf-catalog/src/api.ts',
      "import cart from '@storefront/mf-cart';",
      /never imports another remote/,
    ],
    ['the shell importing a remote', 'shell/src/routes.ts', "import { x } from '@storefront/mf-account';", /loads remotes at run time/],
    [
      'a package importing an app',
      'packages/frontend-build/src/build.ts',
      "import { buildGateway } from '@storefront/gateway';",
      /never imports an app/,
    ],
    [
      'browser code importing a server package',
      'mf-cart/src/api.ts',
      "import { openDatabase } from '@storefront/data';",
      /never imports server packages/,
    ],
    [
      'browser code importing a server library',
      'packages/ui/src/api.ts',
      "import express from 'express';",
      /never imports server libraries/,
    ],
    [
      'a service importing a part of another service',
      'services/cart/src/app.ts',
      "import { payments } from '@storefront/orders/payments';",
      /never another service/,
    ],
    [
      'a remote importing a file of another remote',
      'mf-catalog/src/api.ts',
      "import { cartModule } from '@storefront/mf-cart/src/cart-module';",
      /never imports another remote/,
    ],
    [
      'browser code importing a part of a server package',
      'mf-cart/src/api.ts',
      "import { loadSettings } from '@storefront/service-kit/config';",
      /never imports server packages/,
    ],
    ['browser code importing a Node built-in', 'shell/src/remotes.ts', "import fs from 'node:fs';", /Node built-ins/],
    [
      'browser code taking values (zod) from the contracts',
      'mf-account/src/pages/Login.tsx',
      "import { Address } from '@storefront/contracts';",
      /types from/,
    ],
  ])('refuses %s', async (_case, file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each([
    [
      'a service importing packages',
      'services/cart/src/app.ts',
      "import { createApp } from '@storefront/service-kit';\nimport { z } from 'zod';",
    ],
    [
      'a service test composing other services',
      'services/cart/test/cart-api.test.ts',
      "import { catalogService } from '@storefront/catalog';",
    ],
    ['the store composing services and the gateway', 'standalone/src/store.ts', "import { cartService } from '@storefront/cart';"],
    [
      'browser code taking types from the contracts',
      'mf-cart/src/api.ts',
      "import type { Order } from '@storefront/contracts';\nimport { stockLabel } from '@storefront/contracts/shop';",
    ],
    [
      'a remote using the shared UI package',
      'mf-catalog/src/api.ts',
      "import { api } from '@storefront/ui';\nimport { useState } from 'react';",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
