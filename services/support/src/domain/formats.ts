import { type Language, LOCALES, type PaymentCompleted, SOURCE_LANGUAGE } from '@storefront/contracts';
import { variantLabel } from '@storefront/contracts/variants';
import type { SupportText } from '../messages';

/** What the shopper reads, in their language: what is mailed or answered to them. Events from before
 * the language was recorded carry none, and are answered in English. */
export type ShopperLanguage = Language | undefined;

/** The locale a language formats in; English's for a language the store does not declare. */
const localeOf = (language: ShopperLanguage): string => LOCALES[language ?? SOURCE_LANGUAGE] ?? LOCALES[SOURCE_LANGUAGE];

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** An amount as the shopper's language writes it: English as the mails always have ("$1234.56"),
 * others as the storefront does, through Intl ("1 234,56 $", with no-break spaces). */
export const moneyIn = (language: ShopperLanguage) => {
  const locale = localeOf(language);
  if (locale === LOCALES[SOURCE_LANGUAGE]) return (n: number) => `$${n.toFixed(2)}`;
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' })));
  return (n: number) => format.format(n);
};

export { dateIn } from '@storefront/contracts';

/** The opening of a mail to a shopper, by name when we have one. */
export const hello = (t: SupportText, name: string) => (name ? t('mail.hello', { name }) : t('mail.helloAnonymous'));

/** "Parka (Size M · Red)": a line as a mail or an answer names it, its variant's options after the
 * product; a line sold one way (no options, or an event from before variants) is the product's name.
 * The options are written as the order recorded them: their names and values are not translated yet. */
export function lineNameIn(t: SupportText, line: { name: string; options?: Record<string, string> }): string {
  const options = variantLabel(undefined, line.options);
  return options ? t('line.withOptions', { name: line.name, options }) : line.name;
}

/** What a receipt says, in any language: the paid order, and a guest's link to it (`orderUrl`). */
export type ReceiptFacts = Pick<
  PaymentCompleted,
  | 'customerName'
  | 'orderId'
  | 'items'
  | 'subtotal'
  | 'discounts'
  | 'tax'
  | 'taxes'
  | 'shippingAddress'
  | 'deliveryDate'
  | 'totalAmount'
  | 'giftCards'
  | 'amountDue'
  | 'paidAt'
  | 'orderUrl'
>;
