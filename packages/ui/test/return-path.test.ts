import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../src/return-path';

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
  ])('goes home instead of %j', (next) => {
    expect(safeReturnPath(next, origin)).toBe('/');
  });
});
