/** The store's calendar of holidays and seasons, on their real dates, as one pure function shared by the
 * browser and the recommendations service, so both name the same holiday for the same day. */

/** The store's clock is Toronto's: its calendar, delivery days and holidays. */
export const STORE_TIME_ZONE = 'America/Toronto';

export type HolidayKey =
  | 'new-year'
  | 'valentine'
  | 'st-patrick'
  | 'easter'
  | 'mothers-day'
  | 'fathers-day'
  | 'canada-day'
  | 'civic-holiday'
  | 'back-to-school'
  | 'halloween'
  | 'black-friday'
  | 'cyber-monday'
  | 'christmas'
  | 'boxing-day'
  | 'new-year-sale'
  | 'season';

export interface Holiday {
  key: HolidayKey;
  label: string;
  /** The name sent to the server; null for holidays without recommendations of their own. */
  serverName: string | null;
}

const H: Record<HolidayKey, Holiday> = {
  'new-year': { key: 'new-year', label: "New Year's Day", serverName: 'new-year' },
  valentine: { key: 'valentine', label: "Valentine's Day", serverName: 'valentine' },
  'st-patrick': { key: 'st-patrick', label: "St. Patrick's Day", serverName: 'st-patrick' },
  easter: { key: 'easter', label: 'Easter', serverName: 'easter' },
  'mothers-day': { key: 'mothers-day', label: "Mother's Day", serverName: null },
  'fathers-day': { key: 'fathers-day', label: "Father's Day", serverName: null },
  'canada-day': { key: 'canada-day', label: 'Canada Day', serverName: null },
  'civic-holiday': { key: 'civic-holiday', label: 'Civic Holiday', serverName: null },
  'back-to-school': { key: 'back-to-school', label: 'Back to School', serverName: 'back-to-school' },
  halloween: { key: 'halloween', label: 'Halloween', serverName: 'halloween' },
  'black-friday': { key: 'black-friday', label: 'Black Friday', serverName: 'black-friday' },
  'cyber-monday': { key: 'cyber-monday', label: 'Cyber Monday', serverName: 'black-friday' },
  christmas: { key: 'christmas', label: 'Christmas', serverName: 'christmas' },
  'boxing-day': { key: 'boxing-day', label: 'Boxing Day', serverName: 'christmas' },
  'new-year-sale': { key: 'new-year-sale', label: 'New Year Sale', serverName: 'new-year' },
  // No holiday near: the season's most popular products, named for no occasion.
  season: { key: 'season', label: 'Seasonal', serverName: null },
};

const DAY_MS = 86_400_000;
/** A calendar day as a number (its UTC midnight), to compare and to count days from. */
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
/** The day of the `n`th `weekday` (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = new Date(dayOf(year, month, 1)).getUTCDay();
  return dayOf(year, month, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1));
}
/** Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return dayOf(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/** A year's holidays as the shop sells for them: each from the day shoppers start buying for it to the
 * day itself, none overlapping. December is a gift season; a day in none of them is the season's. */
function calendarOf(year: number): Array<{ key: HolidayKey; from: number; to: number }> {
  const span = (key: HolidayKey, from: number, to: number) => ({ key, from, to });
  const before = (day: number, days: number) => day - days * DAY_MS;
  const easter = easterSunday(year);
  const mothers = nthWeekday(year, 5, 0, 2);
  const fathers = nthWeekday(year, 6, 0, 3);
  const civic = nthWeekday(year, 8, 1, 1);
  const labour = nthWeekday(year, 9, 1, 1);
  // The day after US Thanksgiving (the fourth Thursday of November); Cyber Monday is the Monday after.
  const blackFriday = nthWeekday(year, 11, 4, 4) + DAY_MS;
  return [
    span('new-year', dayOf(year, 1, 1), dayOf(year, 1, 1)),
    span('valentine', dayOf(year, 2, 1), dayOf(year, 2, 14)),
    span('st-patrick', dayOf(year, 3, 10), dayOf(year, 3, 17)),
    span('easter', before(easter, 13), easter + DAY_MS),
    span('mothers-day', before(mothers, 9), mothers),
    span('fathers-day', before(fathers, 9), fathers),
    span('canada-day', dayOf(year, 6, 24), dayOf(year, 7, 1)),
    span('civic-holiday', before(civic, 6), civic),
    span('back-to-school', dayOf(year, 8, 15), labour),
    span('halloween', dayOf(year, 10, 17), dayOf(year, 10, 31)),
    span('black-friday', before(blackFriday, 4), blackFriday + 2 * DAY_MS),
    span('cyber-monday', blackFriday + 3 * DAY_MS, blackFriday + 3 * DAY_MS),
    span('christmas', dayOf(year, 12, 1), dayOf(year, 12, 25)),
    span('boxing-day', dayOf(year, 12, 26), dayOf(year, 12, 26)),
    span('new-year-sale', dayOf(year, 12, 27), dayOf(year, 12, 31)),
  ];
}

/** What a day is when no holiday is near. */
export const DEFAULT_HOLIDAY: HolidayKey = 'season';

/** The holiday of a calendar day (month 1-12); a day that is not one is the season's. */
export function holidayOn(year: number, month: number, day: number): Holiday {
  const at = dayOf(year, month, day);
  const valid = Number.isFinite(at) && new Date(at).getUTCMonth() === month - 1 && new Date(at).getUTCDate() === day;
  const match = valid ? calendarOf(year).find((h) => at >= h.from && at <= h.to) : undefined;
  return H[match?.key ?? DEFAULT_HOLIDAY];
}

/** The holiday for a moment, by the day it is in a time zone (the store's: Toronto). */
export function holidayAt(at: Date, timeZone = STORE_TIME_ZONE): Holiday {
  if (timeZone === STORE_TIME_ZONE) {
    const day = torontoDay(at);
    return holidayOn(day.year, day.month, day.day);
  }
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return holidayOn(get('year'), get('month'), get('day'));
}

const HOUR_MS = 3_600_000;

/** The UTC time of the `nth` Sunday of a month (1-12), at `hourUtc`. */
function nthSundayUtc(year: number, month: number, nth: number, hourUtc: number): number {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return Date.UTC(year, month - 1, 1 + ((7 - first) % 7) + (nth - 1) * 7, hourUtc);
}

/** The calendar day in Toronto: Eastern time, UTC-5, and UTC-4 from 2:00 on the second Sunday of March to
 * 2:00 on the first Sunday of November (Ontario's rule since 2007; the tests hold it to the time zone
 * database hour by hour). Worked out rather than asked of Intl.DateTimeFormat: the first Intl date or
 * number format a page makes loads ICU's locale data, 55-80 ms of the home page's first load on a laptop
 * and four times that on a phone. */
export function torontoDay(at: Date): { year: number; month: number; day: number } {
  const t = at.getTime();
  const year = at.getUTCFullYear();
  const daylight = t >= nthSundayUtc(year, 3, 2, 7) && t < nthSundayUtc(year, 11, 1, 6);
  const local = new Date(t - (daylight ? 4 : 5) * HOUR_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Holiday names the recommendation service answers with products of their own. */
export const SUPPORTED_HOLIDAYS = [
  ...new Set(
    Object.values(H)
      .map((h) => h.serverName)
      .filter((n): n is string => n !== null),
  ),
];
/** Holidays without recommendations of their own (and the season): they get the 5-product fallback. */
export const UNSUPPORTED_HOLIDAYS = Object.values(H)
  .filter((h) => h.serverName === null)
  .map((h) => h.key);
export const HOLIDAY_FALLBACK_SIZE = 5;

export const WEATHER_CONDITIONS = ['sunny', 'hot', 'cloudy', 'rainy', 'windy', 'snowy', 'cold'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];
export const DEFAULT_CITY = 'Toronto';
