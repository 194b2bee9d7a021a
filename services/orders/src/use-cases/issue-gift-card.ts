import type { EventPayload, Identity, IssuedGiftCard, IssueGiftCardRequest } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { recordAudit } from '@storefront/service-kit';
import { giftCardOfId, giftCardView, issueGiftCard } from '../data/gift-cards';
import { type StoredOrder, addHistory } from '../data/orders';
import { storeDate } from '../domain/delivery';
import type { OrderFlow } from './order-steps';

/** Staff issue a card (goodwill, a replacement), audited without its code: the code is answered once,
 * and mailed at once when an email is given. */
export async function issueGiftCardByStaff(
  flow: Pick<OrderFlow, 'db' | 'onEventsWritten' | 'now'>,
  actor: Identity,
  request: IssueGiftCardRequest,
): Promise<IssuedGiftCard> {
  const issued = await flow.db.transaction(async (tx) => {
    const card = await issueGiftCard(tx, {
      amountCents: request.amount,
      recipientEmail: request.email,
      recipientName: request.name,
      message: request.message,
      issuedBy: actor.userId,
    });
    await recordAudit(tx, 'orders', {
      actor,
      action: 'gift-card.issued',
      targetType: 'gift-card',
      targetId: card.id,
      before: null,
      after: { lastFour: card.lastFour, amount: request.amount / 100, email: request.email ?? null },
    });
    if (request.email) {
      await announceGiftCard(tx, {
        giftCardId: card.id,
        code: card.code,
        lastFour: card.lastFour,
        amount: request.amount / 100,
        recipientEmail: request.email,
        recipientName: request.name,
        senderName: '',
        message: request.message,
        deliverOn: storeDate(flow.now?.() ?? new Date()),
      });
    }
    return { ...giftCardView((await giftCardOfId(tx, card.id))!), code: card.code };
  });
  if (request.email) flow.onEventsWritten();
  return issued;
}

/** Issues the gift cards an order just paid bought, one per unit, in the payment's transaction, and
 * announces each to be mailed on its day. */
export async function issueBoughtGiftCards(tx: Queryable, stored: StoredOrder): Promise<void> {
  for (const item of stored.order.items) {
    if (!item.giftCard) continue;
    const bought = item.giftCard;
    for (let unit = 0; unit < item.quantity; unit++) {
      const amountCents = Math.round(item.price * 100);
      const card = await issueGiftCard(tx, { amountCents, ...bought, boughtWithOrder: stored.order._id });
      await announceGiftCard(tx, {
        giftCardId: card.id,
        code: card.code,
        lastFour: card.lastFour,
        amount: item.price,
        ...bought,
        senderName: stored.customerName,
        language: stored.language,
        orderId: stored.order._id,
      });
      await addHistory(tx, stored.order._id, 'Gift card issued', [
        { says: 'giftCard.issued', values: { lastFour: card.lastFour, email: bought.recipientEmail, day: bought.deliverOn } },
      ]);
    }
  }
}

const announceGiftCard = (tx: Queryable, issued: EventPayload<'gift-card.issued'>) => addToOutbox(tx, 'orders', 'gift-card.issued', issued);
