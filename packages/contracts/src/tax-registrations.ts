// How receipts name the sales taxes and the shop's registrations for them.
/** The sales taxes' short names in French (TPS for GST); English uses the names themselves. */
const FRENCH_TAX_NAMES: Record<string, string> = { GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ', RST: 'TVD', 'GST/HST': 'TPS/TVH' };

/** A tax's short name as `language` writes it ('GST', or 'TPS' in French); one it does not know as given. */
export const taxNameIn = (name: string, language: string): string => (language === 'fr' ? (FRENCH_TAX_NAMES[name] ?? name) : name);

const RATES = new Map<string, Intl.NumberFormat>();
/** A tax's rate in percent as `language` writes it: '9.975' in English, '9,975' in French. */
export function taxRateIn(rate: number, language: string): string {
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  let format = RATES.get(locale);
  if (!format) RATES.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })));
  return format.format(rate);
}

/** The shop's sales-tax registration numbers (each unset where it is not registered). */
export interface TaxNumbers {
  /** GST/HST: the business number's RT account, e.g. '123456789 RT0001'. */
  gstHst?: string;
  /** Quebec's QST, e.g. '1234567890 TQ0001'. */
  qst?: string;
  bcPst?: string;
  skPst?: string;
  mbRst?: string;
}

/** The registrations a receipt names for the taxes it charged in a province, each once (GST and HST
 * share one number), in the order of the taxes: e.g. [{ tax: 'GST/HST', number }, { tax: 'QST', number }]. */
export function registrationsFor(taxes: ReadonlyArray<{ name: string }>, province: string, numbers: TaxNumbers) {
  const of = (tax: string): { tax: string; number: string | undefined } => {
    if (tax === 'GST' || tax === 'HST') return { tax: 'GST/HST', number: numbers.gstHst };
    if (tax === 'QST') return { tax, number: numbers.qst };
    if (tax === 'RST') return { tax, number: numbers.mbRst };
    if (tax === 'PST') return { tax, number: province === 'BC' ? numbers.bcPst : province === 'SK' ? numbers.skPst : undefined };
    return { tax, number: undefined };
  };
  const out: Array<{ tax: string; number: string }> = [];
  for (const t of taxes) {
    const r = of(t.name);
    if (r.number && !out.some((o) => o.tax === r.tax)) out.push({ tax: r.tax, number: r.number });
  }
  return out;
}
