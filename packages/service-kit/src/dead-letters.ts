import type { Express } from 'express';
import {
  type DeadLetterList,
  DeadLetterReplayRequest,
  consumerName,
  isConsumingService,
  subscriptionsOf,
  withoutSecrets,
} from '@storefront/contracts';
import type { DeadLetterDesk } from '@storefront/events';
import { requireAdmin } from './auth';
import { endpoint } from './validation';

/** The events this service's consumers gave up on, for an operator (admins only): listed with why and
 * when, and handed back to their consumer one by one or all at once. `npm run dead-letters` uses these;
 * so can the back office. Replaying twice does no harm: each consumer handles an event once. */
export function mountDeadLetterRoutes(app: Express, deps: { service: string; desk: DeadLetterDesk }): void {
  const { service, desk } = deps;
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
      const replayed = await desk.replay(consumers, body.eventId);
      req.log.warn({ replayed, eventId: body.eventId ?? 'all', by: req.identity?.email }, 'dead letters replayed');
      return { replayed };
    }),
  );
}
