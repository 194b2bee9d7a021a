import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_REFUSED,
  PROVINCES,
  findCountry,
  findProvince,
  isCanada,
  normalisePostalCode,
  normalisePostalCodeFor,
  postalCodeHint,
} from '../src/canada';
import { AddressInput } from '../src/accounts';
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
  it('are four, with the message given for any other', () => {
    expect(COUNTRIES).toEqual(['Canada', 'USA', 'UK', 'Australia']);
    expect(COUNTRY_REFUSED).toBe('We deliver to Canada, the USA, the UK and Australia.');
  });

  it('are found by their names and codes, however written', () => {
    const cases: Array<[string, string]> = [
      ['Canada', 'Canada'],
      [' canada ', 'Canada'],
      ['CA', 'Canada'],
      ['CAN', 'Canada'],
      ['U.S.A.', 'USA'],
      ['us', 'USA'],
      ['United States', 'USA'],
      ['United States of America', 'USA'],
      ['America', 'USA'],
      ['U.K.', 'UK'],
      ['GB', 'UK'],
      ['Great Britain', 'UK'],
      ['United Kingdom', 'UK'],
      ['Scotland', 'UK'],
      ['Wales', 'UK'],
      ['Northern Ireland', 'UK'],
      ['AU', 'Australia'],
      ['aus', 'Australia'],
    ];
    for (const [text, country] of cases) expect(findCountry(text), text).toBe(country);
  });

  it('do not include the countries we do not deliver to', () => {
    for (const text of [undefined, null, '', 'Ireland', 'France', 'Mexico', 'New Zealand', 'Canadas', 'USAA']) {
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

describe('postal codes of each country we deliver to', () => {
  it('go to the Canadian rule for Canada', () => {
    expect(normalisePostalCodeFor('Canada', 'h0h0h0')).toBe('H0H 0H0');
    expect(normalisePostalCodeFor('Canada', '90210')).toBeUndefined();
    expect(normalisePostalCodeFor('Canada', 'D1A 1A1')).toBeUndefined();
  });

  it('take US ZIP codes of five or nine digits, written 12345-6789', () => {
    expect(normalisePostalCodeFor('USA', '90210')).toBe('90210');
    expect(normalisePostalCodeFor('USA', ' 02134 ')).toBe('02134');
    expect(normalisePostalCodeFor('USA', '90210-1234')).toBe('90210-1234');
    expect(normalisePostalCodeFor('USA', '902101234')).toBe('90210-1234');
    expect(normalisePostalCodeFor('USA', '90210 1234')).toBe('90210-1234');
    for (const code of ['9021', '902101', '90210-123', '90210-12345', 'ABCDE', 'M5V 2T6']) {
      expect(normalisePostalCodeFor('USA', code), code).toBeUndefined();
    }
  });

  it('take UK postcodes of every shape, written with the space before the last three', () => {
    const cases: Array<[string, string]> = [
      ['sw1a 1aa', 'SW1A 1AA'],
      ['SW1A1AA', 'SW1A 1AA'],
      ['M1 1AE', 'M1 1AE'],
      ['B33 8TH', 'B33 8TH'],
      ['CR2 6XH', 'CR2 6XH'],
      ['DN55 1PT', 'DN55 1PT'],
      ['W1A 0AX', 'W1A 0AX'],
      ['ec1a-1bb', 'EC1A 1BB'],
    ];
    for (const [code, written] of cases) expect(normalisePostalCodeFor('UK', code), code).toBe(written);
    for (const code of ['SW1A 1A', 'SW1A 1AAA', 'ABC1 1AA', '1AA SW1', 'SW1A', '12345']) {
      expect(normalisePostalCodeFor('UK', code), code).toBeUndefined();
    }
  });

  it('take Australian postcodes of four digits', () => {
    expect(normalisePostalCodeFor('Australia', '2000')).toBe('2000');
    expect(normalisePostalCodeFor('Australia', ' 0800 ')).toBe('0800');
    for (const code of ['200', '20000', 'NSW 2000', 'ABCD']) expect(normalisePostalCodeFor('Australia', code), code).toBeUndefined();
  });

  it('say how a code of that country looks', () => {
    expect(postalCodeHint('Canada')).toBe('A Canadian postal code looks like A1A 1A1.');
    expect(postalCodeHint('USA')).toBe('A US ZIP code looks like 12345 or 12345-6789.');
    expect(postalCodeHint('UK')).toBe('A UK postcode looks like SW1A 1AA.');
    expect(postalCodeHint('Australia')).toBe('An Australian postcode has four digits, like 2000.');
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
    expect(AddressInput.parse(address)).toEqual({ ...address, country: 'Canada', province: 'PE', postalCode: 'C0A 1H0', phoneNumber: '' });
  });

  it('is refused with a reason for each part that is not Canadian', () => {
    const result = AddressInput.safeParse({ ...address, province: 'Vermont', postalCode: '05401' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['postalCode', 'A Canadian postal code looks like A1A 1A1.'],
      ['province', '"Vermont" is not a Canadian province or territory.'],
    ]);
  });

  it('takes any state outside Canada, and the postal code of that country', () => {
    const parsed = AddressInput.parse({ ...address, country: 'United States', province: 'Vermont', postalCode: '054011234' });
    expect(parsed).toMatchObject({ country: 'USA', province: 'Vermont', postalCode: '05401-1234' });
    expect(AddressInput.safeParse({ ...address, country: 'Ireland' }).error?.issues[0]?.message).toBe(COUNTRY_REFUSED);
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
