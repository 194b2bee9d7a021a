// `npm test|typecheck|lint -w <workspace>`: one workspace alone, as its team runs it. Each workspace's
// package.json calls this with the step; the workspace is the folder npm runs the script in.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, UNIT_TEST_PROJECTS, run } from './lib.mjs';

const [step, ...extra] = process.argv.slice(2);
const dir = path.relative(ROOT, process.cwd()).split(path.sep).join('/');
if (!dir || dir.startsWith('..')) {
  console.error('Run this from a workspace, e.g. npm test -w mf-cart (the root has npm test, npm run typecheck, npm run lint).');
  process.exit(2);
}
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function hasFiles(folder, pattern) {
  const walk = (d) =>
    fs.existsSync(d) &&
    fs
      .readdirSync(d, { withFileTypes: true })
      .some((e) => (e.isDirectory() ? e.name !== 'node_modules' && walk(path.join(d, e.name)) : pattern.test(e.name)));
  return walk(path.join(ROOT, folder));
}

try {
  if (step === 'typecheck') {
    await run(bin('tsc'), ['--noEmit', '-p', `${dir}/tsconfig.json`]);
  } else if (step === 'lint') {
    await run(bin('eslint'), ['--max-warnings', '0', dir, ...extra]);
    await run(bin('prettier'), ['--check', dir]);
  } else if (step === 'test') {
    const vitest = [path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run'];
    if (dir === 'e2e') {
      // Browser tests click through the built store.
      await run(process.execPath, ['scripts/build.mjs']);
      await run(process.execPath, [...vitest, '--project', 'e2e', '--project', 'e2e-alone', ...extra]);
    } else {
      // The workspace's own tests in the projects they belong to (node: services and packages; web:
      // components in jsdom); tests that restart this machine's RabbitMQ run after, alone.
      const filter = `${dir}/`;
      await run(process.execPath, [...vitest, ...UNIT_TEST_PROJECTS, '--passWithNoTests', filter, ...extra]);
      if (hasFiles(`${dir}/test`, /\.serial\.test\.ts$/)) await run(process.execPath, [...vitest, '--project', 'serial', filter, ...extra]);
    }
  } else {
    console.error(`Unknown step "${step}": use test, typecheck or lint.`);
    process.exit(2);
  }
} catch (err) {
  console.error(`\n✖ ${err.message}`);
  process.exit(1);
}
