import { describe, expect, it } from 'vitest';
import { isRemoteEntry } from '../src/remote-releases';

describe("a remote's entry address", () => {
  it.each([
    '/remotes/cart/0123456789ab/remoteEntry.js',
    'https://cdn.example.com/mf-cart/9/remoteEntry.js',
    'https://cdn.example.com:8443/remoteEntry.js',
    'http://localhost:3003/remoteEntry.js',
    'http://127.0.0.1:3003/remoteEntry.js',
  ])('takes %s', (entry) => expect(isRemoteEntry(entry)).toBe(true));

  it.each([
    ['another site by a protocol-relative path', '//evil.example/remoteEntry.js'],
    ['plain http off this machine', 'http://cdn.example.com/remoteEntry.js'],
    ['a ; in the host', 'https://cdn.example.com;script-src*/remoteEntry.js'],
    ['a , in the host', 'https://a,b.example.com/remoteEntry.js'],
    ['credentials', 'https://user:pw@cdn.example.com/remoteEntry.js'],
    ['a query', 'https://cdn.example.com/remoteEntry.js?v=1'],
    ['a fragment', 'https://cdn.example.com/remoteEntry.js#x'],
    ['a path that climbs', '/remotes/../remoteEntry.js'],
    ['a host in capitals (read otherwise by the browser)', 'https://CDN.example.com/remoteEntry.js'],
    ['another file', 'https://cdn.example.com/main.js'],
    ['another scheme', 'ftp://cdn.example.com/remoteEntry.js'],
    ['spaces', '/remotes/cart x/remoteEntry.js'],
  ])('refuses %s', (_why, entry) => expect(isRemoteEntry(entry)).toBe(false));
});
