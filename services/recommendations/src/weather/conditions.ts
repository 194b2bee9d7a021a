import { STORE_TIME_ZONE, type WeatherCondition } from '@storefront/contracts';
import type { Language } from '@storefront/contracts/languages';

/** WMO weather codes (as Open-Meteo reports them) with the temperature and wind, as the store's
 * weather conditions (the tags products carry). */
export function conditionFrom(code: number, temperatureC: number | null, windKmh: number | null): WeatherCondition {
  const snowing = (code >= 71 && code <= 77) || code === 85 || code === 86;
  const raining = (code >= 51 && code <= 67) || (code >= 80 && code <= 82) || code >= 95;
  if (snowing) return 'snowy';
  if (raining) return 'rainy';
  if (temperatureC !== null && temperatureC >= 28) return 'hot';
  if (temperatureC !== null && temperatureC <= -5) return 'cold';
  if (windKmh !== null && windKmh >= 40) return 'windy';
  if (code <= 1) return temperatureC !== null && temperatureC < 5 ? 'cold' : 'sunny';
  return 'cloudy';
}

export type Climate =
  'continental' | 'coastal' | 'prairie' | 'arctic' | 'subtropical' | 'oceanic' | 'mediterranean' | 'arid' | 'tropical' | 'highland';

/** Known cities, with what the seasonal estimate needs when no forecast can be had: Canada's larger
 * cities first, then the places Canadians most often shop from or travel to. */
export interface CityClimate {
  name: string;
  /** Other ways people write it (accents are ignored anyway). */
  aliases?: string[];
  /** Its name in French, where French writes it otherwise (Montréal, Québec). */
  french?: string;
  latitude: number;
  longitude: number;
  /** Coastal cities get rain where the continent gets snow. */
  climate: Climate;
  timeZone: string;
}

const city = (name: string, latitude: number, longitude: number, climate: Climate, timeZone: string, aliases?: string[]): CityClimate => ({
  name,
  latitude,
  longitude,
  climate,
  timeZone,
  ...(aliases ? { aliases } : {}),
});
const ET = STORE_TIME_ZONE;
const QC = 'America/Montreal';
const CT = 'America/Winnipeg';
const SK = 'America/Regina';
const MT = 'America/Edmonton';
const PT = 'America/Vancouver';
const AT = 'America/Halifax';

export const CITIES: readonly CityClimate[] = [
  // Ontario
  city('Toronto', 43.65, -79.38, 'continental', ET),
  city('Ottawa', 45.42, -75.7, 'continental', ET),
  city('Mississauga', 43.59, -79.64, 'continental', ET),
  city('Brampton', 43.73, -79.76, 'continental', ET),
  city('Hamilton', 43.26, -79.87, 'continental', ET),
  city('London', 42.98, -81.25, 'continental', ET),
  city('Markham', 43.86, -79.34, 'continental', ET),
  city('Vaughan', 43.84, -79.5, 'continental', ET),
  city('Kitchener', 43.45, -80.49, 'continental', ET),
  city('Waterloo', 43.46, -80.52, 'continental', ET),
  city('Windsor', 42.31, -83.04, 'continental', ET),
  city('Oshawa', 43.9, -78.86, 'continental', ET),
  city('Barrie', 44.39, -79.69, 'continental', ET),
  city('Kingston', 44.23, -76.49, 'continental', ET),
  city('Guelph', 43.55, -80.25, 'continental', ET),
  city('St. Catharines', 43.16, -79.25, 'continental', ET),
  city('Sudbury', 46.49, -80.99, 'continental', ET, ['Greater Sudbury']),
  city('Thunder Bay', 48.38, -89.25, 'continental', ET),
  city('Sault Ste. Marie', 46.52, -84.33, 'continental', ET),
  // Quebec
  { ...city('Montreal', 45.5, -73.57, 'continental', QC, ['Montréal']), french: 'Montréal' },
  { ...city('Quebec City', 46.81, -71.21, 'continental', QC, ['Quebec', 'Québec', 'Ville de Québec']), french: 'Québec' },
  city('Laval', 45.61, -73.71, 'continental', QC),
  city('Gatineau', 45.48, -75.7, 'continental', QC),
  city('Longueuil', 45.53, -73.52, 'continental', QC),
  city('Sherbrooke', 45.4, -71.89, 'continental', QC),
  city('Trois-Rivières', 46.35, -72.55, 'continental', QC),
  city('Saguenay', 48.43, -71.07, 'continental', QC),
  // The Prairies
  city('Winnipeg', 49.9, -97.14, 'prairie', CT),
  city('Brandon', 49.85, -99.95, 'prairie', CT),
  city('Regina', 50.45, -104.61, 'prairie', SK),
  city('Saskatoon', 52.13, -106.67, 'prairie', SK),
  city('Calgary', 51.05, -114.07, 'prairie', MT),
  city('Edmonton', 53.55, -113.49, 'prairie', MT),
  city('Red Deer', 52.27, -113.81, 'prairie', MT),
  city('Lethbridge', 49.69, -112.84, 'prairie', MT),
  // British Columbia
  city('Vancouver', 49.28, -123.12, 'coastal', PT),
  city('Surrey', 49.19, -122.85, 'coastal', PT),
  city('Burnaby', 49.25, -122.98, 'coastal', PT),
  city('Richmond', 49.17, -123.14, 'coastal', PT),
  city('Victoria', 48.43, -123.37, 'coastal', PT),
  city('Nanaimo', 49.17, -123.94, 'coastal', PT),
  city('Kelowna', 49.89, -119.5, 'continental', PT),
  city('Kamloops', 50.67, -120.33, 'continental', PT),
  city('Prince George', 53.92, -122.75, 'continental', PT),
  // Atlantic Canada
  city('Halifax', 44.65, -63.57, 'coastal', AT),
  city('Moncton', 46.09, -64.78, 'continental', AT),
  city('Saint John', 45.27, -66.06, 'coastal', AT),
  city('Fredericton', 45.96, -66.64, 'continental', AT),
  city('Charlottetown', 46.24, -63.13, 'coastal', AT),
  city("St. John's", 47.56, -52.71, 'coastal', 'America/St_Johns'),
  // The North
  city('Whitehorse', 60.72, -135.06, 'arctic', 'America/Whitehorse'),
  city('Yellowknife', 62.45, -114.37, 'arctic', MT),
  city('Iqaluit', 63.75, -68.52, 'arctic', 'America/Iqaluit'),
  // The United States
  city('New York', 40.71, -74.01, 'continental', 'America/New_York', ['New York City', 'NYC']),
  city('Boston', 42.36, -71.06, 'continental', 'America/New_York'),
  city('Chicago', 41.88, -87.63, 'continental', 'America/Chicago'),
  city('Detroit', 42.33, -83.05, 'continental', 'America/Detroit'),
  city('Minneapolis', 44.98, -93.27, 'prairie', 'America/Chicago'),
  city('Denver', 39.74, -104.99, 'prairie', 'America/Denver'),
  city('Seattle', 47.61, -122.33, 'coastal', 'America/Los_Angeles'),
  city('Portland', 45.52, -122.68, 'coastal', 'America/Los_Angeles'),
  city('San Francisco', 37.77, -122.42, 'mediterranean', 'America/Los_Angeles'),
  city('Los Angeles', 34.05, -118.24, 'mediterranean', 'America/Los_Angeles'),
  city('Las Vegas', 36.17, -115.14, 'arid', 'America/Los_Angeles'),
  city('Phoenix', 33.45, -112.07, 'arid', 'America/Phoenix'),
  city('Dallas', 32.78, -96.8, 'subtropical', 'America/Chicago'),
  city('Houston', 29.76, -95.37, 'subtropical', 'America/Chicago'),
  city('Atlanta', 33.75, -84.39, 'subtropical', 'America/New_York'),
  city('Orlando', 28.54, -81.38, 'subtropical', 'America/New_York'),
  city('Miami', 25.77, -80.19, 'subtropical', 'America/New_York'),
  city('Honolulu', 21.31, -157.86, 'tropical', 'Pacific/Honolulu'),
  // Elsewhere
  city('Mexico City', 19.43, -99.13, 'highland', 'America/Mexico_City', ['Ciudad de México']),
  city('Cancún', 21.16, -86.85, 'tropical', 'America/Cancun'),
  city('Havana', 23.11, -82.37, 'tropical', 'America/Havana'),
  city('Bogotá', 4.71, -74.07, 'highland', 'America/Bogota'),
  city('Lima', -12.05, -77.04, 'arid', 'America/Lima'),
  city('Santiago', -33.45, -70.67, 'mediterranean', 'America/Santiago'),
  city('Buenos Aires', -34.6, -58.38, 'subtropical', 'America/Argentina/Buenos_Aires'),
  city('São Paulo', -23.55, -46.63, 'subtropical', 'America/Sao_Paulo'),
  city('Rio de Janeiro', -22.91, -43.17, 'tropical', 'America/Sao_Paulo'),
  city('Dublin', 53.35, -6.26, 'oceanic', 'Europe/Dublin'),
  city('Edinburgh', 55.95, -3.19, 'oceanic', 'Europe/London'),
  city('Manchester', 53.48, -2.24, 'oceanic', 'Europe/London'),
  city('Paris', 48.86, 2.35, 'oceanic', 'Europe/Paris'),
  city('Brussels', 50.85, 4.35, 'oceanic', 'Europe/Brussels'),
  city('Amsterdam', 52.37, 4.9, 'oceanic', 'Europe/Amsterdam'),
  city('Berlin', 52.52, 13.4, 'continental', 'Europe/Berlin'),
  city('Munich', 48.14, 11.58, 'continental', 'Europe/Berlin', ['München']),
  city('Zurich', 47.37, 8.54, 'continental', 'Europe/Zurich', ['Zürich']),
  city('Vienna', 48.21, 16.37, 'continental', 'Europe/Vienna', ['Wien']),
  city('Warsaw', 52.23, 21.01, 'continental', 'Europe/Warsaw'),
  city('Stockholm', 59.33, 18.07, 'continental', 'Europe/Stockholm'),
  city('Oslo', 59.91, 10.75, 'continental', 'Europe/Oslo'),
  city('Copenhagen', 55.68, 12.57, 'oceanic', 'Europe/Copenhagen'),
  city('Moscow', 55.76, 37.62, 'continental', 'Europe/Moscow'),
  city('Kyiv', 50.45, 30.52, 'continental', 'Europe/Kyiv', ['Kiev']),
  city('Lisbon', 38.72, -9.14, 'mediterranean', 'Europe/Lisbon'),
  city('Madrid', 40.42, -3.7, 'mediterranean', 'Europe/Madrid'),
  city('Barcelona', 41.39, 2.17, 'mediterranean', 'Europe/Madrid'),
  city('Rome', 41.9, 12.5, 'mediterranean', 'Europe/Rome', ['Roma']),
  city('Athens', 37.98, 23.73, 'mediterranean', 'Europe/Athens'),
  city('Istanbul', 41.01, 28.98, 'mediterranean', 'Europe/Istanbul'),
  city('Cairo', 30.04, 31.24, 'arid', 'Africa/Cairo'),
  city('Dubai', 25.2, 55.27, 'arid', 'Asia/Dubai'),
  city('Lagos', 6.52, 3.38, 'tropical', 'Africa/Lagos'),
  city('Nairobi', -1.29, 36.82, 'highland', 'Africa/Nairobi'),
  city('Johannesburg', -26.2, 28.05, 'subtropical', 'Africa/Johannesburg'),
  city('Cape Town', -33.92, 18.42, 'mediterranean', 'Africa/Johannesburg'),
  city('Mumbai', 19.08, 72.88, 'tropical', 'Asia/Kolkata'),
  city('Delhi', 28.61, 77.21, 'arid', 'Asia/Kolkata', ['New Delhi']),
  city('Bangkok', 13.76, 100.5, 'tropical', 'Asia/Bangkok'),
  city('Singapore', 1.35, 103.82, 'tropical', 'Asia/Singapore'),
  city('Manila', 14.6, 120.98, 'tropical', 'Asia/Manila'),
  city('Hong Kong', 22.32, 114.17, 'subtropical', 'Asia/Hong_Kong'),
  city('Shanghai', 31.23, 121.47, 'subtropical', 'Asia/Shanghai'),
  city('Beijing', 39.9, 116.41, 'continental', 'Asia/Shanghai'),
  city('Seoul', 37.57, 126.98, 'continental', 'Asia/Seoul'),
  city('Tokyo', 35.68, 139.69, 'subtropical', 'Asia/Tokyo', ['東京']),
  city('Sydney', -33.87, 151.21, 'subtropical', 'Australia/Sydney'),
  city('Brisbane', -27.47, 153.03, 'subtropical', 'Australia/Brisbane'),
  city('Melbourne', -37.81, 144.96, 'oceanic', 'Australia/Melbourne'),
  city('Adelaide', -34.93, 138.6, 'mediterranean', 'Australia/Adelaide'),
  city('Perth', -31.95, 115.86, 'mediterranean', 'Australia/Perth'),
  city('Auckland', -36.85, 174.76, 'oceanic', 'Pacific/Auckland'),
  city('Wellington', -41.29, 174.78, 'oceanic', 'Pacific/Auckland'),
];

/** The usual weather by month, for the northern hemisphere (the southern one's seasons are six months
 * on; the tropics' and highlands' are given as they are). */
const BY_MONTH: Record<Climate, WeatherCondition[]> = {
  //             Jan      Feb      Mar      Apr      May       Jun      Jul    Aug      Sep      Oct       Nov       Dec
  continental: ['snowy', 'snowy', 'cold', 'rainy', 'rainy', 'sunny', 'hot', 'sunny', 'sunny', 'cloudy', 'cold', 'snowy'],
  prairie: ['cold', 'cold', 'snowy', 'windy', 'sunny', 'sunny', 'hot', 'sunny', 'sunny', 'windy', 'snowy', 'cold'],
  coastal: ['rainy', 'rainy', 'rainy', 'cloudy', 'cloudy', 'sunny', 'sunny', 'sunny', 'sunny', 'rainy', 'rainy', 'rainy'],
  arctic: ['cold', 'cold', 'cold', 'snowy', 'snowy', 'cloudy', 'sunny', 'cloudy', 'snowy', 'snowy', 'cold', 'cold'],
  subtropical: ['sunny', 'sunny', 'sunny', 'sunny', 'hot', 'hot', 'hot', 'hot', 'hot', 'sunny', 'sunny', 'sunny'],
  oceanic: ['rainy', 'rainy', 'cloudy', 'rainy', 'sunny', 'sunny', 'sunny', 'sunny', 'cloudy', 'rainy', 'rainy', 'cloudy'],
  mediterranean: ['rainy', 'rainy', 'cloudy', 'sunny', 'sunny', 'hot', 'hot', 'hot', 'sunny', 'sunny', 'rainy', 'rainy'],
  arid: ['sunny', 'sunny', 'sunny', 'hot', 'hot', 'hot', 'hot', 'hot', 'hot', 'hot', 'sunny', 'sunny'],
  tropical: ['hot', 'hot', 'hot', 'hot', 'hot', 'hot', 'hot', 'hot', 'hot', 'hot', 'hot', 'hot'],
  highland: ['sunny', 'sunny', 'sunny', 'sunny', 'rainy', 'rainy', 'rainy', 'rainy', 'rainy', 'cloudy', 'sunny', 'sunny'],
};
const SEASONS_AS_GIVEN: ReadonlySet<Climate> = new Set(['tropical', 'highland']);

/** A name as it is compared: without case, accents, full stops or hyphens, 'Saint' as 'St'. */
const simplified = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u2019/g, "'")
    .replace(/[.-]/g, ' ')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim();
const BY_NAME = new Map(CITIES.flatMap((c) => [c.name, ...(c.aliases ?? [])].map((n) => [simplified(n), c] as const)));

export function findCity(name: string): CityClimate | undefined {
  return BY_NAME.get(simplified(name));
}

/** A city's name as `language` writes it: a known city's French name in French, else the name as given. */
export function cityNameIn(name: string, language: Language): string {
  return (language === 'fr' && findCity(name)?.french) || name;
}

/** Whether a time zone name is one this runtime knows (names from outside are checked before use). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The month (0-11) at a moment in a time zone. */
export function monthIn(at: Date, timeZone: string): number {
  const month = new Intl.DateTimeFormat('en-CA', { timeZone, month: 'numeric' }).formatToParts(at).find((p) => p.type === 'month')?.value;
  return Number(month) - 1;
}

/** A time zone for a place: its own when known, else the hour band of its longitude, else the store's. */
function zoneOf(place: { timeZone?: string; longitude?: number }): string {
  if (place.timeZone && isTimeZone(place.timeZone)) return place.timeZone;
  if (place.longitude !== undefined && Number.isFinite(place.longitude)) {
    const hours = Math.max(-12, Math.min(12, Math.round(place.longitude / 15)));
    // IANA's Etc zones count the other way round: Etc/GMT+5 is five hours behind.
    return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  }
  return STORE_TIME_ZONE;
}

export interface EstimatePlace {
  latitude?: number;
  longitude?: number;
  climate?: Climate;
  timeZone?: string;
}

/** What the weather usually is in a place at a time of year, for when no forecast can be had: by its
 * climate when it is a city we know, else by its latitude (the tropics hot, the southern hemisphere's
 * seasons six months on), else as in Toronto. The month is the place's own (its time zone, else its
 * longitude's, else the store's). */
export function seasonalEstimate(at: Date, place: EstimatePlace = {}): WeatherCondition {
  const month = monthIn(at, zoneOf(place));
  const latitude = place.latitude ?? 43.65;
  const abs = Math.abs(latitude);
  if (!place.climate && abs < 23.5) return 'hot';
  const climate: Climate = place.climate ?? (abs > 60 ? 'arctic' : abs < 35 ? 'subtropical' : latitude < 0 ? 'oceanic' : 'continental');
  const m = latitude < 0 && !SEASONS_AS_GIVEN.has(climate) ? (month + 6) % 12 : month;
  return BY_MONTH[climate][m]!;
}
