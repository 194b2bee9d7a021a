/** Where to go back to after a login: `next` when it is a path on this site, else '/'. Only a path
 * beginning with one '/' whose address stays on this origin counts, so '//evil.example',
 * '/\\evil.example' (browsers read '\\' as '/'), 'https://…' and 'javascript:' all lead home. */
export function safeReturnPath(next: string | null | undefined, origin: string = window.location.origin): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
