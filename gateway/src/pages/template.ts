// The shell's index.html, which every page is (the shell routes in the browser): read from the built
// files, or from the shell's own server. Kept between requests, and read again when it changes (a build
// rewrites it; a redeployed shell container answers a new ETag).

import fs from 'node:fs/promises';

export interface ShellTemplate {
  /** The page's HTML; undefined when there is none (not built, or its server down with nothing kept).
   * `problem` hears why the shell's server could not be read. */
  read(problem?: (why: string) => void): Promise<string | undefined>;
}

export function templateFromFile(file: string): ShellTemplate {
  let kept: { mtimeMs: number; size: number; html: string } | undefined;
  return {
    async read() {
      let stat;
      try {
        stat = await fs.stat(file);
      } catch {
        kept = undefined;
        return undefined;
      }
      if (kept && kept.mtimeMs === stat.mtimeMs && kept.size === stat.size) return kept.html;
      try {
        const html = await fs.readFile(file, 'utf8');
        kept = { mtimeMs: stat.mtimeMs, size: stat.size, html };
        return html;
      } catch {
        return undefined;
      }
    },
  };
}

export function templateFromServer(shellUrl: string, timeoutMs: number): ShellTemplate {
  const url = new URL('/index.html', shellUrl);
  let kept: { etag?: string; html: string } | undefined;
  return {
    async read(problem) {
      try {
        const headers: Record<string, string> = { accept: 'text/html' };
        if (kept?.etag) headers['if-none-match'] = kept.etag;
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
        if (res.status === 304 && kept) return kept.html;
        if (!res.ok) throw new Error(`it answered ${res.status}`);
        const html = await res.text();
        kept = { etag: res.headers.get('etag') ?? undefined, html };
        return html;
      } catch (err) {
        problem?.(err instanceof Error ? err.message : String(err));
        // The copy from before is better than no store at all while the shell's server is away.
        return kept?.html;
      }
    },
  };
}
