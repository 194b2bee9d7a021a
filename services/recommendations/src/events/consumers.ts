import { EventPayloads, PaymentCompleted } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, handleOnce } from '@storefront/events';
import type { Logger } from 'pino';
import { recordPurchase, recordView } from '../data/signals';
import type { ModelHolder } from '../domain/model-holder';

/** The model learns from purchases and views as they happen, and hears of new products. */
export async function consumeSignals(deps: { db: Database; bus: EventBus; log: Logger; models: ModelHolder }): Promise<void> {
  await deps.bus.subscribe('recommendations', ['payment.completed', 'product.viewed', 'product.created'], async (event) => {
    switch (event.type) {
      case 'payment.completed': {
        const p = PaymentCompleted.parse(event.payload);
        await handleOnce(deps.db, 'recommendations', 'recommendations', event, (tx) =>
          recordPurchase(tx, { orderId: p.orderId, userId: p.userId, at: p.paidAt, items: p.items }),
        );
        deps.models.signalsChanged();
        break;
      }
      case 'product.viewed': {
        const v = EventPayloads['product.viewed'].parse(event.payload);
        await handleOnce(deps.db, 'recommendations', 'recommendations', event, (tx) => recordView(tx, v.userId, v.productId, v.viewedAt));
        deps.models.signalsChanged();
        break;
      }
      case 'product.created':
        deps.models.catalogueChanged();
        break;
      default:
        deps.log.warn({ type: event.type }, 'unexpected event');
    }
  });
}
