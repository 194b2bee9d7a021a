/** Where to go back to after a login: `next` when it is a path on this site, else '/'. Only a path
 * beginning with one '/' whose address stays on this origin counts, so '//evil.example',
 * '/\\evil.example' (browsers read '\\' as '/'), '/..//evil.example' (resolved), 'https://…' and 'javascript:' all
 * lead home. */
export function safeReturnPath(next: string | null | undefined, origin: string = window.location.origin): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return '/';
    // Read again once resolved: '/..//evil.example' and '/.//evil.example' resolve to '//evil.example',
    // which a browser would take for another site.
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? '/' : path;
  } catch {
    return '/';
  }
}

/** The page to go back to (a `next` that is a path on this site) with more query parameters, e.g. the
 * checkout with the address just chosen: `backTo('/checkout?orderId=o1', { address: 'a1' })`. */
export function backTo(next: string, add: Record<string, string>, origin: string = window.location.origin): string {
  const url = new URL(safeReturnPath(next, origin), origin);
  for (const [k, v] of Object.entries(add)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to a page that should come back here when it is done: `?next=` this page. */
export function withReturn(path: string, here: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(here)}`;
}
