import { describe, expect, it, vi } from 'vitest';

describe('the shared session', () => {
  it('starts from the spec storage keys, stripping stray quotes from the user id', async () => {
    localStorage.setItem('userId', '"u-42"');
    localStorage.setItem('isAdmin', 'true');
    localStorage.setItem('userName', 'Ada');
    vi.resetModules();
    const { session } = await import('../src/session');
    expect(session.get()).toEqual({ userId: 'u-42', isAdmin: true, name: 'Ada' });
  });

  it('follows a login or logout made in another tab', async () => {
    vi.resetModules();
    const { session } = await import('../src/session');
    expect(session.get()).toBeNull();
    const seen: Array<string | undefined> = [];
    session.subscribe(() => seen.push(session.get()?.userId));
    localStorage.setItem('userId', 'u-7');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
    localStorage.removeItem('userId');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userId' }));
    expect(seen).toEqual(['u-7', undefined]);
  });

  it('forgets the shopper when the store says the session is gone', async () => {
    localStorage.setItem('userId', 'u-9');
    vi.resetModules();
    const { session } = await import('../src/session');
    const { api } = await import('../src/api');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Your session has expired. Please log in again.' }), { status: 401 })),
    );
    await expect(api('/api/users/me')).rejects.toThrow('Your session has expired. Please log in again.');
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('shows the shopper signed out once the server has ended the session, and also when it cannot be reached', async () => {
    localStorage.setItem('userId', 'u-5');
    vi.resetModules();
    const { session } = await import('../src/session');
    let answer!: (r: Response) => void;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const done = session.logout();
    await vi.waitFor(() => expect(calls).toEqual(['POST /api/users/logout']));
    expect(session.get()?.userId).toBe('u-5');
    answer(new Response(null, { status: 204 }));
    await done;
    expect(session.get()).toBeNull();

    localStorage.setItem('userId', 'u-6');
    vi.resetModules();
    const again = (await import('../src/session')).session;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await again.logout();
    expect(again.get()).toBeNull();
    vi.unstubAllGlobals();
  });
});
