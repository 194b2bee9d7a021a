import { describe, expect, it } from 'vitest';
import { checkProvinceAndPostalCode } from '../src/province-and-postal-code';
import { AddressInput } from '../src/accounts';
import { TaxedAddress } from '../src/orders';

describe('a province and a postal code, checked together', () => {
  it('writes both the usual way when they agree', () => {
    expect(checkProvinceAndPostalCode({ province: 'quebec', postalCode: 'h2x1y4' })).toEqual({
      province: 'QC',
      postalCode: 'H2X 1Y4',
      problems: [],
    });
  });

  it('names the postal code when it is in another province', () => {
    expect(checkProvinceAndPostalCode({ province: 'Ontario', postalCode: 'H2X 1Y4' }).problems).toEqual([
      { field: 'postalCode', code: 'address.postalCode.province', values: { postalCode: 'H2X 1Y4' } },
    ]);
  });

  it('names each part that is not real, and does not compare them', () => {
    expect(checkProvinceAndPostalCode({ province: 'Narnia', postalCode: '90210' }).problems).toEqual([
      { field: 'postalCode', code: 'address.postalCode.format' },
      { field: 'province', code: 'address.province.unknown', values: { province: 'Narnia' } },
    ]);
  });

  it('leaves blank parts to the caller', () => {
    expect(checkProvinceAndPostalCode({ province: '', postalCode: '' }).problems).toEqual([]);
    expect(checkProvinceAndPostalCode({ province: 'NU', postalCode: '' })).toEqual({ province: 'NU', postalCode: undefined, problems: [] });
  });

  it('gives the same verdict to the address book and to a quote', () => {
    const book = AddressInput.safeParse({ fullName: 'A', street: '1 rue', city: 'Montréal', province: 'ON', postalCode: 'H2X 1Y4' });
    const quote = TaxedAddress.safeParse({ province: 'ON', postalCode: 'H2X 1Y4' });
    const codes = (r: typeof book | typeof quote) =>
      r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), (i as { params?: { code?: string } }).params?.code]);
    expect(codes(book)).toEqual([['postalCode', 'address.postalCode.province']]);
    expect(codes(quote)).toEqual(codes(book));
  });
});
