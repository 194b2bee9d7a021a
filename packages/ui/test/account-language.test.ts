import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The language follows the shopper's account: reading the account (the shell does on each sign-in and page
// load) takes its saved language, and the browser remembers it; an account without one is given the
// page's; the footer's switch saves the choice on the account of whoever is signed in, and only then.
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
type Call = { method: string; url: string; body?: unknown };

function storeAnswering(account: { _id: string; name: string; language?: string }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      if (url === '/api/users/login') return answer({ token: 't', user: { _id: account._id, isAdmin: false, name: account.name } });
      if (url === `/api/users/${account._id}`) return answer({ email: 'x@example.ca', isAdmin: false, address: {}, ...account });
      if (url.endsWith('/language')) return answer({ ...account, language: body.language });
      return answer({});
    }),
  );
  return calls;
}

/** Signs in as the shell does: the login, then the account read. */
async function signIn(page: Awaited<ReturnType<typeof freshPage>>, email: string) {
  await page.session.login(email, 'a-good-long-password');
  await page.session.refresh();
}

async function freshPage(cookieLanguage?: 'en' | 'fr') {
  document.cookie = `lang=; Max-Age=0; Path=/`;
  if (cookieLanguage) document.cookie = `lang=${cookieLanguage}; Path=/`;
  localStorage.clear();
  vi.resetModules();
  const { session } = await import('../src/session');
  const i18n = await import('../src/i18n');
  return { session, ...i18n };
}

describe('the language saved on the account', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.unstubAllGlobals());

  it("opens the store in the account's language at sign-in, and the browser remembers it", async () => {
    const page = await freshPage('en');
    const calls = storeAnswering({ _id: 'u-1', name: 'Léa', language: 'fr' });
    expect(page.currentLanguage()).toBe('en');
    await signIn(page, 'lea@example.ca');
    expect(page.currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.cookie).toContain('lang=fr');
    // Taken, not saved back.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("gives an account without a language the page's, and leaves the page as it is", async () => {
    const page = await freshPage('fr');
    const calls = storeAnswering({ _id: 'u-2', name: 'Old Account' });
    await signIn(page, 'old@example.ca');
    expect(page.currentLanguage()).toBe('fr');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/users/u-2/language', body: { language: 'fr' } }]);
  });

  it('ignores a saved language the store does not speak', async () => {
    const page = await freshPage('en');
    storeAnswering({ _id: 'u-3', name: 'Odd', language: 'de' });
    await signIn(page, 'odd@example.ca');
    expect(page.currentLanguage()).toBe('en');
  });

  it("saves the footer's switch on the signed-in shopper's account, and on nobody's when signed out", async () => {
    const page = await freshPage('en');
    const calls = storeAnswering({ _id: 'u-4', name: 'Ada', language: 'en' });
    await page.chooseLanguage('fr');
    expect(calls).toEqual([]);
    expect(page.currentLanguage()).toBe('fr');

    await signIn(page, 'ada@example.ca');
    expect(page.currentLanguage()).toBe('en'); // the account's choice
    await page.chooseLanguage('fr');
    expect(page.currentLanguage()).toBe('fr');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/users/u-4/language', body: { language: 'fr' } }]);
  });

  it('keeps the page switched when the account cannot be reached', async () => {
    const page = await freshPage('en');
    storeAnswering({ _id: 'u-5', name: 'Ada', language: 'en' });
    await signIn(page, 'ada@example.ca');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await page.chooseLanguage('fr');
    expect(page.currentLanguage()).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
  });
});
