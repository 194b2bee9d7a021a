import { describe, expect, it } from 'vitest';
import { badgeCount, formatMoney, isProduct, isProductList } from '../src';

describe('money and the cart badge', () => {
  it('shows dollars with a $ and two decimals', () => {
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(1299.5)).toBe('$1,299.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it("caps the cart badge at '99+'", () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});

describe('shape checks of what the store answers', () => {
  const product = {
    _id: 'p1',
    name: 'Toque',
    price: 19.99,
    stock: 3,
    imageUrl: '/images/x.svg',
    description: 'Warm',
    category: 'Clothing',
  };

  it('accepts a well-formed product list', () => {
    expect(isProductList({ products: [product], totalPages: 1, page: 1, total: 1 })).toBe(true);
  });

  it.each([
    [null],
    [{ products: 'nope', totalPages: 1, page: 1, total: 1 }],
    [{ products: [{ ...product, price: '19.99' }], totalPages: 1, page: 1, total: 1 }],
    [{ products: [product] }],
  ])('rejects %j', (value) => {
    expect(isProductList(value)).toBe(false);
  });

  it('needs every field a product page shows', () => {
    expect(isProduct(product)).toBe(true);
    const { imageUrl: _omit, ...withoutImage } = product;
    expect(isProduct(withoutImage)).toBe(false);
  });
});
