import { STORE_TIME_ZONE } from '@storefront/contracts';
import { defineConsumer } from '@storefront/events';
import { enqueueMail } from '../data/mail-queue';
import { giftCardMail } from '../domain/order-mails';

/** Mails a gift card's code to its recipient on its day (8 in the morning, Toronto time; at once for
 * today), once however often the event is delivered. The mail's text is forgotten once it is sent. */
export const giftCardIssued = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'gift-card.issued',
    async handle(p, { tx }) {
      await enqueueMail(
        tx,
        { to: p.recipientEmail, ...giftCardMail(p, p.language) },
        { notBefore: mailingTime(p.deliverOn), secret: true },
      );
      return true;
    },
    afterCommit: () => deps.onMailQueued(),
  });

/** When a card for `day` is mailed: at once for today (or a day gone by), else that day's morning. */
export function mailingTime(day: string, now = new Date(), timeZone = STORE_TIME_ZONE): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return day <= today ? now : morningOf(day, timeZone);
}

/** 8:00 in Toronto on a day (YYYY-MM-DD), whichever of its two offsets from UTC is in force then. */
export function morningOf(day: string, timeZone = STORE_TIME_ZONE): Date {
  for (const offsetHours of [5, 4]) {
    const at = new Date(`${day}T${String(8 + offsetHours).padStart(2, '0')}:00:00Z`);
    const hour = new Intl.DateTimeFormat('en-CA', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at);
    if (Number(hour) === 8) return at;
  }
  return new Date(`${day}T13:00:00Z`);
}
