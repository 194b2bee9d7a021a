import { describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contracts';
import { receiptPdf } from '../src/receipts/receipt-pdf';
import { QUEBEC } from './helpers';

// WinAnsi's signs between 0x80 and 0x9F (the rest of it is Latin-1).
const WIN_ANSI_SIGNS: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x80: '€' };
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI_SIGNS[b] ?? String.fromCharCode(b)).join('');

/** The text a PDF made without compression shows, one string per line drawn: the WinAnsi bytes of each
 * text operation (pdfkit writes them as hex, split where it kerns). */
function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\] TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => winAnsi(Buffer.from(h[1]!, 'hex'))).join(''),
  );
}

// A Quebec order of 2 toques at 24.99 and a parka at 279.00 with 25 % off the parka (69.75): lines
// 328.98, discount 69.75, taxed 259.23; GST 5 % = 12.96 (12.9615), QST 9.975 % = 25.86 (25.858...);
// total 259.23 + 38.82 = 298.05, of which a gift card paid 50.00 and the card 248.05.
const order: Order = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  userId: 'u-1',
  createdAt: '2026-12-01T15:00:00.000Z',
  status: 'Paid',
  paymentStatus: 'Paid',
  items: [
    {
      productId: 'p-1',
      variantId: 'v-1',
      name: 'Merino Toque',
      options: { Colour: 'Red' },
      sku: 'TOQ-RED',
      price: 24.99,
      quantity: 2,
      imageUrl: '',
    },
    {
      productId: 'p-2',
      variantId: 'p-2',
      name: 'Tadoussac Parka',
      options: {},
      sku: '',
      price: 279,
      quantity: 1,
      imageUrl: '',
      discount: 69.75,
    },
  ],
  subtotal: 328.98,
  discounts: [{ code: 'BOXING25', description: '25 % off Outdoor', amount: 69.75 }],
  discount: 69.75,
  taxes: [
    { name: 'GST', rate: 5, amount: 12.96 },
    { name: 'QST', rate: 9.975, amount: 25.86 },
  ],
  tax: 38.82,
  shipping: 0,
  totalAmount: 298.05,
  giftCards: [{ lastFour: 'K7QX', amount: 50 }],
  amountDue: 248.05,
  taxRegion: 'QC',
  shippingAddress: QUEBEC,
  deliveryDate: '2026-12-04',
  paidAt: '2026-12-01T15:05:00.000Z',
  backordered: [],
  shipment: null,
  deliveredAt: null,
  refunds: [],
  refundedAmount: 0,
  returns: [],
  timeline: [],
};
const numbers = { gstHst: '123456789 RT0001', qst: '1234567890 TQ0001', mbRst: '1234-567' };
const receipt = (language: 'en' | 'fr') =>
  receiptPdf({ order, customerName: 'Gabrielle Roy', customerEmail: 'gabrielle@example.ca', language }, numbers, { compress: false });

describe('the receipt as a PDF', () => {
  it('prints each line, each tax on its own line, what paid it, and the registrations of the taxes charged', async () => {
    const pdf = await receipt('en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const line of [
      'Maple Market receipt',
      'Order #A1B2C3D4',
      'Paid on December 1, 2026',
      'gabrielle@example.ca',
      'Québec, QC G1R 1N3',
      'Delivery date: December 4, 2026',
      'Merino Toque (Red)',
      'SKU TOQ-RED',
      '$49.98',
      '$279.00',
      'Subtotal',
      '$328.98',
      'BOXING25: 25 % off Outdoor',
      '-$69.75',
      'GST (5%)',
      '$12.96',
      'QST (9.975%)',
      '$25.86',
      'Total (CAD)',
      '$298.05',
      'Gift card …K7QX',
      '-$50.00',
      'Charged to the card',
      '$248.05',
      'GST/HST registration no. 123456789 RT0001',
      'QST registration no. 1234567890 TQ0001',
    ])
      expect(text.join('\n'), line).toContain(line);
    // Neither the phone number nor a registration for a tax not charged.
    expect(text.join('\n')).not.toContain('418-555-0100');
    expect(text.join('\n')).not.toContain('1234-567');
  });

  it('is written in the order’s language, as Quebec writes amounts and dates', async () => {
    const text = pdfText(await receipt('fr')).join('\n');
    for (const line of [
      'Reçu de Maple Market',
      'Commande n° A1B2C3D4',
      'Payée le 1er décembre 2026',
      'Québec (Québec) G1R 1N3',
      'TPS (5 %)',
      'TVQ (9,975 %)',
      '12,96\u00a0$',
      '298,05\u00a0$',
      'N° d’inscription à la TPS/TVH : 123456789 RT0001',
      'N° d’inscription à la TVQ : 1234567890 TQ0001',
    ])
      expect(text, line).toContain(line);
  });
});
