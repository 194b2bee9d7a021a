/** Canadian provinces and territories: codes, names, and the sales taxes charged on goods shipped there
 * (rates in force in 2026). Pure data, shared by the address book (validation) and orders (tax). */

export interface SalesTax {
  /** e.g. 'GST', 'HST', 'PST', 'QST', 'RST' */
  name: string;
  /** Percent, e.g. 13 or 9.975 */
  rate: number;
}

export interface Province {
  code: string;
  name: string;
  taxes: SalesTax[];
}

const GST: SalesTax = { name: 'GST', rate: 5 };

export const PROVINCES: readonly Province[] = [
  { code: 'AB', name: 'Alberta', taxes: [GST] },
  { code: 'BC', name: 'British Columbia', taxes: [GST, { name: 'PST', rate: 7 }] },
  { code: 'MB', name: 'Manitoba', taxes: [GST, { name: 'RST', rate: 7 }] },
  { code: 'NB', name: 'New Brunswick', taxes: [{ name: 'HST', rate: 15 }] },
  { code: 'NL', name: 'Newfoundland and Labrador', taxes: [{ name: 'HST', rate: 15 }] },
  { code: 'NS', name: 'Nova Scotia', taxes: [{ name: 'HST', rate: 14 }] },
  { code: 'NT', name: 'Northwest Territories', taxes: [GST] },
  { code: 'NU', name: 'Nunavut', taxes: [GST] },
  { code: 'ON', name: 'Ontario', taxes: [{ name: 'HST', rate: 13 }] },
  { code: 'PE', name: 'Prince Edward Island', taxes: [{ name: 'HST', rate: 15 }] },
  { code: 'QC', name: 'Quebec', taxes: [GST, { name: 'QST', rate: 9.975 }] },
  { code: 'SK', name: 'Saskatchewan', taxes: [GST, { name: 'PST', rate: 6 }] },
  { code: 'YT', name: 'Yukon', taxes: [GST] },
];

const simplify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and') // 'Newfoundland & Labrador'
    .replace(/[^a-z]/g, '');

const ALIASES: Record<string, string> = {
  pei: 'PE',
  newfoundland: 'NL',
  labrador: 'NL',
  yukonterritory: 'YT',
  nwt: 'NT',
  pq: 'QC',
  que: 'QC',
  ont: 'ON',
};

/** The province or territory meant by a code or a name ('ON', 'ontario', 'Québec', 'P.E.I.'). */
export function findProvince(text: string | undefined | null): Province | undefined {
  if (!text) return undefined;
  const key = simplify(text);
  if (!key) return undefined;
  return PROVINCES.find((p) => p.code.toLowerCase() === key || simplify(p.name) === key) ?? PROVINCES.find((p) => p.code === ALIASES[key]);
}

export function isCanada(country: string | undefined | null): boolean {
  return ['canada', 'ca', 'can'].includes(simplify(country ?? ''));
}

/** A Canadian postal code (A1A 1A1): letters D, F, I, O, Q and U never appear, nor W and Z first. */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export function normalisePostalCode(code: string): string | undefined {
  const compact = code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  if (!POSTAL_CODE.test(compact)) return undefined;
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** Where the store delivers: the profile's country options, and the ways people write them. */
export const COUNTRIES = ['Canada', 'USA', 'UK', 'Australia'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_REFUSED = 'We deliver to Canada, the USA, the UK and Australia.';

const COUNTRY_NAMES: Record<string, Country> = {
  canada: 'Canada',
  ca: 'Canada',
  can: 'Canada',
  usa: 'USA',
  us: 'USA',
  unitedstates: 'USA',
  unitedstatesofamerica: 'USA',
  america: 'USA',
  uk: 'UK',
  gb: 'UK',
  unitedkingdom: 'UK',
  greatbritain: 'UK',
  britain: 'UK',
  england: 'UK',
  scotland: 'UK',
  wales: 'UK',
  northernireland: 'UK',
  australia: 'Australia',
  au: 'Australia',
  aus: 'Australia',
};

/** The country meant by a name or code ('Canada', 'ca', 'United States', 'U.K.'), if we deliver there. */
export function findCountry(text: string | undefined | null): Country | undefined {
  return COUNTRY_NAMES[simplify(text ?? '')];
}

const POSTAL_CODES: Record<Exclude<Country, 'Canada'>, { pattern: RegExp; hint: string; format: (compact: string) => string }> = {
  USA: {
    pattern: /^\d{5}(\d{4})?$/,
    hint: 'A US ZIP code looks like 12345 or 12345-6789.',
    format: (c) => (c.length === 9 ? `${c.slice(0, 5)}-${c.slice(5)}` : c),
  },
  UK: {
    pattern: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/,
    hint: 'A UK postcode looks like SW1A 1AA.',
    format: (c) => `${c.slice(0, -3)} ${c.slice(-3)}`,
  },
  Australia: { pattern: /^\d{4}$/, hint: 'An Australian postcode has four digits, like 2000.', format: (c) => c },
};

/** How a postal code of that country looks, for an error message. */
export function postalCodeHint(country: Country): string {
  return country === 'Canada' ? 'A Canadian postal code looks like A1A 1A1.' : POSTAL_CODES[country].hint;
}

/** The postal code written the country's way ('m5v-2t6' → 'M5V 2T6'), or undefined when it cannot be one. */
export function normalisePostalCodeFor(country: Country, code: string): string | undefined {
  if (country === 'Canada') return normalisePostalCode(code);
  const rule = POSTAL_CODES[country];
  const compact = code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  return rule.pattern.test(compact) ? rule.format(compact) : undefined;
}
