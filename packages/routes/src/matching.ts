import type { IncomingMessage } from 'node:http';
import type { RouteRule } from './table';

/** Whether a request asks for an HTML page (a browser navigation) rather than data. */
export function wantsHtml(req: Pick<IncomingMessage, 'headers' | 'method'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html');
}

/** The rule for a path: the longest matching prefix, matched on whole path segments
 * ("/api/products" matches "/api/products/1" but not "/api/productsx"). */
export function matchRoute(
  rules: readonly RouteRule[],
  req: Pick<IncomingMessage, 'headers' | 'method'>,
  pathname: string,
): RouteRule | undefined {
  let best: RouteRule | undefined;
  for (const rule of rules) {
    const p = rule.prefix.replace(/\/$/, '');
    if (pathname !== p && !pathname.startsWith(`${p}/`)) continue;
    if (rule.accept === 'json' && wantsHtml(req)) continue;
    if (rule.methods && !rule.methods.includes(req.method ?? 'GET')) continue;
    if (!best || p.length > best.prefix.length) best = rule;
  }
  return best;
}
