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
});
