import { describe, expect, it } from 'vitest';
import { holidayAt, holidayFor } from '../src/holidays';

// Every boundary of the spec's calendar: the first and last day of each range, and the days just
// outside it (which fall to the default, back-to-school, unless another range starts there).
const CASES: Array<[number, number, string, string | null]> = [
  [1, 1, 'new-year', 'new-year'],
  [1, 2, 'back-to-school', 'back-to-school'],
  [12, 31, 'new-year-sale', 'new-year'],
  [2, 13, 'back-to-school', 'back-to-school'],
  [2, 14, 'valentine', 'valentine'],
  [2, 15, 'back-to-school', 'back-to-school'],
  [3, 16, 'back-to-school', 'back-to-school'],
  [3, 17, 'st-patrick', 'st-patrick'],
  [3, 18, 'back-to-school', 'back-to-school'],
  [3, 31, 'back-to-school', 'back-to-school'],
  [4, 1, 'easter', 'easter'],
  [4, 15, 'easter', 'easter'],
  [4, 16, 'back-to-school', 'back-to-school'],
  [4, 30, 'back-to-school', 'back-to-school'],
  [5, 1, 'mothers-day', null],
  [5, 10, 'mothers-day', null],
  [5, 11, 'back-to-school', 'back-to-school'],
  [6, 9, 'back-to-school', 'back-to-school'],
  [6, 10, 'fathers-day', null],
  [6, 20, 'fathers-day', null],
  [6, 21, 'back-to-school', 'back-to-school'],
  [6, 30, 'back-to-school', 'back-to-school'],
  [7, 1, 'canada-day', null],
  [7, 2, 'back-to-school', 'back-to-school'],
  [7, 31, 'back-to-school', 'back-to-school'],
  [8, 1, 'civic-holiday', null],
  [8, 15, 'civic-holiday', null],
  [8, 16, 'back-to-school', 'back-to-school'],
  [8, 31, 'back-to-school', 'back-to-school'],
  [9, 1, 'back-to-school', 'back-to-school'],
  [9, 15, 'back-to-school', 'back-to-school'],
  [9, 16, 'back-to-school', 'back-to-school'],
  [10, 30, 'back-to-school', 'back-to-school'],
  [10, 31, 'halloween', 'halloween'],
  [11, 1, 'back-to-school', 'back-to-school'],
  [11, 19, 'back-to-school', 'back-to-school'],
  [11, 20, 'cyber-monday', 'black-friday'],
  [11, 23, 'cyber-monday', 'black-friday'],
  // The spec's overlap (Black Friday Nov 24-30, Cyber Monday Nov 20-27): Black Friday wins.
  [11, 24, 'black-friday', 'black-friday'],
  [11, 27, 'black-friday', 'black-friday'],
  [11, 28, 'black-friday', 'black-friday'],
  [11, 30, 'black-friday', 'black-friday'],
  [12, 1, 'back-to-school', 'back-to-school'],
  [12, 24, 'back-to-school', 'back-to-school'],
  [12, 25, 'christmas', 'christmas'],
  [12, 26, 'boxing-day', 'christmas'],
  [12, 27, 'new-year-sale', 'new-year'],
];

describe('holiday calendar', () => {
  it.each(CASES)('%i/%i is %s (asks the server for %s)', (month, day, key, serverName) => {
    const h = holidayFor(month, day);
    expect(h.key).toBe(key);
    expect(h.serverName).toBe(serverName);
  });

  it('names a holiday for every day of a leap year', () => {
    for (let d = new Date(Date.UTC(2028, 0, 1)); d.getUTCFullYear() === 2028; d.setUTCDate(d.getUTCDate() + 1)) {
      expect(holidayFor(d.getUTCMonth() + 1, d.getUTCDate()).label.length).toBeGreaterThan(0);
    }
  });

  it("goes by Toronto's date", () => {
    // 03:00 UTC on Nov 1 is still Halloween evening in Toronto
    expect(holidayAt(new Date('2026-11-01T03:00:00Z')).key).toBe('halloween');
    expect(holidayAt(new Date('2026-11-01T12:00:00Z')).key).toBe('back-to-school');
  });
});
