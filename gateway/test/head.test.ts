import { describe, expect, it } from 'vitest';
import { escapeHtml, injectHead, jsonForScript, summary } from '../src/pages/head';
import { escapeXml } from '../src/pages/sitemap';

// The text rules of a page's <head>: what a product's name or description can never become.

describe('writing into a page', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`Tom's "best" <b>mitts</b> & more`)).toBe('Tom&#39;s &quot;best&quot; &lt;b&gt;mitts&lt;/b&gt; &amp; more');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('writes JSON that no "</script>" closes, and that reads back the same', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = jsonForScript(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('cuts a description at a word, on one line', () => {
    expect(summary('  Warm\n\nwool   socks. ')).toBe('Warm wool socks.');
    const long = summary(`${'maple '.repeat(40)}syrup`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/maple…$/);
  });

  it("puts the head in place of the template's title and description, wherever they are", () => {
    const head = { title: 'Cart · Maple Market', description: 'Your cart', noindex: true };
    const page = injectHead(
      '<html><head><meta name="description" content="old"><meta name="theme-color" content="#131921"><TITLE>Old</TITLE></head><body></body></html>',
      head,
    );
    expect(page).not.toContain('old');
    expect(page).not.toContain('Old');
    expect(page).toContain('<meta name="theme-color" content="#131921">');
    expect(page).toContain('<title>Cart · Maple Market</title>');
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(injectHead('<!doctype html><div id="root"></div>', head)).toMatch(/^<!doctype html>\n<title>Cart · Maple Market<\/title>/);
    // A "$&" in a name is text, not a replacement pattern.
    expect(injectHead('<title>x</title>', { title: 'Price $& more', description: 'd' })).toContain('<title>Price $&amp; more</title>');
  });
});
