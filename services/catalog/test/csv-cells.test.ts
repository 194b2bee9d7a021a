import { describe, expect, it } from 'vitest';
import { cellAsWritten, safeCell } from '../src/domain/product-csv';

// A spreadsheet runs a cell that starts with =, +, - or @ (OWASP's CSV injection): the export writes
// such a cell as text, and the import reads its own export back as it was.
describe('a CSV cell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', ' \n@x', "'=1", "' -1"])(
    '%j is written as text and read back as it was',
    (cell) => {
      expect(safeCell(cell)).toBe(`'${cell}`);
      expect(cellAsWritten(safeCell(cell))).toBe(cell);
    },
  );

  it.each(['Parka', "Tim's toque", "'quoted'", '1-2', 'a=b', '', '12.50'])('%j is left as it is', (cell) => {
    expect(safeCell(cell)).toBe(cell);
    expect(cellAsWritten(cell)).toBe(cell);
  });
});
