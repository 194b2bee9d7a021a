import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishRelease, readReleases } from '../src/releases';

function build(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  return dist;
}

describe("a remote's releases", () => {
  it('publishes each build under its version, beside the earlier ones, and never changes a release', () => {
    const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const first = publishRelease(
      build({ 'remoteEntry.js': 'var a;', 'src_Cart.0123456789.js': 'one', 'remoteEntry.js.map': '{}' }),
      releases,
    );
    expect(first).toEqual({ version: expect.stringMatching(/^[0-9a-f]{12}$/), isNew: true });
    const second = publishRelease(build({ 'remoteEntry.js': 'var b;', 'src_Cart.abcdef0123.js': 'two' }), releases);
    expect(second.version).not.toBe(first.version);

    // Both are there, whole: a tab that loaded the first still finds its chunks.
    expect(fs.readFileSync(path.join(releases, first.version, 'src_Cart.0123456789.js'), 'utf8')).toBe('one');
    expect(fs.readFileSync(path.join(releases, second.version, 'remoteEntry.js'), 'utf8')).toBe('var b;');
    // Source maps are never published.
    expect(fs.existsSync(path.join(releases, first.version, 'remoteEntry.js.map'))).toBe(false);
    expect(readReleases(releases).releases.map((r) => r.version)).toEqual([second.version, first.version]);
    // Nothing half-written is left beside them.
    expect(fs.readdirSync(releases).sort()).toEqual([first.version, second.version, 'releases.json'].sort());
  });

  it('gives the same build the same version: publishing it again only moves it to the front', () => {
    const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const files = { 'remoteEntry.js': 'var a;', 'chunk.0123456789.js': 'x' };
    const a = publishRelease(build(files), releases);
    const b = publishRelease(build({ 'remoteEntry.js': 'var b;' }), releases);
    const again = publishRelease(build(files), releases);
    expect(again).toEqual({ version: a.version, isNew: false });
    expect(readReleases(releases).releases.map((r) => r.version)).toEqual([a.version, b.version]);
  });

  it('keeps the newest releases only, removing older ones as new ones come', () => {
    const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const versions = [1, 2, 3, 4].map((n) => publishRelease(build({ 'remoteEntry.js': `var v${n};` }), releases, 3).version);
    expect(readReleases(releases).releases.map((r) => r.version)).toEqual(versions.slice(1).reverse());
    expect(fs.existsSync(path.join(releases, versions[0]!))).toBe(false);
    expect(fs.existsSync(path.join(releases, versions[1]!))).toBe(true);
  });

  it('reads a missing or broken list as no releases', () => {
    const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    expect(readReleases(releases)).toEqual({ releases: [] });
    fs.writeFileSync(path.join(releases, 'releases.json'), '{"releases": [{"version": "nope"}]}');
    expect(readReleases(releases)).toEqual({ releases: [] });
  });
});
