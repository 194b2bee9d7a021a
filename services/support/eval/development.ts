import type { Intent } from '../src/domain/intents';
import { DEVELOPMENT } from './earlier/development-questions';
import { FR_DEVELOPMENT, FR_HELD_OUT, FR_MUST_DECLINE } from './earlier/french-questions';
import { HELD_OUT as EARLIER_HELD_OUT, MUST_DECLINE } from './earlier/held-out-questions';
import { SEALED, SEALED_DECLINE } from './earlier/sealed-questions';
import type { EarlierTopic } from './earlier/topics';

/**
 * The development set: the questions written for the assistant before it was rebuilt (eval/earlier/),
 * filed under the earlier, coarser topics. It is what the training phrasings were checked and improved
 * against; the held-out set (held-out.ts) never is. A question counts as answered well when its kind is
 * one of its topic's.
 */
export const EARLIER_TOPIC_KINDS: Record<EarlierTopic | 'unknown', Array<Intent | 'unknown'>> = {
  'order-status': ['order-status', 'refund-status'],
  delivery: ['delivery-options', 'delivery-time', 'shipping-address'],
  returns: ['returns', 'refund', 'refund-status', 'complaint'],
  payment: ['payment-methods', 'payment-problem', 'invoice'],
  account: ['create-account', 'edit-account', 'switch-account', 'sign-in', 'delete-account', 'shipping-address', 'newsletter'],
  tax: ['tax'],
  contact: ['contact', 'human', 'complaint'],
  greeting: ['greeting'],
  thanks: ['thanks'],
  // Questions the earlier assistant had no answer for ("do you sell gift cards?"): now the kinds that
  // answer them (promotions, product questions, reviews, the newsletter), a polite "I can't help with
  // that", or a way to a person.
  unknown: ['unknown', 'out-of-scope', 'contact', 'human', 'product-question', 'promotions', 'review', 'newsletter'],
};

export interface EarlierQuestion {
  text: string;
  topic: EarlierTopic | 'unknown';
}

const of = (rows: Array<[string, EarlierTopic | 'unknown']>, declines: string[]): EarlierQuestion[] => [
  ...rows.map(([text, topic]) => ({ text, topic })),
  ...declines.map((text) => ({ text, topic: 'unknown' as const })),
];

export const EARLIER_QUESTIONS = {
  en: of([...DEVELOPMENT, ...EARLIER_HELD_OUT, ...SEALED], [...MUST_DECLINE, ...SEALED_DECLINE]),
  fr: of([...FR_DEVELOPMENT, ...FR_HELD_OUT], FR_MUST_DECLINE),
};
