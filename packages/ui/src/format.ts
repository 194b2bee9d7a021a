import { currentLanguage, formatsFor } from './i18n';

/** A price in the page's language: '$1,299.00' in English, '1 299,00 $' in French. Components that show
 * prices also read the language through a hook (useLanguage or a catalogue's useText), so they
 * re-render in the new format when it changes. */
export function formatMoney(amount: number): string {
  return formatsFor(currentLanguage()).money(amount);
}

/** The cart badge: the total quantity, capped at '99+'. */
export function badgeCount(quantity: number): string {
  return quantity > 99 ? '99+' : String(Math.max(0, quantity));
}
