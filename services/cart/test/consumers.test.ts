import { describe, expect, it } from 'vitest';
import { type EventConsumer, defineConsumer } from '@storefront/events';
import { startTestService } from '@storefront/testing';
import { cartService } from '../src';
import { paymentCompleted } from '../src/events/payment-completed';

/** The cart service, declaring these consumers instead of its own. */
const cartWith = (consumers: readonly EventConsumer[]): typeof cartService => ({
  ...cartService,
  start: async (ctx) => ({ ...(await cartService.start(ctx)), consumers }),
});

const start = (def: typeof cartService) =>
  startTestService(def, { database: 'pglite', bus: 'in-process', env: { CATALOG_URL: 'http://127.0.0.1:9' } });

describe("the cart service's consumers, checked against the contracts at start-up", () => {
  it('starts with exactly the ones EventSubscriptions lists for it', async () => {
    const svc = await start(cartService);
    await svc.close();
  });

  it('refuses to start without one the table lists', async () => {
    await expect(start(cartWith([]))).rejects.toThrow(
      'The cart service cannot start: its event consumers do not match EventSubscriptions in packages/contracts/src/events.ts (it has no consumer of payment.completed, which the table lists for it).',
    );
  });

  it('refuses to start with one the table does not list for it, or one twice', async () => {
    const stockShort = defineConsumer({ service: 'orders', event: 'stock.short', handle: async () => {} });
    await expect(start(cartWith([paymentCompleted, stockShort]))).rejects.toThrow(
      /The cart service cannot start: .*\(orders\.stock\.short is declared for the orders service\)/,
    );
    await expect(start(cartWith([paymentCompleted, paymentCompleted]))).rejects.toThrow(/payment\.completed has more than one consumer/);
  });
});
