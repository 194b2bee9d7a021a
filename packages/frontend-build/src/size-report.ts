import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FederationStats } from './build';

export interface PageEntry {
  /** e.g. 'Home (/)' */
  page: string;
  /** Workspace folder of each remote module the page shows first, with the module. */
  remotes: Array<{ workspace: string; expose: string }>;
}

export interface PageSize {
  page: string;
  bytes: number;
  gzipBytes: number;
  files: number;
}

function readStats(dir: string): FederationStats {
  const file = path.join(dir, 'dist', 'federation-stats.json');
  if (!fs.existsSync(file)) throw new Error(`${path.basename(dir)} has not been built (no ${file}).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FederationStats;
}

/** Gzip size of the JavaScript each page loads first: the shell, plus each remote's entry and the chunks
 * of the modules it shows. Shared libraries come once, from the shell. */
export function pageSizes(root: string, shellWorkspace: string, pages: PageEntry[]): PageSize[] {
  const shellDir = path.join(root, shellWorkspace);
  const shell = readStats(shellDir);
  const gz = new Map<string, { raw: number; gz: number }>();
  const measure = (file: string) => {
    if (!gz.has(file)) {
      const data = fs.readFileSync(file);
      gz.set(file, { raw: data.length, gz: gzipSync(data, { level: 9 }).length });
    }
    return gz.get(file)!;
  };
  return pages.map(({ page, remotes }) => {
    const files = new Set(shell.initial.map((f) => path.join(shellDir, 'dist', f)));
    for (const r of remotes) {
      const dir = path.join(root, r.workspace);
      const stats = readStats(dir);
      for (const f of [...stats.initial, ...(stats.exposes[r.expose] ?? [])]) files.add(path.join(dir, 'dist', f));
    }
    let bytes = 0;
    let gzipBytes = 0;
    for (const f of files) {
      const m = measure(f);
      bytes += m.raw;
      gzipBytes += m.gz;
    }
    return { page, bytes, gzipBytes, files: files.size };
  });
}

export function formatSizeTable(sizes: PageSize[], budgetKb: number): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const width = Math.max(...sizes.map((s) => s.page.length), 4);
  const lines = [`${'Page'.padEnd(width)}  ${'JS (gzip)'.padStart(10)}  ${'JS (raw)'.padStart(10)}  files`];
  for (const s of sizes) {
    const flag = s.gzipBytes > budgetKb * 1024 ? `  over the ${budgetKb} KB budget` : '';
    lines.push(
      `${s.page.padEnd(width)}  ${kb(s.gzipBytes).padStart(10)}  ${kb(s.bytes).padStart(10)}  ${String(s.files).padStart(5)}${flag}`,
    );
  }
  return lines.join('\n');
}
