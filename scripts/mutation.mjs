// npm run mutation: mutation testing of the modules that hold the store's guarantees (mutation/modules.json).
// Runs Stryker (incrementally: only mutants whose code or tests changed since mutation/incremental.json
// are tested again), then prints each module's score and records it in mutation/scores.json, which
// test/mutation-scores.test.ts checks on every `npm test`.
//   npm run mutation                  every guarded module
//   npm run mutation -- payment rate  only the modules whose name contains one of these words
//   npm run mutation -- --report      no run: print the recorded scores again
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const MODULES = path.join(ROOT, 'mutation', 'modules.json');
const INCREMENTAL = path.join(ROOT, 'mutation', 'incremental.json');
const SCORES = path.join(ROOT, 'mutation', 'scores.json');

const args = process.argv.slice(2);
const reportOnly = args.includes('--report');
const words = args.filter((a) => !a.startsWith('--'));
const guarded = JSON.parse(fs.readFileSync(MODULES, 'utf8'));
const unknown = words.filter((w) => !guarded.modules.some((m) => m.name.includes(w)));
if (unknown.length) {
  console.error(
    `No guarded module's name contains ${unknown.map((w) => `"${w}"`).join(', ')}. The modules: ${guarded.modules.map((m) => m.name).join('; ')}.`,
  );
  process.exit(2);
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Killed and timed-out mutants count as caught; code that does not compile, or that only runs when a
 * module loads (ignored), is not counted either way. */
function tally(mutants) {
  const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
  const caught = count('Killed', 'Timeout');
  const missed = count('Survived', 'NoCoverage');
  return {
    score: caught + missed === 0 ? 1 : Number((caught / (caught + missed)).toFixed(4)),
    killed: count('Killed'),
    timedOut: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    compileErrors: count('CompileError'),
    ignored: count('Ignored'),
  };
}

function record() {
  if (!fs.existsSync(INCREMENTAL)) {
    console.error('No mutation results yet (mutation/incremental.json): run `npm run mutation` first.');
    process.exit(1);
  }
  const report = JSON.parse(fs.readFileSync(INCREMENTAL, 'utf8'));
  const previous = fs.existsSync(SCORES) ? JSON.parse(fs.readFileSync(SCORES, 'utf8')) : { modules: [] };
  const modules = guarded.modules.map((module) => {
    const measured = module.files.every((f) => report.files[f] && report.files[f].source === fs.readFileSync(path.join(ROOT, f), 'utf8'));
    // A module not run this time keeps its earlier record (the guard test tells if it is out of date).
    if (!measured) return previous.modules.find((m) => m.name === module.name) ?? { name: module.name, missing: true };
    const mutants = module.files.flatMap((f) => report.files[f].mutants.map((m) => ({ ...m, file: f })));
    return {
      name: module.name,
      ...tally(mutants),
      // What was measured, as Stryker saw it: the guard test compares these with the files as they are now.
      sources: Object.fromEntries(module.files.map((f) => [f, sha256(report.files[f].source)])),
      tests: Object.fromEntries(module.tests.map((f) => [f, sha256(report.testFiles?.[f]?.source ?? '')])),
      survivors: mutants
        .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
        .map((m) => `${m.file}:${m.location.start.line} ${m.mutatorName} → ${m.replacement ?? ''}`.replace(/\s+/g, ' ').slice(0, 160)),
    };
  });
  fs.writeFileSync(SCORES, `${JSON.stringify({ goal: guarded.goal, modules }, null, 2)}\n`);
  return modules;
}

function print(modules) {
  const pct = (n) => `${(100 * n).toFixed(1)}%`;
  console.log(`\nMutation score per guarded module (the goal: ${pct(guarded.goal)}; caught = killed + timed out):\n`);
  console.log(
    `${'module'.padEnd(30)} ${'score'.padStart(7)} ${'killed'.padStart(7)} ${'timeout'.padStart(8)} ${'survived'.padStart(9)} ${'no cover'.padStart(9)}`,
  );
  for (const m of modules) {
    if (m.missing) {
      console.log(`${m.name.padEnd(30)}   not measured yet`);
      continue;
    }
    const { floor } = guarded.modules.find((g) => g.name === m.name);
    const mark = m.score < floor ? `  ✖ under its floor of ${pct(floor)}` : m.score < guarded.goal ? '  (under the goal)' : '';
    console.log(
      `${m.name.padEnd(30)} ${pct(m.score).padStart(7)} ${String(m.killed).padStart(7)} ${String(m.timedOut).padStart(8)} ${String(m.survived).padStart(9)} ${String(m.noCoverage).padStart(9)}${mark}`,
    );
  }
  const survivors = modules.flatMap((m) => m.survivors ?? []);
  if (survivors.length) console.log(`\nMutants no test caught (${survivors.length}):\n${survivors.map((s) => `  ${s}`).join('\n')}`);
  console.log('\nRecorded in mutation/scores.json; the mutants one by one in reports/mutation/index.html.');
}

if (!reportOnly) {
  const env = { ...process.env, MUTATION_ONLY: words.join(',') };
  // Stryker writes only what it mutated this time: a run of some modules keeps the others' results.
  const before = fs.existsSync(INCREMENTAL) ? JSON.parse(fs.readFileSync(INCREMENTAL, 'utf8')) : undefined;
  try {
    await run('npx', ['stryker', 'run'], { env });
  } catch (err) {
    console.error(`\n✖ Stryker did not finish (${err.message}). Are PostgreSQL and RabbitMQ up? \`npm test\` checks and starts them.`);
    process.exit(1);
  }
  if (before && words.length) {
    const after = JSON.parse(fs.readFileSync(INCREMENTAL, 'utf8'));
    after.files = { ...before.files, ...after.files };
    after.testFiles = { ...before.testFiles, ...after.testFiles };
    fs.writeFileSync(INCREMENTAL, JSON.stringify(after));
  }
}
const modules = record();
print(words.length ? modules.filter((m) => words.some((w) => m.name.includes(w))) : modules);
if (modules.some((m) => m.missing || m.score < guarded.modules.find((g) => g.name === m.name).floor)) process.exitCode = 1;
