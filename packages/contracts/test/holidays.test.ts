import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLIDAY, SUPPORTED_HOLIDAYS, UNSUPPORTED_HOLIDAYS, holidayAt, holidayFor, torontoDay } from '../src/holidays';

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

describe('days outside the calendar', () => {
  it('fall to the default, back-to-school', () => {
    expect(DEFAULT_HOLIDAY).toBe('back-to-school');
    // Feb 29 is in no range; impossible days and months never match one either.
    const outside: Array<[number, number]> = [
      [2, 29],
      [0, 1],
      [13, 1],
      [1, 0],
      [12, 32],
      [Number.NaN, Number.NaN],
    ];
    for (const [month, day] of outside) {
      expect(holidayFor(month, day).key, `${month}/${day}`).toBe('back-to-school');
    }
  });
});

describe('what each holiday is called and asks the server for', () => {
  it('has the labels shoppers see', () => {
    const labels: Record<string, string> = {};
    for (let d = new Date(Date.UTC(2028, 0, 1)); d.getUTCFullYear() === 2028; d.setUTCDate(d.getUTCDate() + 1)) {
      const h = holidayFor(d.getUTCMonth() + 1, d.getUTCDate());
      labels[h.key] = h.label;
    }
    expect(labels).toEqual({
      'new-year': "New Year's Day",
      valentine: "Valentine's Day",
      'st-patrick': "St. Patrick's Day",
      easter: 'Easter',
      'mothers-day': "Mother's Day",
      'fathers-day': "Father's Day",
      'canada-day': 'Canada Day',
      'civic-holiday': 'Civic Holiday',
      'back-to-school': 'Back to School',
      halloween: 'Halloween',
      'black-friday': 'Black Friday',
      'cyber-monday': 'Cyber Monday',
      christmas: 'Christmas',
      'boxing-day': 'Boxing Day',
      'new-year-sale': 'New Year Sale',
    });
  });

  it('asks the server only for the holidays it has products for', () => {
    expect(SUPPORTED_HOLIDAYS).toEqual([
      'new-year',
      'valentine',
      'st-patrick',
      'easter',
      'back-to-school',
      'halloween',
      'black-friday',
      'christmas',
    ]);
    expect(UNSUPPORTED_HOLIDAYS).toEqual(['mothers-day', 'fathers-day', 'canada-day', 'civic-holiday']);
  });
});

/** The day of the month of the nth weekday (0 = Sunday) of a month (1-12). */
const nthWeekday = (year: number, month: number, weekday: number, n: number) => {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + 7 * (n - 1);
};

describe('holidays whose date moves, on their real dates', () => {
  it('has the Civic Holiday on the first Monday of August, every year', () => {
    expect(nthWeekday(2026, 8, 1, 1)).toBe(3); // 2026-08-03, a known fact: the helper is right
    for (let year = 2024; year <= 2040; year++) expect(holidayFor(8, nthWeekday(year, 8, 1, 1)).key, String(year)).toBe('civic-holiday');
  });

  it('asks for Black Friday products on the day after US Thanksgiving (fourth Thursday of November), every year', () => {
    expect(nthWeekday(2024, 11, 4, 4) + 1).toBe(29);
    expect(nthWeekday(2025, 11, 4, 4) + 1).toBe(28);
    expect(nthWeekday(2026, 11, 4, 4) + 1).toBe(27);
    for (let year = 2024; year <= 2040; year++) {
      expect(holidayFor(11, nthWeekday(year, 11, 4, 4) + 1).serverName, String(year)).toBe('black-friday');
    }
  });
});

describe("the store's day, by Toronto's clock", () => {
  it('turns the year at midnight in Toronto (UTC-5 in winter), not in UTC', () => {
    expect(holidayAt(new Date('2027-01-01T04:59:59Z')).key).toBe('new-year-sale');
    expect(holidayAt(new Date('2027-01-01T05:00:00Z')).key).toBe('new-year');
    expect(holidayAt(new Date('2027-01-02T04:59:59Z')).key).toBe('new-year');
    expect(holidayAt(new Date('2027-01-02T05:00:00Z')).key).toBe('back-to-school');
  });

  it('starts Canada Day at midnight in Toronto under daylight time (UTC-4)', () => {
    expect(holidayAt(new Date('2026-07-01T03:59:59Z')).key).toBe('back-to-school');
    expect(holidayAt(new Date('2026-07-01T04:00:00Z')).key).toBe('canada-day');
    expect(holidayAt(new Date('2026-07-02T03:59:59Z')).key).toBe('canada-day');
  });

  it("names Toronto's day as the time zone database does, every hour from 2007 to 2040 and on each side of every clock change", () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', month: 'numeric', day: 'numeric' });
    const dayOf = (at: Date) => {
      const parts = zone.formatToParts(at);
      const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
      return { month: get('month'), day: get('day') };
    };
    const wrong: string[] = [];
    const check = (ms: number) => {
      const at = new Date(ms);
      const ours = torontoDay(at);
      const theirs = dayOf(at);
      if (ours.month !== theirs.month || ours.day !== theirs.day) wrong.push(at.toISOString());
    };
    const hour = 3_600_000;
    for (let ms = Date.UTC(2007, 0, 1); ms < Date.UTC(2040, 0, 1); ms += hour) {
      // Each hour, and the minutes either side of it (a clock change is on the hour).
      check(ms);
      check(ms - 1);
    }
    expect(wrong).toEqual([]);
  });

  it('goes by another time zone when given one', () => {
    const christmasEveInToronto = new Date('2026-12-24T20:00:00Z');
    expect(holidayAt(christmasEveInToronto).key).toBe('back-to-school');
    expect(holidayAt(christmasEveInToronto, 'Asia/Tokyo').key).toBe('christmas');
    expect(holidayAt(new Date('2026-12-31T23:30:00Z'), 'UTC').key).toBe('new-year-sale');
  });
});
