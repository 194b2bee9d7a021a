/** Canadian provinces and territories: codes, names, and the sales taxes charged on goods shipped there
 * (rates in force in 2026). Pure data, shared by the address book (validation) and orders (tax). */

export interface SalesTax {
  /** e.g. 'GST', 'HST', 'PST', 'QST', 'RST' */
  name: string;
  /** Percent, e.g. 13 or 9.975 */
  rate: number;
}

export type ProvinceCode = 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

export interface Province {
  code: ProvinceCode;
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

/** Where the store delivers, the one list every form, check and answer follows: Canada, whose sales
 * taxes are the only ones the store charges. */
export const DELIVERY_COUNTRIES = ['Canada'] as const;
export type Country = (typeof DELIVERY_COUNTRIES)[number];

/** The country meant by a name or code ('Canada', 'ca', 'CAN'), if we deliver there. */
export function findCountry(text: string | undefined | null): Country | undefined {
  return isCanada(text) ? 'Canada' : undefined;
}

/** Which provinces and territories a postal code's first letter (its district) belongs to. */
const POSTAL_DISTRICTS: Record<string, readonly ProvinceCode[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/** Whether a postal code can be in that province or territory (by its first letter: H2X is Montréal, so
 * not Ontario). A malformed code or an unknown province fits nothing. */
export function postalCodeFitsProvince(postalCode: string, provinceCode: string): boolean {
  const code = normalisePostalCode(postalCode);
  return !!code && (POSTAL_DISTRICTS[code[0]!] ?? []).some((p) => p === provinceCode);
}
