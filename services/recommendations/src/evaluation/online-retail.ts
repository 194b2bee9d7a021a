import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

/** One line of the UCI Online Retail purchases (cleaned): a customer bought `quantity` of an item in an invoice. */
export interface RetailLine {
  customerId: string;
  itemId: string;
  description: string;
  /** Milliseconds since the epoch (the file's UK local minute, read as UTC: only order matters here). */
  at: number;
  quantity: number;
  invoice: string;
}

const COLUMNS = ['customer_id', 'item_id', 'description', 'timestamp', 'quantity', 'price', 'country', 'invoice_no'];

/** Reads the gzipped CSV (`customer_id,item_id,description,timestamp,quantity,price,country,invoice_no`). */
export async function readRetailLines(file: string): Promise<RetailLine[]> {
  const lines: RetailLine[] = [];
  const parser = fs
    .createReadStream(file)
    .pipe(createGunzip())
    .pipe(parse({ columns: true, trim: true }));
  let checked = false;
  for await (const record of parser as AsyncIterable<Record<string, string>>) {
    if (!checked) {
      const missing = COLUMNS.filter((c) => !(c in record));
      if (missing.length > 0) throw new Error(`${file} is not the cleaned Online Retail file: it has no ${missing.join(', ')} column.`);
      checked = true;
    }
    const line: RetailLine = {
      customerId: record.customer_id!,
      itemId: record.item_id!,
      description: record.description!,
      at: Date.parse(`${record.timestamp!.replace(' ', 'T')}Z`),
      quantity: Number(record.quantity),
      invoice: record.invoice_no!,
    };
    if (!line.customerId || !line.itemId || !line.invoice || Number.isNaN(line.at) || !(line.quantity > 0)) {
      throw new Error(
        `${file}, line ${lines.length + 2}: a purchase needs a customer, an item, an invoice, a time (YYYY-MM-DD HH:MM:SS) and a quantity above 0.`,
      );
    }
    lines.push(line);
  }
  return lines;
}
