import type { ErrorCode } from '@storefront/contracts/errors';
import { ApiError, INVALID_DATA, NETWORK_ERROR, type ErrorValues } from './api';
import { currentLanguage, defineMessages, i18n } from './i18n';
import { orderStatusText } from './messages';

// What went wrong, in the shopper's language. The services answer every error with its English
// message and a stable code (packages/contracts' ERROR_MESSAGES); English pages show the message as
// the service wrote it, French pages the code's French text (errors.fr.ts, where a code without its
// French does not compile). A message with no code gets a general sentence for its status, never English.

export const general = {
  'general.network': NETWORK_ERROR,
  'general.invalidData': INVALID_DATA,
  'general.fallback': 'Something went wrong. Please try again.',
  'general.400': 'The request could not be accepted.',
  'general.401': 'Please log in first.',
  'general.403': 'You are not allowed to do that.',
  'general.404': 'Not found.',
  'general.409': 'This can no longer be done: the page may be out of date. Reload it and try again.',
  'general.429': 'Too many attempts. Please wait a moment and try again.',
  'general.5xx': 'The store could not do that just now. Please try again in a moment.',
} as const;

export const errorMessages = defineMessages('errors', {
  en: general,
  fr: () => import('./errors.fr'),
});

// English pages show the service's own message: the table's English need not come to the browser.
const isCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && i18n.exists(code, { ns: errorMessages.namespace, lng: 'fr' });

function generalFor(status: number): keyof typeof general {
  if (status === 0) return 'general.network';
  if (status >= 500) return 'general.5xx';
  const key = `general.${status}`;
  return key in general ? (key as keyof typeof general) : 'general.400';
}

/** One problem (an answer or one of its fields) in the page's language. */
function say(message: string, status: number, code?: string, values?: ErrorValues): string {
  if (currentLanguage() === 'en') return message;
  // An order's status or a field's label inside the sentence ('This order is Shipped…', 'Full name must
  // be…') is said in the page's words too; one the catalogue does not know stays as it came.
  if (!isCode(code)) return message === INVALID_DATA ? errorMessages.text('general.invalidData') : errorMessages.text(generalFor(status));
  const said = { ...values };
  if (said.status) said.status = orderStatusText(said.status);
  if (said.label) said.label = i18n.t(`label.${said.label}`, { ns: errorMessages.namespace, defaultValue: said.label });
  return i18n.t(code, { ns: errorMessages.namespace, ...said });
}

/** The message to show for an error of any kind, in the page's language. `fallback` is for an error
 * that is not the store's answer (a page's own, already in the page's language). */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) return say(err.message, err.status, err.code, err.values);
  if (currentLanguage() === 'en' && err instanceof Error && err.message) return err.message;
  return fallback ?? errorMessages.text('general.fallback');
}

/** A service's words about a request that went right ('We have sent a link…'), with their code. */
export interface ServiceAnswer {
  message: string;
  code?: string;
  values?: ErrorValues;
}

/** What a service said when a request went right, in the page's language: its code's text (the same
 * table as the errors'), else its own words. Kept as the answer and said when shown, so a later switch
 * of language changes it too. */
export function answerMessage(answer: ServiceAnswer): string {
  if (currentLanguage() === 'en' || !isCode(answer.code)) return answer.message;
  return i18n.t(answer.code, { ns: errorMessages.namespace, ...answer.values });
}

/** What the service said about each field (`body.shippingAddress.city` → 'city' under `prefix`), by
 * field, in the page's language. */
export function fieldProblems(err: unknown, prefix = 'body.'): Record<string, string> {
  const fields: Record<string, string> = {};
  if (err instanceof ApiError) {
    for (const d of err.details ?? []) {
      if (d.path.startsWith(prefix)) fields[d.path.slice(prefix.length)] ??= say(d.message, err.status, d.code, d.values);
    }
  }
  return fields;
}
