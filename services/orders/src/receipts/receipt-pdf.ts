import PDFDocument from 'pdfkit';
import {
  type Language,
  type Order,
  STORE_TIME_ZONE,
  type TaxNumbers,
  dateIn,
  orderNumberOf,
  postalLines,
  registrationsFor,
  taxNameIn,
  taxRateIn,
} from '@storefront/contracts';
import { receiptWords } from './words';

/** What a receipt prints of a paid order: the order, who bought it, in the order's language. */
export interface ReceiptOrder {
  order: Order;
  customerName: string;
  customerEmail: string;
  language: Language;
}

// The PDF's standard fonts write WinAnsi (Latin-1 and a few signs): French is in it; the narrow space
// Intl puts in French amounts becomes a plain no-break one, and anything else outside it a '?'.
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const printable = (text: string) =>
  [...text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/\u2011/g, '-')]
    .map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(c) ? c : '?'))
    .join('');

const LEFT = 54;
const WIDTH = 612 - 2 * LEFT;
const COLUMNS = { item: LEFT, quantity: LEFT + 290, unit: LEFT + 330, amount: LEFT + 420 };

/** A paid order's receipt as a PDF (US Letter): the order number and payment date, who bought it and
 * where it goes, each line, the totals with each tax on its own line, what paid it, and the shop's
 * registrations for the taxes charged. `compress: false` leaves its text readable (tests). */
export function receiptPdf(r: ReceiptOrder, numbers: TaxNumbers, { compress = true } = {}): Promise<Buffer> {
  const { order, language } = r;
  const t = receiptWords.textIn(language);
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
  const money = (n: number) => dollars.format(n);
  const date = (iso: string) => dateIn(language, iso, { year: 'numeric', month: 'long', day: 'numeric', timeZone: STORE_TIME_ZONE });
  const number = orderNumberOf(order._id);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    compress,
    lang: locale,
    info: { Title: `${t('receipt.title')}: ${number}` },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const say = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(printable(text), options);

  doc.font('Helvetica-Bold').fontSize(18);
  say(t('receipt.title'));
  doc.font('Helvetica').fontSize(11);
  say(t('receipt.order', { number }));
  if (order.paidAt) say(t('receipt.paid', { date: date(order.paidAt) }));
  doc.moveDown();
  parties(doc, say, r, t, date);
  lines(doc, order, t, money);
  totals(doc, order, t, money, language);
  doc.moveDown();
  doc.fontSize(9);
  for (const reg of registrationsFor(order.taxes, order.shippingAddress?.province ?? '', numbers))
    say(t('receipt.registration', { tax: taxNameIn(reg.tax, language), number: reg.number }), { width: WIDTH });
  doc.moveDown(0.5);
  say(t('receipt.questions', { number }), { width: WIDTH });
  doc.end();
  return done;
}

type Say = (text: string, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;
type Words = ReturnType<typeof receiptWords.textIn>;

/** Who bought it, and where and when it goes (nothing to ship: no address). */
function parties(doc: PDFKit.PDFDocument, say: Say, r: ReceiptOrder, t: Words, date: (iso: string) => string) {
  doc.font('Helvetica-Bold');
  say(t('receipt.soldTo'));
  doc.font('Helvetica');
  say(r.customerName);
  say(r.customerEmail);
  const a = r.order.shippingAddress;
  if (a) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold');
    say(t('receipt.deliveryTo'));
    doc.font('Helvetica');
    for (const line of postalLines(a, r.language)) say(line);
    say(t('receipt.deliveryDate', { date: date(`${r.order.deliveryDate}T12:00:00Z`) }));
  }
  doc.moveDown();
}

/** One row of four columns at the current height; the item's text may wrap. */
function row(doc: PDFKit.PDFDocument, cells: { item: string; quantity?: string; unit?: string; amount?: string }) {
  const y = doc.y;
  doc.text(cells.item, COLUMNS.item, y, { width: COLUMNS.quantity - COLUMNS.item - 10 });
  const bottom = doc.y;
  if (cells.quantity) doc.text(cells.quantity, COLUMNS.quantity, y, { width: 30, align: 'right' });
  if (cells.unit) doc.text(cells.unit, COLUMNS.unit, y, { width: 80, align: 'right' });
  if (cells.amount) doc.text(cells.amount, COLUMNS.amount, y, { width: LEFT + WIDTH - COLUMNS.amount, align: 'right' });
  doc.x = LEFT;
  doc.y = Math.max(bottom, doc.y);
}

/** Each line: its name (and options, SKU), quantity, unit price and amount at its price. */
function lines(doc: PDFKit.PDFDocument, order: Order, t: Words, money: (n: number) => string) {
  doc.font('Helvetica-Bold');
  row(doc, { item: t('receipt.item'), quantity: t('receipt.quantity'), unit: t('receipt.unitPrice'), amount: t('receipt.amount') });
  doc.font('Helvetica');
  for (const i of order.items) {
    const options = Object.values(i.options).join(' · ');
    const name = options ? t('receipt.withOptions', { name: i.name, options }) : i.name;
    const item = i.sku && options ? `${name}\n${t('receipt.sku', { sku: i.sku })}` : name;
    row(doc, {
      item: printable(item),
      quantity: String(i.quantity),
      unit: printable(money(i.price)),
      amount: printable(money(Math.round(i.price * 100 * i.quantity) / 100)),
    });
  }
  doc.moveDown();
}

/** Subtotal, each promotion's saving, shipping, each tax by its name and rate (on the discounted
 * lines), the total, and what paid it. */
function totals(doc: PDFKit.PDFDocument, order: Order, t: Words, money: (n: number) => string, language: Language) {
  const line = (label: string, amount: number) => row(doc, { item: printable(label), amount: printable(money(amount)) });
  line(t('receipt.subtotal'), order.subtotal);
  for (const d of order.discounts ?? []) line(d.code ? `${d.code}: ${d.description}` : d.description, -d.amount);
  line(t('receipt.shipping'), order.shipping);
  if (order.taxes.length === 0 && order.tax > 0) line(t('receipt.tax'), order.tax);
  for (const x of order.taxes)
    line(t('receipt.taxLine', { name: taxNameIn(x.name, language), rate: taxRateIn(x.rate, language) }), x.amount);
  doc.font('Helvetica-Bold');
  line(t('receipt.total'), order.totalAmount);
  doc.font('Helvetica');
  for (const g of order.giftCards ?? [])
    line(t(g.storeCredit ? 'receipt.storeCredit' : 'receipt.giftCard', { lastFour: g.lastFour }), -g.amount);
  if (order.giftCards?.length) line(t('receipt.card'), order.amountDue ?? 0);
}
