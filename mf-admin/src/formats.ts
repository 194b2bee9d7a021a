import { useLanguage } from '@storefront/ui';
import { useText } from './messages';

/** A moment as the page's language writes it ('Mar 1, 2026, 10:00 a.m.', '1 mars 2026, 10 h 00');
 * re-renders the caller when the language changes. */
export function useDateTime(): (iso: string | null | undefined) => string {
  const { formats } = useLanguage();
  return (iso) => {
    if (!iso) return '';
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return iso;
    return formats.dateTime(d);
  };
}

const TAXES = ['GST', 'HST', 'PST', 'QST', 'RST'] as const;
const isTax = (name: string): name is (typeof TAXES)[number] => (TAXES as readonly string[]).includes(name);

/** A tax's name as the language writes it ('HST', 'TVH'); another name is shown as the service wrote it. */
export function useTaxName(): (name: string) => string {
  const t = useText();
  return (name) => (isTax(name) ? t(`tax.${name}`) : name);
}

/** The order number shoppers see (contracts: orderNumberOf). */
export { orderNumberOf as orderNumber } from '@storefront/contracts/shop';
