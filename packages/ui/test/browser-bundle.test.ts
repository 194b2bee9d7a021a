import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const FRONTEND_DIRS = [
  'packages/ui/src',
  'shell/src',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

describe('browser code', () => {
  it('takes only types from the contracts schemas (zod would add ~90 KB to every page)', () => {
    const offenders: string[] = [];
    for (const dir of FRONTEND_DIRS) {
      for (const file of files(path.join(ROOT, dir))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/^import\s+(?!type\b)[^;]*from\s+'(@storefront\/contracts|zod)'/gm)) {
          offenders.push(`${path.relative(ROOT, file)}: ${m[0]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
