import { describe, expect, it } from 'vitest';
import { STORE_ROUTES, documentTitle, isRedirect, languageOfAddress, matchStorePage } from '../src/pages';

const pathOf = (url: string) => matchStorePage(url)?.route.path;

describe("the store's pages", () => {
  it('are listed for search engines only where anyone may see them and they are worth finding', () => {
    const listed = STORE_ROUTES.filter((r) => !isRedirect(r) && r.indexing === 'index').map((r) => r.path);
    expect(listed).toEqual(['/', '/products', '/category/:slug', '/categorie/:slug', '/product/:productId', '/customer-service']);
    const seenNotListed = STORE_ROUTES.filter((r) => !isRedirect(r) && r.indexing === 'noindex').map((r) => r.path);
    expect(seenNotListed).toEqual(['/search']);
  });

  it('know the language an address asks for: ?lang=, or a French category address; none from an English one', () => {
    expect(languageOfAddress('/categorie/vetements', '')).toBe('fr');
    expect(languageOfAddress('/Categorie/vetements/', '?sort=price-asc')).toBe('fr');
    expect(languageOfAddress('/product/p-1', '?lang=fr&variant=v')).toBe('fr');
    // ?lang= wins: it is how a page asks for another language's twin.
    expect(languageOfAddress('/categorie/vetements', '?lang=en')).toBe('en');
    for (const [path, search] of [
      ['/category/clothing', ''],
      ['/product/p-1', '?lang=de'],
      ['/categories', ''],
      ['/categorie', ''],
      ['/', '?lang=fr-CA'],
    ])
      expect(languageOfAddress(path!, search!), `${path}${search}`).toBeUndefined();
    expect(matchStorePage('/categorie/vetements')?.params).toEqual({ slug: 'vetements' });
  });

  it('send each redirect to a page of the list', () => {
    for (const r of STORE_ROUTES.filter(isRedirect)) expect(pathOf(r.redirect), r.path).toBe(r.redirect);
  });

  it('have titles as the browser tab shows them', () => {
    expect(documentTitle()).toBe('Maple Market');
    expect(documentTitle('Cart')).toBe('Cart · Maple Market');
  });
});

describe('matching a path to a page, as the shell routes', () => {
  it('finds every page of the list at its own path', () => {
    for (const r of STORE_ROUTES) {
      const sample = r.path.replace(/:[\w-]+/g, 'x1').replace(/\/\*$/, '');
      expect(pathOf(sample), sample).toBe(r.path);
    }
  });

  it('takes any case and trailing slashes, as React Router does, and nothing else', () => {
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/CART')).toBe('/cart');
    expect(pathOf('/cart/')).toBe('/cart');
    expect(pathOf('/cart//')).toBe('/cart');
    expect(pathOf('//cart')).toBeUndefined();
    expect(pathOf('/cart/x')).toBeUndefined();
    expect(pathOf('/carts')).toBeUndefined();
    expect(pathOf('/no/such/page')).toBeUndefined();
    expect(pathOf('/product')).toBeUndefined();
    expect(pathOf('/product/')).toBeUndefined();
    expect(pathOf('/product/a/b')).toBeUndefined();
  });

  it('gives the params decoded, one segment each', () => {
    expect(matchStorePage('/product/ABC')?.params).toEqual({ productId: 'ABC' });
    expect(matchStorePage('/category/home%20and%20kitchen')?.params).toEqual({ slug: 'home and kitchen' });
    expect(matchStorePage('/product/a%2Fb')?.params).toEqual({ productId: 'a/b' });
    // A malformed escape is matched as it is, never thrown.
    expect(matchStorePage('/product/%E0%A4%A')?.params).toEqual({ productId: '%E0%A4%A' });
  });

  it('takes a section with its pages below it, and the more particular page first', () => {
    expect(matchStorePage('/admin')).toMatchObject({ route: { path: '/admin/*' }, params: { '*': '' } });
    expect(matchStorePage('/admin/orders/o-1')).toMatchObject({ route: { path: '/admin/*' }, params: { '*': 'orders/o-1' } });
    expect(pathOf('/account/profile')).toBe('/account/profile');
    expect(pathOf('/account/address')).toBe('/account/address');
    expect(pathOf('/orders/o-1')).toBe('/orders/:orderId');
  });
});
