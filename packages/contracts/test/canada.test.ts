import { describe, expect, it } from 'vitest';
import {
  DELIVERY_COUNTRIES,
  PROVINCES,
  findCountry,
  findProvince,
  isCanada,
  normalisePostalCode,
  postalCodeFitsProvince,
} from '../src/canada';
import { AddressInput, checkProfileAddress } from '../src/accounts';
import { DeliveryAddress, ShippingAddress } from '../src/orders';
import { productPrice } from '../src/catalog';

// The sales taxes charged on goods shipped to each province and territory in 2026, written from the
// governments' published rates (not copied from canada.ts): Nova Scotia's HST is 14% since 2025-04-01,
// the other Atlantic provinces charge 15%, Ontario 13%; Quebec adds its 9.975% QST to the 5% GST.
const TAXES_2026: Array<[string, string, Array<{ name: string; rate: number }>]> = [
  ['AB', 'Alberta', [{ name: 'GST', rate: 5 }]],
  [
    'BC',
    'British Columbia',
    [
      { name: 'GST', rate: 5 },
      { name: 'PST', rate: 7 },
    ],
  ],
  [
    'MB',
    'Manitoba',
    [
      { name: 'GST', rate: 5 },
      { name: 'RST', rate: 7 },
    ],
  ],
  ['NB', 'New Brunswick', [{ name: 'HST', rate: 15 }]],
  ['NL', 'Newfoundland and Labrador', [{ name: 'HST', rate: 15 }]],
  ['NS', 'Nova Scotia', [{ name: 'HST', rate: 14 }]],
  ['NT', 'Northwest Territories', [{ name: 'GST', rate: 5 }]],
  ['NU', 'Nunavut', [{ name: 'GST', rate: 5 }]],
  ['ON', 'Ontario', [{ name: 'HST', rate: 13 }]],
  ['PE', 'Prince Edward Island', [{ name: 'HST', rate: 15 }]],
  [
    'QC',
    'Quebec',
    [
      { name: 'GST', rate: 5 },
      { name: 'QST', rate: 9.975 },
    ],
  ],
  [
    'SK',
    'Saskatchewan',
    [
      { name: 'GST', rate: 5 },
      { name: 'PST', rate: 6 },
    ],
  ],
  ['YT', 'Yukon', [{ name: 'GST', rate: 5 }]],
];

const combinedRate = (code: string) => PROVINCES.find((p) => p.code === code)!.taxes.reduce((sum, t) => sum + t.rate, 0);

describe('provinces and territories', () => {
  it('are the ten provinces and three territories, by code', () => {
    expect(PROVINCES.map((p) => p.code)).toEqual(TAXES_2026.map(([code]) => code));
  });

  it.each(TAXES_2026)('%s (%s) charges its 2026 sales taxes', (code, name, taxes) => {
    const province = PROVINCES.find((p) => p.code === code);
    expect(province?.name).toBe(name);
    expect(province?.taxes).toEqual(taxes);
  });

  it('never charge GST on top of HST (the HST already holds the federal 5%)', () => {
    for (const p of PROVINCES) {
      const names = p.taxes.map((t) => t.name);
      if (names.includes('HST')) expect(names, p.code).toEqual(['HST']);
      else expect(names[0], p.code).toBe('GST');
    }
  });

  it('add up to the combined rates a receipt shows', () => {
    expect(combinedRate('QC')).toBeCloseTo(14.975, 10);
    expect(combinedRate('BC')).toBe(12);
    expect(combinedRate('MB')).toBe(12);
    expect(combinedRate('SK')).toBe(11);
    expect(combinedRate('ON')).toBe(13);
    expect(combinedRate('NS')).toBe(14);
    expect(combinedRate('AB')).toBe(5);
  });
});

describe('finding the province meant', () => {
  it('takes a code in any case, with dots or spaces', () => {
    expect(findProvince('ON')?.code).toBe('ON');
    expect(findProvince('on')?.code).toBe('ON');
    expect(findProvince(' b.c. ')?.code).toBe('BC');
    expect(findProvince('N.W.T.')?.code).toBe('NT');
  });

  it('takes a name however it is written, accents included', () => {
    expect(findProvince('Ontario')?.code).toBe('ON');
    expect(findProvince('QUÉBEC')?.code).toBe('QC');
    expect(findProvince('Québec')?.code).toBe('QC');
    expect(findProvince('british-columbia')?.code).toBe('BC');
    expect(findProvince('Prince Edward Island')?.code).toBe('PE');
    // As Canada Post and many forms write it: taxed as Ontario (13%) instead of 15% before this was read.
    expect(findProvince('Newfoundland & Labrador')?.code).toBe('NL');
    expect(findProvince('Newfoundland&Labrador')?.code).toBe('NL');
  });

  it('takes the usual short and old names', () => {
    expect(findProvince('P.E.I.')?.code).toBe('PE');
    expect(findProvince('Newfoundland')?.code).toBe('NL');
    expect(findProvince('Labrador')?.code).toBe('NL');
    expect(findProvince('Yukon Territory')?.code).toBe('YT');
    expect(findProvince('PQ')?.code).toBe('QC');
    expect(findProvince('Que.')?.code).toBe('QC');
    expect(findProvince('Ont.')?.code).toBe('ON');
  });

  it('finds nothing for blanks, cities, US states or half names', () => {
    for (const text of [undefined, null, '', '   ', '...', 'Toronto', 'Quebec City', 'NY', 'California', 'Ontari', 'Nova', 'CA']) {
      expect(findProvince(text), String(text)).toBeUndefined();
    }
  });
});

describe('countries we deliver to', () => {
  it('are Canada alone, whose taxes are the only ones the store charges', () => {
    expect(DELIVERY_COUNTRIES).toEqual(['Canada']);
  });

  it('are found by their names and codes, however written', () => {
    for (const text of ['Canada', ' canada ', 'CA', 'c.a.', 'CAN']) expect(findCountry(text), text).toBe('Canada');
  });

  it('do not include the countries we do not deliver to', () => {
    for (const text of [undefined, null, '', 'Ireland', 'France', 'Mexico', 'USA', 'United States', 'UK', 'Australia', 'Canadas']) {
      expect(findCountry(text), String(text)).toBeUndefined();
    }
  });

  it('tell Canada apart (its taxes apply only there)', () => {
    expect(isCanada('Canada')).toBe(true);
    expect(isCanada('c.a.')).toBe(true);
    expect(isCanada('CAN')).toBe(true);
    expect(isCanada('USA')).toBe(false);
    expect(isCanada('Canadá')).toBe(true);
    expect(isCanada('')).toBe(false);
    expect(isCanada(null)).toBe(false);
    expect(isCanada(undefined)).toBe(false);
  });
});

describe('Canadian postal codes', () => {
  it('are written "A1A 1A1" whatever the case, spacing or dashes', () => {
    expect(normalisePostalCode('M5V 2T6')).toBe('M5V 2T6');
    expect(normalisePostalCode('m5v2t6')).toBe('M5V 2T6');
    expect(normalisePostalCode('  m5v-2t6 ')).toBe('M5V 2T6');
    expect(normalisePostalCode('m5v - 2t6')).toBe('M5V 2T6');
    expect(normalisePostalCode('k1a\t0b1')).toBe('K1A 0B1');
  });

  it('take real codes from coast to coast to coast', () => {
    // Parliament, Santa Claus (Canada Post's own), Iqaluit, Whitehorse, Vancouver, St. John's, Calgary.
    for (const code of ['K1A 0B1', 'H0H 0H0', 'X0A 0H0', 'Y1A 2C6', 'V6B 1A1', 'A1C 5M2', 'T2Z 4X9']) {
      expect(normalisePostalCode(code), code).toBe(code);
    }
  });

  it('start with any letter Canada Post uses first, and none of D, F, I, O, Q, U, W, Z', () => {
    for (const letter of 'ABCEGHJKLMNPRSTVXY') expect(normalisePostalCode(`${letter}1A 1A1`), letter).toBe(`${letter}1A 1A1`);
    for (const letter of 'DFIOQUWZ') expect(normalisePostalCode(`${letter}1A 1A1`), letter).toBeUndefined();
  });

  it('never hold D, F, I, O, Q or U in their other letters, but may hold W and Z there', () => {
    for (const letter of 'DFIOQU') {
      expect(normalisePostalCode(`M5${letter} 2T6`), `third ${letter}`).toBeUndefined();
      expect(normalisePostalCode(`M5V 2${letter}6`), `fifth ${letter}`).toBeUndefined();
    }
    expect(normalisePostalCode('M5W 2Z6')).toBe('M5W 2Z6');
  });

  it('refuse anything of another shape', () => {
    for (const code of [
      '',
      ' ',
      'M5V',
      'M5V 2T',
      'M5V 2T66',
      'M5V2T6X',
      'MM5V 2T6',
      '5MV 2T6',
      'M55 2T6',
      'M5V T26',
      'M5V_2T6',
      'M5V.2T6',
      '12345',
    ]) {
      expect(normalisePostalCode(code), code).toBeUndefined();
    }
  });
});

// Canada Post's forward sortation areas by first letter, written from its published map (not from
// canada.ts): one letter per province, three for Quebec, five for Ontario, X shared by the two northern
// territories.
const DISTRICTS: Array<[string, string[]]> = [
  ['A1C 5M2', ['NL']], // St. John's
  ['B3H 1A1', ['NS']], // Halifax
  ['C1A 4P3', ['PE']], // Charlottetown
  ['E1C 4M3', ['NB']], // Moncton
  ['G1R 4P5', ['QC']], // Québec
  ['H2X 1Y4', ['QC']], // Montréal
  ['J8X 3X2', ['QC']], // Gatineau
  ['K1A 0B1', ['ON']], // Ottawa
  ['L5B 3C2', ['ON']], // Mississauga
  ['M5H 2N2', ['ON']], // Toronto
  ['N6A 3K7', ['ON']], // London
  ['P3E 2C6', ['ON']], // Sudbury
  ['R3C 4T3', ['MB']], // Winnipeg
  ['S4P 3Y2', ['SK']], // Regina
  ['T2P 2M5', ['AB']], // Calgary
  ['V6B 1A1', ['BC']], // Vancouver
  ['X1A 2L9', ['NT', 'NU']], // Yellowknife
  ['X0A 0H0', ['NT', 'NU']], // Iqaluit
  ['Y1A 1B1', ['YT']], // Whitehorse
];

describe("a postal code's province", () => {
  it.each(DISTRICTS)('%s is in %j and in no other province or territory', (code, provinces) => {
    for (const p of PROVINCES) expect(postalCodeFitsProvince(code, p.code), `${code} in ${p.code}`).toBe(provinces.includes(p.code));
  });

  it('fits nothing when the code is malformed or the province unknown', () => {
    for (const code of ['', 'D1A 1A1', '90210', 'M5H']) expect(postalCodeFitsProvince(code, 'ON'), code).toBe(false);
    expect(postalCodeFitsProvince('m5h2n2', 'ON')).toBe(true);
    expect(postalCodeFitsProvince('M5H 2N2', 'Ontario')).toBe(false); // a code, not a name
  });
});

describe('an address as the address form sends it', () => {
  const address = {
    fullName: 'Anne Shirley',
    street: '8 Green Gables Lane',
    city: 'Cavendish',
    province: 'P.E.I.',
    postalCode: 'c0a1h0',
  };

  it('is kept with the province code and the postal code written the usual way', () => {
    expect(AddressInput.parse(address)).toEqual({
      ...address,
      apartment: '',
      country: 'Canada',
      province: 'PE',
      postalCode: 'C0A 1H0',
      phoneNumber: '',
    });
  });

  it('is refused with a reason for each part that is not Canadian', () => {
    const result = AddressInput.safeParse({ ...address, province: 'Vermont', postalCode: '05401' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['postalCode', 'A Canadian postal code looks like A1A 1A1.'],
      ['province', '"Vermont" is not a Canadian province or territory.'],
    ]);
  });

  it('is refused outside Canada', () => {
    const result = AddressInput.safeParse({ ...address, country: 'United States', province: 'Vermont', postalCode: '054011234' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['We deliver within Canada only.']);
  });

  it('is refused when the postal code is not in the province, which decides the tax', () => {
    const montreal = { ...address, city: 'Montréal', postalCode: 'H2X 1Y4' };
    for (const province of ['ON', 'Ontario']) {
      const result = AddressInput.safeParse({ ...montreal, province });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['postalCode', 'The postal code H2X 1Y4 is not in the province chosen: check the province and the postal code.'],
      ]);
    }
    expect(AddressInput.parse({ ...montreal, province: 'Québec' })).toMatchObject({ province: 'QC', postalCode: 'H2X 1Y4' });
  });
});

describe('the delivery address of a quote and of an order', () => {
  const toronto = { fullName: 'Ada Lovelace', street: '1 King St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2' };
  const problems = (schema: typeof ShippingAddress | typeof DeliveryAddress, a: object) =>
    schema.safeParse(a).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('agrees with itself: a Montréal postal code with Ontario is refused, for a quote as for an order', () => {
    for (const schema of [ShippingAddress, DeliveryAddress]) {
      expect(problems(schema, { ...toronto, postalCode: 'H2X 1Y4' })).toEqual([
        ['postalCode', 'The postal code H2X 1Y4 is not in the province chosen: check the province and the postal code.'],
      ]);
      expect(problems(schema, { ...toronto, province: 'Ontari' })).toEqual([
        ['province', '"Ontari" is not a Canadian province or territory.'],
      ]);
      expect(problems(schema, { ...toronto, postalCode: '90210' })).toEqual([['postalCode', 'A Canadian postal code looks like A1A 1A1.']]);
      expect(problems(schema, { ...toronto, country: 'USA' })).toEqual([['country', 'We deliver within Canada only.']]);
      expect(problems(schema, toronto)).toEqual([]);
    }
  });

  it('may leave the province and postal code for later in a quote, never in an order', () => {
    const partial = { ...toronto, province: '', postalCode: '' };
    expect(problems(ShippingAddress, partial)).toEqual([]);
    expect(problems(DeliveryAddress, partial)).toEqual([
      ['province', 'Province is required.'],
      ['postalCode', 'Postal code is required.'],
    ]);
  });
});

describe('a profile address', () => {
  it('is checked as the other addresses are, blank parts allowed', () => {
    const stored = { fullName: '', street: '', apartment: '', city: '', state: 'ON', country: 'Canada', postalCode: 'h2x1y4' };
    expect(checkProfileAddress(stored).problems.map((p) => [p.path, p.code])).toEqual([
      ['body.address.postalCode', 'address.postalCode.province'],
    ]);
    expect(checkProfileAddress({ ...stored, state: 'QC' })).toEqual({
      address: { ...stored, state: 'QC', postalCode: 'H2X 1Y4' },
      problems: [],
    });
    expect(checkProfileAddress({ ...stored, state: '', postalCode: '' }).problems).toEqual([]);
    expect(checkProfileAddress({ ...stored, country: 'UK' }).problems.map((p) => p.code)).toEqual(['address.country.refused']);
  });
});

describe('prices in dollars, kept as cents', () => {
  const cents = (v: unknown) => productPrice.safeParse(v);

  it('are exact to the cent, even where binary floating point is not', () => {
    // 0.29 × 100 = 28.999999999999996 and 4.35 × 100 = 434.99999999999994 in floating point.
    expect(cents(0.29).data).toBe(29);
    expect(cents(4.35).data).toBe(435);
    expect(cents(1.15).data).toBe(115);
    expect(cents('19.99').data).toBe(1999);
    expect(cents(' 5 ').data).toBe(500);
    expect(cents('0.01').data).toBe(1);
    expect(cents('1.50').data).toBe(150);
  });

  it('are positive, at most two decimals and at most $100,000', () => {
    expect(cents(100_000).data).toBe(10_000_000);
    const message = (v: unknown) => cents(v).error?.issues[0]?.message;
    expect(message(100_000.01)).toBe('Price must be at most $100,000.');
    expect(message('1.005')).toBe('Price can have at most two decimals.');
    expect(message(19.999)).toBe('Price can have at most two decimals.');
    expect(message(0)).toBe('Price must be a positive number.');
    expect(message('-1')).toBe('Price must be a positive number.');
    expect(message('1e3')).toBe('Price must be a positive number.');
    expect(message('$5')).toBe('Price must be a positive number.');
    expect(cents(Number.NaN).success).toBe(false);
    expect(cents(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});
