import type { WeatherCondition } from '@storefront/contracts';

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

/** Known cities (a few dozen, Canadian first) with what the seasonal estimate needs. */
export interface CityClimate {
  name: string;
  latitude: number;
  longitude: number;
  /** Coastal cities get rain where the continent gets snow. */
  climate: 'continental' | 'coastal' | 'prairie' | 'arctic' | 'subtropical';
}

export const CITIES: readonly CityClimate[] = [
  { name: 'Toronto', latitude: 43.65, longitude: -79.38, climate: 'continental' },
  { name: 'Montreal', latitude: 45.5, longitude: -73.57, climate: 'continental' },
  { name: 'Ottawa', latitude: 45.42, longitude: -75.7, climate: 'continental' },
  { name: 'Quebec City', latitude: 46.81, longitude: -71.21, climate: 'continental' },
  { name: 'Hamilton', latitude: 43.26, longitude: -79.87, climate: 'continental' },
  { name: 'London', latitude: 42.98, longitude: -81.25, climate: 'continental' },
  { name: 'Winnipeg', latitude: 49.9, longitude: -97.14, climate: 'prairie' },
  { name: 'Regina', latitude: 50.45, longitude: -104.61, climate: 'prairie' },
  { name: 'Saskatoon', latitude: 52.13, longitude: -106.67, climate: 'prairie' },
  { name: 'Calgary', latitude: 51.05, longitude: -114.07, climate: 'prairie' },
  { name: 'Edmonton', latitude: 53.55, longitude: -113.49, climate: 'prairie' },
  { name: 'Vancouver', latitude: 49.28, longitude: -123.12, climate: 'coastal' },
  { name: 'Victoria', latitude: 48.43, longitude: -123.37, climate: 'coastal' },
  { name: 'Halifax', latitude: 44.65, longitude: -63.57, climate: 'coastal' },
  { name: "St. John's", latitude: 47.56, longitude: -52.71, climate: 'coastal' },
  { name: 'Charlottetown', latitude: 46.24, longitude: -63.13, climate: 'coastal' },
  { name: 'Fredericton', latitude: 45.96, longitude: -66.64, climate: 'continental' },
  { name: 'Whitehorse', latitude: 60.72, longitude: -135.06, climate: 'arctic' },
  { name: 'Yellowknife', latitude: 62.45, longitude: -114.37, climate: 'arctic' },
  { name: 'Iqaluit', latitude: 63.75, longitude: -68.52, climate: 'arctic' },
];

const BY_MONTH: Record<CityClimate['climate'], WeatherCondition[]> = {
  //             Jan      Feb      Mar      Apr      May       Jun      Jul    Aug      Sep      Oct       Nov       Dec
  continental: ['snowy', 'snowy', 'cold', 'rainy', 'rainy', 'sunny', 'hot', 'sunny', 'sunny', 'cloudy', 'cold', 'snowy'],
  prairie: ['cold', 'cold', 'snowy', 'windy', 'sunny', 'sunny', 'hot', 'sunny', 'sunny', 'windy', 'snowy', 'cold'],
  coastal: ['rainy', 'rainy', 'rainy', 'cloudy', 'cloudy', 'sunny', 'sunny', 'sunny', 'sunny', 'rainy', 'rainy', 'rainy'],
  arctic: ['cold', 'cold', 'cold', 'snowy', 'snowy', 'cloudy', 'sunny', 'cloudy', 'snowy', 'snowy', 'cold', 'cold'],
  subtropical: ['sunny', 'sunny', 'sunny', 'sunny', 'hot', 'hot', 'hot', 'hot', 'hot', 'sunny', 'sunny', 'sunny'],
};

export function findCity(name: string): CityClimate | undefined {
  const key = name.trim().toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return CITIES.find((c) => c.name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '') === key);
}

/** What the weather usually is in a place at a time of year, for when no forecast can be had. Cities
 * not in the table are treated by latitude: tropics hot, the southern hemisphere's seasons reversed. */
export function seasonalEstimate(at: Date, place: { latitude?: number; climate?: CityClimate['climate'] } = {}): WeatherCondition {
  const month = at.getUTCMonth();
  const latitude = place.latitude ?? 43.65;
  if (Math.abs(latitude) < 23.5) return 'hot';
  const climate = place.climate ?? (Math.abs(latitude) > 60 ? 'arctic' : Math.abs(latitude) < 35 ? 'subtropical' : 'continental');
  const m = latitude < 0 ? (month + 6) % 12 : month;
  return BY_MONTH[climate][m]!;
}
