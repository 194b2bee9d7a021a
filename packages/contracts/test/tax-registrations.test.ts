import { describe, expect, it } from 'vitest';
import { registrationsFor, taxNameIn, taxRateIn } from '../src/tax-registrations';

const NUMBERS = { gstHst: '123456789 RT0001', qst: '1234567890 TQ0001', bcPst: 'PST-1234-5678', skPst: '7654321', mbRst: '1234-567' };
const tax = (name: string) => ({ name });

describe("a receipt's registrations", () => {
  it('names the registration of each tax charged, GST and HST under one number', () => {
    expect(registrationsFor([tax('GST'), tax('QST')], 'QC', NUMBERS)).toEqual([
      { tax: 'GST/HST', number: '123456789 RT0001' },
      { tax: 'QST', number: '1234567890 TQ0001' },
    ]);
    expect(registrationsFor([tax('HST')], 'ON', NUMBERS)).toEqual([{ tax: 'GST/HST', number: '123456789 RT0001' }]);
    expect(registrationsFor([tax('GST'), tax('HST')], 'ON', NUMBERS)).toHaveLength(1);
    expect(registrationsFor([tax('GST'), tax('RST')], 'MB', NUMBERS)).toEqual([
      { tax: 'GST/HST', number: '123456789 RT0001' },
      { tax: 'RST', number: '1234-567' },
    ]);
  });

  it("takes a PST's number from its province, and names none the shop has not set", () => {
    expect(registrationsFor([tax('PST')], 'BC', NUMBERS)).toEqual([{ tax: 'PST', number: 'PST-1234-5678' }]);
    expect(registrationsFor([tax('PST')], 'SK', NUMBERS)).toEqual([{ tax: 'PST', number: '7654321' }]);
    expect(registrationsFor([tax('PST')], 'MB', NUMBERS)).toEqual([]);
    expect(registrationsFor([tax('GST'), tax('QST')], 'QC', { qst: '1234567890 TQ0001' })).toEqual([
      { tax: 'QST', number: '1234567890 TQ0001' },
    ]);
    expect(registrationsFor([tax('VAT')], 'QC', NUMBERS)).toEqual([]);
    expect(registrationsFor([], 'QC', NUMBERS)).toEqual([]);
  });

  it('writes the taxes’ short names in French as Quebec does, and any other as given', () => {
    expect(['GST', 'HST', 'PST', 'QST', 'RST', 'GST/HST', 'VAT'].map((n) => taxNameIn(n, 'fr'))).toEqual([
      'TPS',
      'TVH',
      'TVP',
      'TVQ',
      'TVD',
      'TPS/TVH',
      'VAT',
    ]);
    expect(taxNameIn('QST', 'en')).toBe('QST');
  });

  it('writes rates as each language does', () => {
    expect([taxRateIn(9.975, 'en'), taxRateIn(9.975, 'fr'), taxRateIn(5, 'fr'), taxRateIn(13, 'en')]).toEqual([
      '9.975',
      '9,975',
      '5',
      '13',
    ]);
  });
});
