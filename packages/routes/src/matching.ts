import type { IncomingMessage } from 'node:http';
import type { RouteRule } from './table';

/** Whether a request asks for an HTML page (a browser navigation) rather than data. */
export function wantsHtml(req: Pick<IncomingMessage, 'headers' | 'method'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html');
}

/** The rule for a path: the longest matching prefix, matched on whole path segments
 * ("/api/products" matches "/api/products/1" but not "/api/productsx"). A `*` segment stands for any
 * one segment ("/api/products/*\/reviews" matches "/api/products/1/reviews"). */
export function matchRoute(
  rules: readonly RouteRule[],
  req: Pick<IncomingMessage, 'headers' | 'method'>,
  pathname: string,
): RouteRule | undefined {
  let best: PreparedRule | undefined;
  for (const rule of prepared(rules)) {
    if (rule.pattern ? !rule.pattern.test(pathname) : pathname !== rule.path && !pathname.startsWith(rule.under)) continue;
    if (rule.rule.accept === 'json' && wantsHtml(req)) continue;
    if (rule.rule.methods && !rule.rule.methods.includes(req.method ?? 'GET')) continue;
    if (!best || rule.path.length > best.path.length) best = rule;
  }
  return best?.rule;
}

interface PreparedRule {
  rule: RouteRule;
  /** The prefix without a trailing slash, and what a path under it starts with. */
  path: string;
  under: string;
  /** For a prefix with `*` segments: what the path and anything under it look like. */
  pattern?: RegExp;
}

const escaped = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (path: string): RegExp | undefined =>
  path.split('/').includes('*')
    ? new RegExp(
        `^${path
          .split('/')
          .map((s) => (s === '*' ? '[^/]+' : escaped(s)))
          .join('/')}(?:/|$)`,
      )
    : undefined;

// Every API request is matched (twice in the gateway, with tracing on): each table's prefixes are made
// ready once, not for every rule of every request.
const preparedTables = new WeakMap<readonly RouteRule[], PreparedRule[]>();
function prepared(rules: readonly RouteRule[]): PreparedRule[] {
  let table = preparedTables.get(rules);
  if (!table) {
    table = rules.map((rule) => {
      const path = rule.prefix.replace(/\/$/, '');
      const pattern = patternOf(path);
      return { rule, path, under: `${path}/`, ...(pattern ? { pattern } : {}) };
    });
    preparedTables.set(rules, table);
  }
  return table;
}
