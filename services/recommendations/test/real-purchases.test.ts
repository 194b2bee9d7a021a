import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir } from '@storefront/testing';
import { type RetailLine, readRetailLines } from '../src/evaluation/online-retail';
import { evaluatePurchases, retailCatalogue } from '../src/evaluation/purchases';

// The evaluation on real purchases (`npm run evaluate`), checked on a few hand-made lines whose every
// figure can be worked out by hand: the file read as the data set writes it, the split, who is asked,
// and the two measures.

const dir = scratchDir('sf-retail');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const HEADER = 'customer_id,item_id,description,timestamp,quantity,price,country,invoice_no';

/** A gzipped CSV of these lines under the data set's header, as the evaluation reads it. */
function retailFile(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, gzipSync([HEADER, ...lines].join('\n')));
  return file;
}

describe('reading the Online Retail purchases', () => {
  it('reads the gzipped CSV, quoted descriptions with commas included', async () => {
    const file = retailFile('retail.csv.gz', [
      '17850,85123A,WHITE HANGING HEART T-LIGHT HOLDER,2010-12-01 08:26:00,6,2.55,United Kingdom,536365',
      '13047,22745,"POPPY\'S PLAYHOUSE, BEDROOM",2010-12-01 08:34:00,6,2.10,United Kingdom,536367',
    ]);
    expect(await readRetailLines(file)).toEqual([
      {
        customerId: '17850',
        itemId: '85123A',
        description: 'WHITE HANGING HEART T-LIGHT HOLDER',
        at: Date.parse('2010-12-01T08:26:00Z'),
        quantity: 6,
        invoice: '536365',
      },
      {
        customerId: '13047',
        itemId: '22745',
        description: "POPPY'S PLAYHOUSE, BEDROOM",
        at: Date.parse('2010-12-01T08:34:00Z'),
        quantity: 6,
        invoice: '536367',
      },
    ]);
  });

  it('refuses a line it cannot use, saying which and why', async () => {
    const file = retailFile('broken.csv.gz', [
      '17850,85123A,WHITE HANGING HEART T-LIGHT HOLDER,2010-12-01 08:26:00,6,2.55,United Kingdom,536365',
      '17850,71053,WHITE METAL LANTERN,yesterday,6,3.39,United Kingdom,536365',
    ]);
    await expect(readRetailLines(file)).rejects.toThrow(/line 3: a purchase needs .* a time/);
  });

  it('refuses a file that is not the cleaned data set, naming what is missing', async () => {
    const file = path.join(dir, 'raw.csv.gz');
    fs.writeFileSync(file, gzipSync('InvoiceNo,StockCode,Description,Quantity\n536365,85123A,HEART,6\n'));
    await expect(readRetailLines(file)).rejects.toThrow(/not the cleaned Online Retail file: it has no customer_id, item_id/);
  });
});

describe('the evaluation on real purchases', () => {
  const cutoff = Date.parse('2011-10-01T00:00:00Z');
  let invoice = 0;
  const order = (customerId: string, date: string, items: string[]): RetailLine[] => {
    invoice += 1;
    return items.map((itemId) => ({
      customerId,
      itemId,
      description: `ITEM ${itemId}`,
      at: Date.parse(`${date}T10:00:00Z`),
      quantity: 1,
      invoice: String(invoice),
    }));
  };
  const lines = [
    // Before the cut-off: ann bought A twice and B once; bo bought A, then C; cy bought C and D.
    ...order('ann', '2011-08-01', ['A', 'B']),
    ...order('ann', '2011-09-01', ['A']),
    ...order('bo', '2011-08-01', ['A']),
    ...order('bo', '2011-09-10', ['C']),
    ...order('cy', '2011-08-05', ['C', 'D']),
    // After it: ann's first order holds A and the new E (her second order after it does not count);
    // bo's holds only C, nothing new; dee had not bought before, so she is not asked.
    ...order('ann', '2011-10-03', ['A', 'E']),
    ...order('ann', '2011-10-20', ['D']),
    ...order('bo', '2011-10-05', ['C']),
    ...order('dee', '2011-10-06', ['A']),
  ];
  const report = evaluatePurchases(lines, cutoff, 2);

  it('trains on the lines before the cut-off and asks each customer who had bought before about their next order', () => {
    expect(retailCatalogue(lines).map((i) => i.id)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(report.trainingLines).toBe(7);
    expect(report.customers).toBe(2);
    expect(report.allItems.model.cases).toBe(2);
    // Only ann's order held something new to her.
    expect(report.discovery.model.cases).toBe(1);
  });

  it('scores what they bought in most orders: hit-rate and NDCG at k with every item of the order relevant', () => {
    // ann: [A (2 orders), B]: A is a hit at rank 1 of 2 relevant items (ideal 1 + 1/log2 3).
    // bo: [C (the later of his two), A]: C is a hit at rank 1 of 1.
    expect(report.allItems.repeat.hitRate).toBe(1);
    expect(report.allItems.repeat.ndcg).toBeCloseTo((1 / (1 + 1 / Math.log2(3)) + 1) / 2, 10);
    // Without what ann bought, repeat falls back to the popular (C, D): E is not among them.
    expect(report.discovery.repeat.hitRate).toBe(0);
    // Popularity: A and C (two buyers each) for everyone; ann's E is no one's.
    expect(report.allItems.popularity.hitRate).toBe(1);
    expect(report.discovery.popularity.hitRate).toBe(0);
  });

  it("asks the service's own model, which offers again what was bought long enough before", () => {
    expect(report.allItems.model.hitRate).toBe(1);
    expect(report.allItems.model.ndcg).toBeGreaterThan(0.5);
  });
});
