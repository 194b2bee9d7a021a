import { type Language, LOCALES, type PaymentCompleted } from '@storefront/contracts';

/** What the shopper reads, in their language: what is mailed or answered to them. Events from before
 * the language was recorded carry none, and are answered in English. */
export type ShopperLanguage = Language | undefined;

export const isFrench = (language: ShopperLanguage): language is 'fr' => language === 'fr';

const FRENCH_MONEY = new Intl.NumberFormat(LOCALES.fr, { style: 'currency', currency: 'CAD' });

/** An amount as the shopper's language writes it: English as the mails always have ("$1234.56"),
 * French as the storefront does, through Intl ("1 234,56 $", with no-break spaces). */
export const moneyIn = (language: ShopperLanguage) => (n: number) => (isFrench(language) ? FRENCH_MONEY.format(n) : `$${n.toFixed(2)}`);

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
/** Intl writes "1 novembre"; French writes the first of the month "1er novembre". */
const FIRST_OF_MONTH = new RegExp(`(^|\\D)1 (${MONTHS})`, 'g');

/** A date or time in the shopper's locale (en-CA, fr-CA) through Intl: "November 22, 2026",
 * "22 novembre 2026", "14 h 30". */
export function dateIn(language: ShopperLanguage, at: string | Date, options: Intl.DateTimeFormatOptions): string {
  const text = new Date(at).toLocaleString(LOCALES[language ?? 'en'], options);
  return isFrench(language) ? text.replace(FIRST_OF_MONTH, '$11er $2') : text;
}

/** The store's address and phone at the foot of every mail to a shopper (the French as the storefront's footer writes it). */
export const SIGNATURE: Record<Language, string> = {
  en: 'Maple Market · 100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199',
  fr: 'Maple Market · 100, rue Queen Ouest, Toronto (Ontario)  M5H 2N2 · 1 800 555-0199',
};

/** The opening of a mail to a shopper, by name when we have one. */
export const hello = (language: ShopperLanguage, name: string) =>
  isFrench(language) ? (name ? `Bonjour ${name},` : 'Bonjour,') : `Hello ${name || 'there'},`;

/** What a receipt says, in either language: the paid order, and a guest's link to it (`orderUrl`). */
export type ReceiptFacts = Pick<
  PaymentCompleted,
  'customerName' | 'orderId' | 'items' | 'subtotal' | 'tax' | 'totalAmount' | 'paidAt' | 'orderUrl'
>;
