import { afterEach, describe, expect, it, vi } from 'vitest';

// A guest's wishlist and history in this browser, and how they join the account at sign-in. The
// server side of the merge is covered by the users service's tests and the browser tests.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function fresh() {
  localStorage.clear();
  vi.resetModules();
  const saved = await import('../src/saved');
  const { session } = await import('../src/session');
  return { ...saved, session };
}

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Stands in for the store's API: login answers a session; the merge calls answer what `answer` says. */
function fakeStore(answer: (path: string) => Response | 'offline'): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://shop.test').pathname;
      sent.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/users/login') {
        return new Response(JSON.stringify({ token: 't', user: { _id: 'u-1', isAdmin: false, name: 'Ada' } }), { status: 200 });
      }
      const a = answer(path);
      if (a === 'offline') throw new TypeError('Failed to fetch');
      return a;
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("a guest's saved products", () => {
  it('keeps the 20 most recently viewed products, most recent first, each once', async () => {
    const { recordView, historyIds } = await fresh();
    for (let n = 1; n <= 25; n++) await recordView(id(n));
    await recordView(id(10)); // viewed again: back to the front, not twice
    const ids = await historyIds();
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(id(10));
    expect(ids[1]).toBe(id(25));
    expect(new Set(ids).size).toBe(20);
    expect(ids).not.toContain(id(5));
  });

  it('adds to the wishlist once, and removes', async () => {
    const { addToWishlist, removeFromWishlist, wishlistIds } = await fresh();
    expect(await addToWishlist(id(1))).toBe('added');
    expect(await addToWishlist(id(1))).toBe('already');
    await addToWishlist(id(2));
    await removeFromWishlist(id(1));
    expect(await wishlistIds()).toEqual([id(2)]);
  });

  it('ignores whatever else ended up in browser storage', async () => {
    const { wishlistIds, historyIds } = await fresh();
    localStorage.setItem('wishlist', JSON.stringify({ not: 'a list' }));
    localStorage.setItem('history', JSON.stringify([id(3), 42, 'an-old-24-hex-id', id(4)]));
    expect(await wishlistIds()).toEqual([]);
    expect(await historyIds()).toEqual([id(3), id(4)]);
  });
});

describe('signing in', () => {
  it("sends the guest's lists to the account, then forgets them here", async () => {
    const { addToWishlist, recordView, session } = await fresh();
    await addToWishlist(id(1));
    await recordView(id(2));
    await recordView(id(3));
    const sent = fakeStore(() => new Response(JSON.stringify({ productIds: [] }), { status: 200 }));
    await session.login('ada@example.com', 'secret-pass');
    expect(sent.filter((s) => s.path !== '/api/users/login')).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/users/u-1/wishlist', body: { productIds: [id(1)] } },
        { method: 'POST', path: '/api/users/u-1/history', body: { productIds: [id(3), id(2)] } },
      ]),
    );
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(localStorage.getItem('history')).toBeNull();
    expect(session.get()?.userId).toBe('u-1');
  });

  it('merges one list even when the other is refused, and keeps a list that could not be sent', async () => {
    const { addToWishlist, recordView, session } = await fresh();
    await addToWishlist(id(1));
    await recordView(id(2));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeStore((path) =>
      path.endsWith('/wishlist') ? new Response(JSON.stringify({ error: 'At most 100 products at a time.' }), { status: 400 }) : 'offline',
    );
    await session.login('ada@example.com', 'secret-pass');
    // Refused: asking again would be refused again, so it is dropped. Offline: kept for next time.
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(JSON.parse(localStorage.getItem('history')!)).toEqual([id(2)]);
    expect(session.get()?.userId).toBe('u-1');
    warn.mockRestore();
  });
});
