import { useLocation } from './router';
import { afterEach, vi } from 'vitest';

// What the frontends' component tests share (`@storefront/ui/testing`, never imported by a page): the
// store's API stood in for at fetch, recording each call, and where a page sent the shopper.

export type ApiAnswer = { status: number; body?: unknown };
export type ApiCall = { method: string; url: string; body: unknown };
/** 'PUT /api/users/u-1' */
export const callLine = (c: ApiCall) => `${c.method} ${c.url}`;

/** Stands in for the store's API and records each call with its JSON body: `handler` answers (or a
 * promise of an answer, to hold the page while it waits); what it leaves goes to `otherwise`, then 404. */
export function serveApi(
  handler: (method: string, url: string, body: unknown) => ApiAnswer | Promise<ApiAnswer> | undefined,
  otherwise: (method: string, url: string) => ApiAnswer | undefined = () => undefined,
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const answer = (await handler(method, url, body)) ??
        otherwise(method, url) ?? { status: 404, body: { error: 'Not found.', message: 'Not found.' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

/** Put on a catch-all route: shows where the page sent the shopper (see `sentTo`). */
export function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Where the page sent the shopper, once it has left the page's route. */
export const sentTo = () => document.querySelector('[data-testid="location"]')?.textContent ?? null;

/** What is wrong with a team's catalogue: a French message missing or empty, one that names other
 * placeholders than its English one ({{count}}), or one still in English (unless the word is the same
 * in both languages, listed in `sameInBoth`). An empty list means it is complete. */
export async function catalogueProblems(
  catalogue: { en: Record<string, string>; fr: Record<string, string> | (() => Promise<{ default: Record<string, string> }>) },
  sameInBoth: readonly string[] = [],
): Promise<string[]> {
  const fr = typeof catalogue.fr === 'function' ? (await catalogue.fr()).default : catalogue.fr;
  const placeholders = (s: string) =>
    [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  const problems: string[] = [];
  for (const [key, english] of Object.entries(catalogue.en)) {
    const french = fr[key];
    if (!french?.trim()) problems.push(`${key}: no French`);
    else if (placeholders(french) !== placeholders(english))
      problems.push(`${key}: '${french}' does not name the placeholders of '${english}'`);
    else if (french === english && /[a-z]{3}/i.test(english) && !sameInBoth.includes(key))
      problems.push(`${key}: still English ('${english}')`);
  }
  for (const key of Object.keys(fr)) if (!(key in catalogue.en)) problems.push(`${key}: French without English`);
  return problems;
}
