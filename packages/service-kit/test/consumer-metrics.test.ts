import { describe, expect, it } from 'vitest';
import { createMetrics } from '../src/metrics';

// /metrics says which event consumers of the process are taking events, so an alert can name the one
// that stopped (readiness only says that one did).
describe('the event consumers in /metrics', () => {
  it('shows each consumer as 1 while it takes events and 0 once it lost its channel', async () => {
    const state = [
      { consumer: 'catalog.payment.completed', consuming: true },
      { consumer: 'catalog.order.cancelled', consuming: true },
    ];
    const { registry } = createMetrics('catalog', [], { consumers: () => state });
    const read = async () => (await registry.metrics()).split('\n').filter((l) => l.startsWith('events_consumer_consuming{'));
    expect(await read()).toEqual([
      'events_consumer_consuming{consumer="catalog.payment.completed",service="catalog"} 1',
      'events_consumer_consuming{consumer="catalog.order.cancelled",service="catalog"} 1',
    ]);
    state[1]!.consuming = false;
    expect(await read()).toContain('events_consumer_consuming{consumer="catalog.order.cancelled",service="catalog"} 0');
  });

  it('has no such metric for a service without consumers', async () => {
    const { registry } = createMetrics('gateway');
    expect(await registry.metrics()).not.toContain('events_consumer_consuming');
  });
});
