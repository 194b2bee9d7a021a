// npm run bench: every benchmark in bench/, one after another (they share 2 cores with nothing else).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const only = process.argv[2];
const files = fs
  .readdirSync(path.join(ROOT, 'bench'))
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
for (const f of files) await run(process.execPath, ['--import', 'tsx', path.join('bench', f)]);
