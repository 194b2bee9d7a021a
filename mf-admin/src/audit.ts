import type { AuditEntry } from '@storefront/contracts';

export type SourcedEntry = AuditEntry & { source: string };

/** One source's entries loaded so far (newest first, as each service answers) and whether it has older ones. */
export interface LoadedSource {
  source: string;
  entries: AuditEntry[];
  more: boolean;
}

/** The services' logs as one, newest first. A source with older entries still to load bounds what can be
 * shown: below its oldest loaded entry another source's entry could not be placed right. */
export function mergeAudit(sources: LoadedSource[]): { entries: SourcedEntry[]; more: boolean } {
  const bounds = sources.filter((s) => s.more && s.entries.length > 0).map((s) => s.entries[s.entries.length - 1]!.at);
  const cutoff = bounds.length ? bounds.reduce((a, b) => (a > b ? a : b)) : '';
  const all = sources.flatMap((s) => s.entries.map((e) => ({ ...e, source: s.source })));
  all.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a._id < b._id ? 1 : -1));
  return { entries: all.filter((e) => e.at >= cutoff), more: sources.some((s) => s.more) };
}

const show = (v: unknown): string => (v === undefined ? '—' : JSON.stringify(v));
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** What changed, one line per field that differs ('price: 10 → 12'), or the whole values. */
export function describeChange(before: unknown, after: unknown): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.filter((k) => show(before[k]) !== show(after[k])).map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
  }
  if (before === null || before === undefined) return [`→ ${show(after)}`];
  return [`${show(before)} → ${show(after)}`];
}
