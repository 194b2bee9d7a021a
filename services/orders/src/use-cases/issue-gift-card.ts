import type { Identity, IssuedGiftCard, IssueGiftCardRequest } from '@storefront/contracts';
import { recordAudit } from '@storefront/service-kit';
import { giftCardOfId, giftCardView, issueGiftCard } from '../data/gift-cards';
import type { OrderFlow } from './order-steps';

/** Staff issue a card (goodwill, a replacement), audited without its code: the code is answered once. */
export async function issueGiftCardByStaff(
  flow: Pick<OrderFlow, 'db'>,
  actor: Identity,
  request: IssueGiftCardRequest,
): Promise<IssuedGiftCard> {
  return flow.db.transaction(async (tx) => {
    const issued = await issueGiftCard(tx, {
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
      targetId: issued.id,
      before: null,
      after: { lastFour: issued.lastFour, amount: request.amount / 100, email: request.email ?? null },
    });
    return { ...giftCardView((await giftCardOfId(tx, issued.id))!), code: issued.code };
  });
}
