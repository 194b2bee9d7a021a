import { afterEach, describe, expect, it, vi } from 'vitest';

// Two quick switches of the footer's language: the account ends with the last one chosen, however the
// store answers (the first save answering last must not win).

describe('saving the language on the account', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves one choice at a time, in the order chosen', async () => {
    localStorage.clear();
    vi.resetModules();
    const saved: string[] = [];
    const started: string[] = [];
    let firstAnswer!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const body = init.body ? (JSON.parse(String(init.body)) as { language?: string }) : {};
        if (url === '/api/users/login') {
          return new Response(JSON.stringify({ token: 't', user: { _id: 'u-1', isAdmin: false, name: 'Ada' } }), { status: 200 });
        }
        if (url.endsWith('/language')) {
          started.push(body.language!);
          // The first save is slow to answer: the store takes it only when told.
          if (started.length === 1) await new Promise<void>((resolve) => (firstAnswer = resolve));
          saved.push(body.language!);
        }
        return new Response('{}', { status: 200 });
      }),
    );
    const { session } = await import('../src/session');
    const { chooseLanguage } = await import('../src/i18n');
    await session.login('ada@example.ca', 'a-good-long-password');
    const first = chooseLanguage('fr');
    const second = chooseLanguage('en');
    await vi.waitFor(() => expect(started).toEqual(['fr']));
    // The second waits for the first instead of racing it.
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual(['fr']);
    firstAnswer();
    await Promise.all([first, second]);
    await vi.waitFor(() => expect(saved).toEqual(['fr', 'en']));
  });
});
