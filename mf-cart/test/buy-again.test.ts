import { describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contracts';
import type { CartApi } from '@storefront/ui';
import { awaitsPayment, recentProductIds, refillCartWith } from '../src/buy-again';
import { ORDER_STATUSES } from '@storefront/contracts';

const order = (n: number, productIds: string[]): Order =>
  ({
    _id: `o-${n}`,
    createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
    items: productIds.map((productId) => ({ productId, name: productId, price: 1, quantity: n % 3 || 1, imageUrl: '' })),
  }) as unknown as Order;

describe('Buy Again', () => {
  it('offers the products of the 10 most recent orders, each once, most recent first', () => {
    const orders = Array.from({ length: 12 }, (_, i) => order(i + 1, [`p${i + 1}`, 'shared']));
    const ids = recentProductIds([...orders].reverse().slice(3).concat(orders.slice(-3)));
    expect(ids).toEqual(['p12', 'shared', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
    expect(ids).not.toContain('p2'); // the 11th most recent order
  });

  it("clears the cart, adds the order's items with their quantities, then fetches the cart again", async () => {
    const steps: string[] = [];
    const cart = {
      clearCart: async () => void steps.push('clear'),
      addToCart: async (p: { _id: string }, q?: number) => (steps.push(`add ${p._id} x${q}`), true),
      refresh: async () => void steps.push('refresh'),
    } as unknown as CartApi;
    expect(await refillCartWith(cart, order(2, ['toque', 'mitts']))).toBe(2);
    expect(steps).toEqual(['clear', 'add toque x2', 'add mitts x2', 'refresh']);
  });

  it('adds the same variant an order line bought, and a product without options by its id', async () => {
    const added: unknown[] = [];
    const cart = {
      clearCart: async () => {},
      addToCart: async (p: { _id: string; variantId?: string }) => (added.push(p), true),
      refresh: async () => {},
    } as unknown as CartApi;
    const bought = {
      ...order(1, []),
      items: [
        { productId: 'parka', variantId: 'v-m-red', options: { Size: 'M', Colour: 'Red' }, sku: 'PARKA-M-RED', quantity: 1 },
        { productId: 'toque', quantity: 1 },
      ],
    } as unknown as Order;
    expect(await refillCartWith(cart, bought)).toBe(2);
    expect(added).toEqual([{ _id: 'parka', variantId: 'v-m-red' }, { _id: 'toque' }]);
  });

  it("offers 'Proceed to Checkout' for 'Pending Payment' and no other status", () => {
    expect(ORDER_STATUSES.filter((status) => awaitsPayment({ status }))).toEqual(['Pending Payment']);
  });
});
