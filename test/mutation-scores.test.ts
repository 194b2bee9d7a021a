import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedPage } from '../scripts/docs.mjs';

// `npm run mutation` is too slow for every `npm test`, so this checks what it recorded: every guarded
// module measured, at or over the floor, on the code and tests as they are now, and the table in
// docs/testing.md made from the record (`npm run docs`). A change to a guarded module or to its tests needs a rerun (incremental:
// only the mutants it touches are tested again).
const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface GuardedModule {
  name: string;
  floor: number;
  files: string[];
  tests: string[];
}
interface RecordedModule {
  name: string;
  missing?: true;
  score: number;
  survived: number;
  noCoverage: number;
  sources: Record<string, string>;
  tests: Record<string, string>;
}

const guarded = JSON.parse(read('mutation/modules.json')) as { goal: number; modules: GuardedModule[] };
const recorded = JSON.parse(read('mutation/scores.json')) as { goal: number; modules: RecordedModule[] };
const rerun = (m: GuardedModule) => `run \`npm run mutation -- "${m.name}"\` and commit mutation/`;

describe('the recorded mutation scores', () => {
  it("are at or over each module's floor, a floor that only ever rises, to the 85% goal", () => {
    expect(guarded.goal).toBeGreaterThanOrEqual(0.85);
    expect(recorded.goal).toBe(guarded.goal);
    for (const m of guarded.modules) {
      const r = recorded.modules.find((x) => x.name === m.name);
      expect(r && !r.missing, `${m.name} has no recorded score: ${rerun(m)}`).toBe(true);
      const percent = Math.round(r!.score * 10_000) / 100;
      expect(r!.score, `${m.name}: ${percent}% of its mutants caught, under its floor`).toBeGreaterThanOrEqual(m.floor);
      // The floor is where the module stands, rounded down to the percent (at most the goal): raised
      // in mutation/modules.json as soon as tests improve, so a later drop fails here.
      expect(m.floor, `${m.name}: its floor should be ${Math.min(guarded.goal * 100, Math.floor(percent))}%`).toBe(
        Math.min(guarded.goal, Math.floor(percent) / 100),
      );
    }
  });

  it('were measured on the guarded code and its tests as they are now', () => {
    const stale: string[] = [];
    for (const m of guarded.modules) {
      const r = recorded.modules.find((x) => x.name === m.name);
      if (!r || r.missing) continue; // the test above says so
      for (const [kind, files, hashes] of [
        ['code', m.files, r.sources],
        ['tests', m.tests, r.tests],
      ] as const) {
        expect(Object.keys(hashes).sort(), `${m.name}: its ${kind} list changed since it was measured: ${rerun(m)}`).toEqual(
          [...files].sort(),
        );
        for (const f of files) if (hashes[f] !== sha256(read(f))) stale.push(`${f} (${kind} of ${m.name}) changed since: ${rerun(m)}`);
      }
    }
    expect(stale, stale.join('\n')).toEqual([]);
  });

  it('are the table in docs/testing.md', async () => {
    expect(read('docs/testing.md'), 'docs/testing.md is not current: run npm run docs').toBe(await generatedPage('docs/testing.md'));
  });
});
