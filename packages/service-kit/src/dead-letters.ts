import type { Express } from 'express';
import {
  type DeadLetterList,
  DeadLetterReplayRequest,
  consumerName,
  isConsumingService,
  subscriptionsOf,
  withoutSecrets,
} from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import type { DeadLetterDesk } from '@storefront/events';
import { recordAudit } from './audit';
import { currentUser, requireAdmin } from './auth';
import { endpoint } from './validation';

/** How many of the replayed events an audit entry names (it says how many there were in all). */
const MAX_LISTED = 50;

/** The events this service's consumers gave up on, for an operator (admins only): listed with why and
 * when, and handed back to their consumer one by one or all at once. `npm run dead-letters` uses these;
 * so can the back office. Replaying twice does no harm: each consumer handles an event once. A replay
 * is written to the service's audit log (who, which events, how many went back). */
export function mountDeadLetterRoutes(app: Express, deps: { service: string; desk: DeadLetterDesk; db: Queryable }): void {
  const { service, desk, db } = deps;
  if (!isConsumingService(service)) return;
  const consumers = subscriptionsOf(service).map((event) => consumerName(service, event));
  app.get(
    `/api/admin/dead-letters/${service}`,
    requireAdmin,
    // Staff see what went wrong, never a live link or code the event carries for its mailer.
    endpoint({}, async (): Promise<DeadLetterList> => ({
      items: (await desk.list(consumers)).map((item) => ({ ...item, event: withoutSecrets(item.event) })),
    })),
  );
  app.post(
    `/api/admin/dead-letters/${service}/replay`,
    requireAdmin,
    endpoint({ body: DeadLetterReplayRequest }, async ({ body }, req) => {
      const waiting = (await desk.list(consumers)).filter((item) => !body.eventId || item.eventId === body.eventId);
      const replayed = await desk.replay(consumers, body.eventId);
      // After the broker took them back: the queues and this table share no transaction, and a replay
      // the log does not show would be the worse of the two (a logged one that failed says replayed: 0).
      await recordAudit(db, service, {
        actor: currentUser(req),
        action: 'dead-letters.replayed',
        targetType: 'event',
        targetId: body.eventId ?? 'all',
        before: {
          waiting: waiting.length,
          events: waiting.slice(0, MAX_LISTED).map((item) => ({ consumer: item.consumer, eventId: item.eventId, type: item.type })),
        },
        after: { replayed },
      });
      req.log.warn({ replayed, eventId: body.eventId ?? 'all', by: req.identity?.email }, 'dead letters replayed');
      return { replayed };
    }),
  );
}
