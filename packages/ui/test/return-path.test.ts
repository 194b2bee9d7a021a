import { describe, expect, it } from 'vitest';
import { backTo, safeReturnPath, withReturn } from '../src/return-path';

const origin = 'https://shop.example.ca';

describe('the path a login returns to', () => {
  it.each([
    ['/orders', '/orders'],
    ['/checkout?orderId=42', '/checkout?orderId=42'],
    ['/product/1#reviews', '/product/1#reviews'],
    ['/a/../orders', '/orders'],
  ])('keeps a path on this site: %s', (next, expected) => {
    expect(safeReturnPath(next, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'orders',
    '//example.org/phish',
    '/\\example.org/phish',
    '/\\/example.org',
    '/\t/example.org',
    '/\n/example.org',
    'https://example.org/',
    'javascript:alert(1)',
    '\\\\example.org',
    // Paths that become '//example.org' once resolved.
    '/..//example.org',
    '/.//example.org',
    '/a/../..//example.org/x',
    '/./\\example.org',
    '/..\\/example.org',
  ])('goes home instead of %j', (next) => {
    expect(safeReturnPath(next, origin)).toBe('/');
  });
});

describe('going back to the page that sent the shopper, with what they chose', () => {
  it('adds the choice to a path on this site, keeping its own query', () => {
    expect(backTo('/checkout?orderId=42', { address: 'a 1' }, origin)).toBe('/checkout?orderId=42&address=a+1');
    expect(backTo('/checkout?address=old', { address: 'new' }, origin)).toBe('/checkout?address=new');
  });

  it('goes home, never off the site', () => {
    expect(backTo('//example.org/phish', { address: 'a1' }, origin)).toBe('/?address=a1');
  });

  it('links to a page with the way back', () => {
    expect(withReturn('/addresses/new', '/checkout?orderId=42')).toBe('/addresses/new?next=%2Fcheckout%3ForderId%3D42');
    expect(withReturn('/account/addresses?x=1', '/checkout')).toBe('/account/addresses?x=1&next=%2Fcheckout');
  });
});
