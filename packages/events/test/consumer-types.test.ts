import { describe, expect, it } from 'vitest';
import type { ConsumingService } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { addToOutbox, defineConsumer } from '../src';

// What must not compile. `tsc` (npm run typecheck) fails on any `@ts-expect-error` below that stops
// being an error, so each line proves the types still refuse it. Never called: only compiled.
export function refusedByTheTypes(tx: Queryable, someService: ConsumingService) {
  defineConsumer({
    service: 'cart',
    // @ts-expect-error: an event type the contracts do not know
    event: 'order.teleported',
    handle: async () => {},
  });
  defineConsumer({
    service: 'cart',
    // @ts-expect-error: a known event the cart does not subscribe to in EventSubscriptions
    event: 'order.shipped',
    handle: async () => {},
  });
  defineConsumer({
    service: 'cart',
    // @ts-expect-error: a known event the cart does not subscribe to in EventSubscriptions
    event: 'stock.short',
    handle: async () => {},
  });
  // @ts-expect-error: a service the table does not list
  defineConsumer({ service: 'warehouse', event: 'payment.completed', handle: async () => {} });
  defineConsumer({
    service: someService,
    // @ts-expect-error: for any service, only what every service consumes
    event: 'payment.completed',
    handle: async () => {},
  });
  defineConsumer({
    service: 'orders',
    event: 'stock.short',
    handle: async (short) => {
      // @ts-expect-error: the payload is typed by the event: stock.short has no totalAmount
      return short.totalAmount;
    },
  });
  defineConsumer({
    service: 'support',
    event: 'payment.completed',
    handle: async (paid) => paid.orderId,
    // @ts-expect-error: what follows the commit gets what `handle` returned (a string)
    afterCommit: (orderId: number) => orderId,
  });

  // @ts-expect-error: an event type the contracts do not know
  void addToOutbox(tx, 'orders', 'order.teleported', { orderId: 'o-1' });
  // @ts-expect-error: a known event with another event's payload
  void addToOutbox(tx, 'catalog', 'stock.short', { productId: 'p-1', name: 'Toque', category: 'Clothing', tags: [] });
  // @ts-expect-error: a payload missing what its event requires
  void addToOutbox(tx, 'users', 'user.registered', { userId: 'u-1' });
}

// And what must: each (service, event) pair the table lists, with its own payload.
export function acceptedByTheTypes(tx: Queryable) {
  defineConsumer({ service: 'cart', event: 'payment.completed', handle: async (paid) => paid.items.length });
  defineConsumer({ service: 'users', event: 'user.sessions-ended', handle: async (ended) => ended.endedBefore });
  void addToOutbox(tx, 'catalog', 'product.created', { productId: 'p-1', name: 'Toque', category: 'Clothing', tags: [] });
}

describe('event types', () => {
  it('are checked by the compiler (see the @ts-expect-error lines in this file)', () => {
    expect(refusedByTheTypes).toBeTypeOf('function');
    expect(acceptedByTheTypes).toBeTypeOf('function');
  });
});
