import {
  type ConsumingService,
  type EventEnvelope,
  type EventPayload,
  EventPayloads,
  type EventType,
  type SubscribedEvent,
  consumerName,
  subscriptionsOf,
} from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import type { Logger } from 'pino';
import type { DeliveryInfo, EventBus } from './bus';
import { withCorrelation } from './correlation';
import { handleOnce } from './outbox';

/** What a consumer's `handle` is given besides the payload. */
export interface ConsumerContext<E extends EventType> {
  /** The transaction that also records the event as handled: its effects go through it, so they and
   * that record commit together or not at all. */
  tx: Queryable;
  /** The service's logger, with the consumer, the event's id and type and its correlation id. */
  log: Logger;
  event: EventEnvelope<EventPayload<E>>;
  delivery: DeliveryInfo;
}

/** What happens after the commit is given: the logger above and the event. */
export type CommittedContext<E extends EventType> = Pick<ConsumerContext<E>, 'log' | 'event'>;

export interface ConsumerDeclaration<S extends ConsumingService, E extends SubscribedEvent<S>, R> {
  /** The service that consumes, and the event it handles: a pair the contracts' EventSubscriptions lists. */
  service: S;
  event: E;
  /** Applies the event, once however often it is delivered, inside the transaction that records it as
   * handled. Throwing rolls both back, and the bus delivers the event again (then dead-letters it). */
  handle(payload: EventPayload<E>, ctx: ConsumerContext<E>): Promise<R>;
  /** Runs after that transaction committed, with what `handle` returned (not for an event handled
   * before): nudging a relay or a mail worker, dropping a cache, saying what was done. */
  afterCommit?(result: R, ctx: CommittedContext<E>): void;
}

/** A declared consumer, ready for its service to start (see `startConsumers`). */
export interface EventConsumer {
  readonly service: ConsumingService;
  readonly event: EventType;
  /** `consumerName(service, event)`: its queue, and its name in logs. */
  readonly name: string;
  /** Handles one delivery of its event against the service's database. */
  deliver(event: EventEnvelope, delivery: DeliveryInfo, deps: { db: Database; log: Logger }): Promise<void>;
}

/** Declares the consumer of one event in one service. Its queue name, its place in the broker's
 * topology (the contracts' table), its handle-once record, the parsed payload and its log context all
 * follow from this one declaration. The handler runs under the event's correlation id, so the events it
 * writes carry it onward. */
export function defineConsumer<S extends ConsumingService, E extends SubscribedEvent<S>, R = void>(
  declaration: ConsumerDeclaration<S, E, R>,
): EventConsumer {
  const { service, event: type } = declaration;
  const name = consumerName(service, type);
  const schema = EventPayloads[type];
  return {
    service,
    event: type,
    name,
    deliver: (event, delivery, { db, log: serviceLog }) =>
      withCorrelation(event.correlationId, async () => {
        const log = serviceLog.child({ consumer: name, eventId: event.id, eventType: event.type, correlationId: event.correlationId });
        if (event.type !== type) throw new Error(`${name} handles ${type} events, not ${event.type}.`);
        const payload = schema.parse(event.payload) as EventPayload<E>;
        const typed = { ...event, payload };
        let result: R;
        // Handled-once records are kept per service (in its schema, under its name). The table allows one
        // consumer per service and event, and an event id is one event, so that is one record per
        // consumer and event; and it is the name a service's consumers used before each event had its own
        // queue, so an event handled then (or by a replica of the earlier version) is not handled again.
        const handledNow = await handleOnce(db, service, service, event, async (tx) => {
          result = await declaration.handle(payload, { tx, log, event: typed, delivery });
        });
        if (!handledNow) {
          log.info('event handled before: nothing to do');
          return;
        }
        try {
          declaration.afterCommit?.(result!, { log, event: typed });
        } catch (err) {
          // The effects are committed: delivering the event again would find it handled and do nothing.
          log.error({ err: (err as Error).message }, 'event handled, but what follows the commit failed');
        }
      }),
  };
}

/** Refuses a service whose consumers are not exactly those the contracts' EventSubscriptions lists
 * for it: one for each event it names there, and no other. */
export function checkConsumers(service: string, consumers: readonly EventConsumer[]): void {
  const listed = subscriptionsOf(service);
  const declared = new Set<EventType>();
  const problems: string[] = [];
  for (const c of consumers) {
    if (c.service !== service) problems.push(`${c.name} is declared for the ${c.service} service`);
    else if (declared.has(c.event)) problems.push(`${c.event} has more than one consumer`);
    else if (!listed.includes(c.event)) problems.push(`it has a consumer of ${c.event}, which the table does not list for it`);
    if (c.service === service) declared.add(c.event);
  }
  for (const event of listed) if (!declared.has(event)) problems.push(`it has no consumer of ${event}, which the table lists for it`);
  if (problems.length > 0) {
    throw new Error(
      `The ${service} service cannot start: its event consumers do not match EventSubscriptions in packages/contracts/src/events.ts (${problems.join('; ')}). ` +
        `Declare one consumer per event the table lists for the service (src/events/<event>.ts), or change the table.`,
    );
  }
}

/** Checks a service's consumers against the table, then subscribes each to its own queue. */
export async function startConsumers(
  service: string,
  consumers: readonly EventConsumer[],
  deps: { db: Database; bus: EventBus; log: Logger },
): Promise<void> {
  checkConsumers(service, consumers);
  for (const c of consumers) {
    await deps.bus.subscribe(c.name, [c.event], (event, delivery) => c.deliver(event, delivery, deps));
  }
}
