import { LOCALES, type Language } from '@storefront/contracts/languages';

// Dollars written as Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }) writes them in the
// store's two languages ('$1,234.56', '-$0.50'; '1 234,56 $', '-0,50 $' with no-break spaces), without
// Intl: the first Intl number or date format a page makes loads ICU's locale data, 55-80 ms of a cold load
// on a laptop and four times that on a phone, in the task that draws the first product cards. The tests
// hold it to Intl's own output, rounding included.

const NO_BREAK_SPACE = '\u00a0';

const STYLES: Record<Language, { group: string; decimal: string; write: (sign: string, digits: string) => string }> = {
  en: { group: ',', decimal: '.', write: (sign, digits) => `${sign}$${digits}` },
  fr: { group: NO_BREAK_SPACE, decimal: ',', write: (sign, digits) => `${sign}${digits}${NO_BREAK_SPACE}$` },
};

/** Adds one to a string of decimal digits ('0999' → '1000'). */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0 ? `1${'0'.repeat(digits.length)}` : digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/** Writes amounts of dollars in `language`. */
export function dollarWriter(language: Language): (amount: number) => string {
  const style = STYLES[language];
  let intl: Intl.NumberFormat | undefined;
  return (amount) => {
    const shortest = String(Math.abs(amount));
    // Not a number, or so small or large it is written with an exponent: as rare as they are odd.
    if (!Number.isFinite(amount) || shortest.includes('e')) {
      intl ??= new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'CAD' });
      return intl.format(amount);
    }
    // Rounded as Intl rounds: half away from zero, on the shortest decimal that reads back as the number
    // (1.005 is $1.01, where toFixed says 1.00).
    const [whole = '0', fraction = ''] = shortest.split('.');
    let cents = whole + fraction.padEnd(2, '0').slice(0, 2);
    if ((fraction[2] ?? '0') >= '5') cents = plusOne(cents);
    const units = cents.slice(0, -2).replace(/^0+(?=\d)/, '') || '0';
    const grouped = units.replace(/\B(?=(\d{3})+$)/g, style.group);
    const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
    return style.write(sign, `${grouped}${style.decimal}${cents.slice(-2)}`);
  };
}
