import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLIDAY, SUPPORTED_HOLIDAYS, UNSUPPORTED_HOLIDAYS, holidayAt, holidayOn, torontoDay } from '../src/holidays';

// The store's calendar on the real dates of 2026, worked out by hand from a calendar: Easter Sunday is
// April 5, Mother's Day May 10, Father's Day June 21, the Civic Holiday August 3, Labour Day September 7,
// US Thanksgiving November 26 (so Black Friday is the 27th and Cyber Monday the 30th). Each holiday from
// the day shoppers start buying for it; the days between are the season's.
const CASES_2026: Array<[number, number, string, string | null]> = [
  [1, 1, 'new-year', 'new-year'],
  [1, 2, 'season', null],
  [1, 31, 'season', null],
  [2, 1, 'valentine', 'valentine'],
  [2, 14, 'valentine', 'valentine'],
  [2, 15, 'season', null],
  [3, 9, 'season', null],
  [3, 10, 'st-patrick', 'st-patrick'],
  [3, 17, 'st-patrick', 'st-patrick'],
  [3, 22, 'season', null],
  [3, 23, 'easter', 'easter'],
  [4, 6, 'easter', 'easter'], // Easter Monday
  [4, 7, 'season', null],
  [4, 30, 'season', null],
  [5, 1, 'mothers-day', null],
  [5, 10, 'mothers-day', null],
  [5, 11, 'season', null],
  [6, 11, 'season', null],
  [6, 12, 'fathers-day', null],
  [6, 21, 'fathers-day', null],
  [6, 23, 'season', null],
  [6, 24, 'canada-day', null],
  [7, 1, 'canada-day', null],
  [7, 2, 'season', null],
  [7, 28, 'civic-holiday', null],
  [8, 3, 'civic-holiday', null],
  [8, 4, 'season', null],
  [8, 15, 'back-to-school', 'back-to-school'],
  [9, 7, 'back-to-school', 'back-to-school'],
  [9, 8, 'season', null],
  [10, 17, 'halloween', 'halloween'],
  [10, 31, 'halloween', 'halloween'],
  [11, 1, 'season', null],
  [11, 22, 'season', null],
  [11, 23, 'black-friday', 'black-friday'],
  [11, 27, 'black-friday', 'black-friday'],
  [11, 29, 'black-friday', 'black-friday'],
  [11, 30, 'cyber-monday', 'black-friday'],
  // December is a gift season, not back to school.
  [12, 1, 'christmas', 'christmas'],
  [12, 24, 'christmas', 'christmas'],
  [12, 25, 'christmas', 'christmas'],
  [12, 26, 'boxing-day', 'christmas'],
  [12, 27, 'new-year-sale', 'new-year'],
  [12, 31, 'new-year-sale', 'new-year'],
];

describe('holiday calendar', () => {
  it.each(CASES_2026)('2026-%i-%i is %s (asks the server for %s)', (month, day, key, serverName) => {
    const h = holidayOn(2026, month, day);
    expect(h.key).toBe(key);
    expect(h.serverName).toBe(serverName);
  });

  it('names a holiday for every day of a leap year', () => {
    for (let d = new Date(Date.UTC(2028, 0, 1)); d.getUTCFullYear() === 2028; d.setUTCDate(d.getUTCDate() + 1)) {
      expect(holidayOn(2028, d.getUTCMonth() + 1, d.getUTCDate()).label.length).toBeGreaterThan(0);
    }
  });

  it("goes by Toronto's date", () => {
    // 03:00 UTC on Nov 1 is still Halloween evening in Toronto
    expect(holidayAt(new Date('2026-11-01T03:00:00Z')).key).toBe('halloween');
    expect(holidayAt(new Date('2026-11-01T12:00:00Z')).key).toBe('season');
  });
});

describe('days outside the calendar', () => {
  it('are the season, named for no holiday', () => {
    expect(DEFAULT_HOLIDAY).toBe('season');
    const outside: Array<[number, number]> = [
      [2, 29], // 2026 is no leap year
      [0, 1],
      [13, 1],
      [1, 0],
      [12, 32],
      [Number.NaN, Number.NaN],
    ];
    for (const [month, day] of outside) expect(holidayOn(2026, month, day).key, `${month}/${day}`).toBe('season');
  });
});

describe('what each holiday is called and asks the server for', () => {
  it('has the labels shoppers see', () => {
    const labels: Record<string, string> = {};
    for (let d = new Date(Date.UTC(2028, 0, 1)); d.getUTCFullYear() === 2028; d.setUTCDate(d.getUTCDate() + 1)) {
      const h = holidayOn(2028, d.getUTCMonth() + 1, d.getUTCDate());
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
      season: 'Seasonal',
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
    expect(UNSUPPORTED_HOLIDAYS).toEqual(['mothers-day', 'fathers-day', 'canada-day', 'civic-holiday', 'season']);
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
    for (let year = 2024; year <= 2040; year++)
      expect(holidayOn(year, 8, nthWeekday(year, 8, 1, 1)).key, String(year)).toBe('civic-holiday');
  });

  it('has Black Friday the day after US Thanksgiving, and Cyber Monday the Monday after, never overlapping, every year', () => {
    expect(nthWeekday(2024, 11, 4, 4) + 1).toBe(29);
    expect(nthWeekday(2025, 11, 4, 4) + 1).toBe(28);
    for (let year = 2024; year <= 2040; year++) {
      const friday = nthWeekday(year, 11, 4, 4) + 1;
      expect(holidayOn(year, 11, friday).key, String(year)).toBe('black-friday');
      const monday = new Date(Date.UTC(year, 10, friday + 3));
      expect(holidayOn(year, monday.getUTCMonth() + 1, monday.getUTCDate()).key, String(year)).toBe('cyber-monday');
    }
  });

  it('has Easter on its Sunday, as the published tables give it', () => {
    // Easter Sunday, 2024-2030 (Gregorian): March 31, April 20, April 5, March 28, April 16, April 1, April 21.
    const sundays: Array<[number, number, number]> = [
      [2024, 3, 31],
      [2025, 4, 20],
      [2026, 4, 5],
      [2027, 3, 28],
      [2028, 4, 16],
      [2029, 4, 1],
      [2030, 4, 21],
    ];
    for (const [year, month, day] of sundays) expect(holidayOn(year, month, day).key, String(year)).toBe('easter');
  });

  it("has Mother's Day on the second Sunday of May and Father's Day on the third of June", () => {
    for (let year = 2024; year <= 2040; year++) {
      expect(holidayOn(year, 5, nthWeekday(year, 5, 0, 2)).key, String(year)).toBe('mothers-day');
      expect(holidayOn(year, 5, nthWeekday(year, 5, 0, 2) + 1).key, String(year)).toBe('season');
      expect(holidayOn(year, 6, nthWeekday(year, 6, 0, 3)).key, String(year)).toBe('fathers-day');
    }
  });
});

describe("the store's day, by Toronto's clock", () => {
  it('turns the year at midnight in Toronto (UTC-5 in winter), not in UTC', () => {
    expect(holidayAt(new Date('2027-01-01T04:59:59Z')).key).toBe('new-year-sale');
    expect(holidayAt(new Date('2027-01-01T05:00:00Z')).key).toBe('new-year');
    expect(holidayAt(new Date('2027-01-02T04:59:59Z')).key).toBe('new-year');
    expect(holidayAt(new Date('2027-01-02T05:00:00Z')).key).toBe('season');
  });

  it('starts Canada Day at midnight in Toronto under daylight time (UTC-4)', () => {
    expect(holidayAt(new Date('2026-06-24T03:59:59Z')).key).toBe('season');
    expect(holidayAt(new Date('2026-06-24T04:00:00Z')).key).toBe('canada-day');
    expect(holidayAt(new Date('2026-07-02T04:00:00Z')).key).toBe('season');
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
      const { month, day } = torontoDay(at);
      const ours = { month, day };
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
    const christmasNightInToronto = new Date('2026-12-25T20:00:00Z');
    expect(holidayAt(christmasNightInToronto).key).toBe('christmas');
    expect(holidayAt(christmasNightInToronto, 'Asia/Tokyo').key).toBe('boxing-day');
    expect(holidayAt(new Date('2026-12-31T23:30:00Z'), 'UTC').key).toBe('new-year-sale');
  });
});
