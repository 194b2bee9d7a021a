import { bundledCatalogue } from './i18n';
import type { Language } from './languages';
import { fr } from './timeline-words.fr';

// What an order's timeline says of each step beyond its name ("$483.44 by card"), in every language:
// the orders service keeps each saying's code and values, and writes the English beside them (the back
// office reads that); the order page says them in the page's language, amounts and days in its locale.

export const en = {
  'paid.card': '{{amount}} by card',
  'paid.giftCard': '{{amount}} by gift card …{{lastFour}}',
  'placed.awaiting': 'Awaiting payment',
  'placed.guest': 'As a guest, awaiting payment',
  'payment.failed': 'The card payment did not go through',
  'review.noAmount': 'The payment provider said the order was paid but gave no amount.',
  'review.chargedOther': 'The card was charged {{amount}}, not the order total of {{due}}.',
  'review.chargedOtherAfterGiftCards': 'The card was charged {{amount}}, not the {{due}} left after gift cards.',
  'refund.toCard': '{{amount}} on its way back to the card',
  'refund.toGiftCard': '{{amount}} to gift card …{{lastFour}}',
  'refund.toStoreCredit': '{{amount}} as store credit …{{lastFour}}',
  'refund.strayPayment': '{{amount}} paid after the order was closed goes back to the card',
  'refund.failed': '{{amount}} could not be refunded to the card',
  'refunded.card': '{{amount}} back to the card',
  'refunded.giftCards': '{{amount}} back to gift cards',
  'refunded.storeCredit': '{{amount}} as store credit',
  shipped: '{{carrier}}, tracking {{tracking}}',
  'giftCard.issued': '…{{lastFour}}, mailed to {{email}} on {{day}}',
  'backordered.line': '{{quantity}} × {{line}}',
  'account.emailConfirmed': 'The email {{email}} was confirmed',
} as const;

export type TimelineCode = keyof typeof en;

/** One thing a timeline step says: the code of its words, and its values (`amount` and `due` in cents, `day` as YYYY-MM-DD). */
export interface TimelineSaying {
  says: TimelineCode;
  values?: Record<string, string | number>;
}

/** The values that are amounts, in cents. */
const MONEY = ['amount', 'due'] as const;

export const timelineWords = bundledCatalogue('timeline', { en, fr });

export const isTimelineCode = (code: string): code is TimelineCode => Object.hasOwn(en, code);

/** A step's sayings in `language`, one after the other: amounts and days as `format` writes them there. */
export function sayTimeline(
  sayings: readonly TimelineSaying[],
  language: Language,
  format: { money: (cents: number) => string; day?: (isoDay: string) => string },
): string {
  const t = timelineWords.textIn(language);
  return sayings
    .map(({ says, values = {} }) => {
      const shown: Record<string, string | number> = { ...values };
      for (const key of MONEY) if (typeof values[key] === 'number') shown[key] = format.money(values[key]);
      if (typeof values.day === 'string' && format.day) shown.day = format.day(values.day);
      return t(says, shown);
    })
    .join(', ');
}
