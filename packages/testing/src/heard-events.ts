import type { EventEnvelope, EventPayload, EventType } from '@storefront/contracts';
import type { EventBus } from '@storefront/events';

/** The events of some types a test heard on a bus, whole, as the consumers got them. Outboxes keep no
 * live secret once an event is sent, so a test that needs a link's token (as the mailer does) hears
 * the event instead of reading it back from the database. */
export interface HeardEvents {
  /** Every payload of `type` heard so far, in the order published. */
  of<T extends EventType>(type: T): Array<EventPayload<T>>;
  /** The first payload of `type` (matching `where`) heard, once it is; fails after `timeoutMs`. */
  announced<T extends EventType>(type: T, where?: (payload: EventPayload<T>) => boolean, timeoutMs?: number): Promise<EventPayload<T>>;
  /** Every payload of `type` matching `where`, once at least `count` of them were heard. */
  allAnnounced<T extends EventType>(
    type: T,
    where: (payload: EventPayload<T>) => boolean,
    count: number,
    timeoutMs?: number,
  ): Promise<Array<EventPayload<T>>>;
  stop(): Promise<void>;
}

/** Starts hearing `types` on `bus`: only what is published from now on is heard. */
export async function hearEvents(bus: EventBus, types: readonly EventType[]): Promise<HeardEvents> {
  if (!bus.listen) throw new Error(`The ${bus.kind} bus cannot be listened to: hear events on a bus that has listen().`);
  const heard: EventEnvelope[] = [];
  const listener = await bus.listen(types, (event) => void heard.push(event));
  const of = <T extends EventType>(type: T) => heard.filter((e) => e.type === type).map((e) => e.payload as EventPayload<T>);
  async function allAnnounced<T extends EventType>(
    type: T,
    where: (payload: EventPayload<T>) => boolean,
    count: number,
    timeoutMs = 15_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = of(type).filter(where);
      if (found.length >= count) return found;
      if (Date.now() > deadline) {
        throw new Error(
          `${found.length} matching ${type} events were heard in ${timeoutMs} ms, not ${count} (${of(type).length} of that type in all).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return {
    of,
    allAnnounced,
    announced: async (type, where = () => true, timeoutMs) => (await allAnnounced(type, where, 1, timeoutMs))[0]!,
    stop: () => listener.stop(),
  };
}
