import { describe, expect, it } from 'vitest';
import { pageDescription, pageTitle } from '@storefront/contracts/pages';
import { escapeHtml, injectHead, jsonForScript, summary, withLanguage } from '../src/pages/head';
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

describe("a page's language", () => {
  it("says it on <html lang>, whatever the template's said, and adds it where there was none", () => {
    expect(withLanguage('<!doctype html>\n<html lang="en-CA"><head>', 'fr')).toBe('<!doctype html>\n<html lang="fr-CA"><head>');
    expect(withLanguage("<HTML class='x' LANG='en'>", 'en')).toBe(`<HTML class='x' lang="en-CA">`);
    expect(withLanguage('<html lang=en dir="ltr">', 'fr')).toBe('<html lang="fr-CA" dir="ltr">');
    expect(withLanguage('<html><head>', 'fr')).toBe('<html lang="fr-CA"><head>');
    expect(withLanguage('<html xml:lang="en">', 'fr')).toBe('<html lang="fr-CA" xml:lang="en">');
    // No <html> tag (tests' stand-ins): nothing to say it on.
    expect(withLanguage('<div id="root"></div>', 'fr')).toBe('<div id="root"></div>');
    const page = injectHead('<html lang="en-CA"><head><title>x</title></head></html>', {
      title: 'Panier · Maple Market',
      description: 'd',
      language: 'fr',
      openGraph: { type: 'website' },
    });
    expect(page).toMatch(/^<html lang="fr-CA">/);
    expect(page).toContain('<meta property="og:locale" content="fr_CA" />\n    <meta property="og:locale:alternate" content="en_CA" />');
  });

  it('titles and describes each page by its id, in each language', () => {
    expect(pageTitle('notFound', 'fr')).toBe('Page introuvable');
    expect(pageTitle('cart', 'en')).toBe('Cart');
    expect(pageTitle('cart', 'fr')).toBe('Panier');
    expect(pageDescription('products', 'fr')).toMatch(/^Tous les produits de Maple Market : /);
    // A page without a description of its own: the store's.
    expect(pageDescription('cart', 'fr')).toMatch(/^Maple Market : /);
    expect(pageDescription('cart', 'en')).toMatch(/^Maple Market: shop electronics/);
  });
});
