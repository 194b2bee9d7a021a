import { defineConsumer } from '@storefront/events';
import { mailOnce } from '../data/order-mails';
import { reviewInvitationMail } from '../domain/order-mails';

/** Mails the buyer of a delivered order an invitation to review what it held: once per order. */
export const reviewInvited = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'review.invited',
    handle: (p, { tx }) =>
      mailOnce(
        tx,
        { kind: 'review-invitation', subjectId: p.orderId, orderId: p.orderId },
        { to: p.email, ...reviewInvitationMail(p, p.language) },
      ),
    afterCommit: (queued) => {
      if (queued) deps.onMailQueued();
    },
  });
