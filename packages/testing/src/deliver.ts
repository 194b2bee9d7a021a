import type { Queryable } from '@storefront/data';
import type { EventEnvelope } from '@storefront/contracts';
import type { EventBus } from '@storefront/events';

/** Publishes an event and waits until the service whose tables live in `schema` has handled it. */
export async function deliverEvent(svc: { bus: EventBus; db: Queryable }, schema: string, event: EventEnvelope<unknown>): Promise<void> {
  await svc.bus.publish(event);
  const start = Date.now();
  for (;;) {
    const { rows } = await svc.db.query(`SELECT 1 FROM ${schema}.processed_events WHERE event_id = $1`, [event.id]);
    if (rows.length > 0) return;
    if (Date.now() - start > 10_000) throw new Error(`${event.type} ${event.id} was never handled`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
