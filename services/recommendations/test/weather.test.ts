import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceNotFound, WeatherClient } from '../src/weather/client';
import { CITIES, cityNameIn, conditionFrom, findCity, isTimeZone, seasonalEstimate } from '../src/weather/conditions';
import { LocationClient } from '../src/weather/location';
import { fakeProviders } from './fakes';
import { TtlCache } from '../src/weather/cache';

describe('weather conditions', () => {
  it.each([
    [0, 20, 5, 'sunny'],
    [1, 2, 5, 'cold'],
    [2, 15, 5, 'cloudy'],
    [45, 10, 5, 'cloudy'],
    [61, 10, 5, 'rainy'],
    [81, 25, 5, 'rainy'],
    [95, 22, 5, 'rainy'],
    [73, -2, 5, 'snowy'],
    [86, -10, 5, 'snowy'],
    [0, 31, 5, 'hot'],
    [3, -12, 5, 'cold'],
    [3, 12, 55, 'windy'],
  ] as const)('code %i at %i°C, wind %i km/h is %s', (code, t, wind, expected) => {
    expect(conditionFrom(code, t, wind)).toBe(expected);
  });

  it('estimates by season and climate when there is no forecast', () => {
    expect(seasonalEstimate(new Date('2026-11-22T12:00:00Z'), { latitude: 43.65, climate: 'continental' })).toBe('cold');
    expect(seasonalEstimate(new Date('2026-01-15T12:00:00Z'), { latitude: 43.65, climate: 'continental' })).toBe('snowy');
    expect(seasonalEstimate(new Date('2026-07-15T12:00:00Z'), { latitude: 43.65, climate: 'continental' })).toBe('hot');
    expect(seasonalEstimate(new Date('2026-01-15T12:00:00Z'), { latitude: 49.28, climate: 'coastal' })).toBe('rainy');
    expect(seasonalEstimate(new Date('2026-01-15T12:00:00Z'), { latitude: -33.9 })).toBe('hot'); // Sydney's January
    expect(seasonalEstimate(new Date('2026-07-15T12:00:00Z'), { latitude: 1.35 })).toBe('hot');
    expect(seasonalEstimate(new Date('2026-01-15T12:00:00Z'), { latitude: 25.77 })).toBe('sunny'); // Miami's January
  });

  it('knows the seasons are the other way round in Sydney: the same November is cold in Toronto, hot there', () => {
    const november = new Date('2026-11-22T12:00:00Z');
    const sydney = findCity('Sydney')!;
    const toronto = findCity('Toronto')!;
    expect(seasonalEstimate(november, sydney)).toBe('hot');
    expect(seasonalEstimate(november, toronto)).toBe('cold');
    // A southern place known only by its latitude: Hobart's November is spring, its July winter rain.
    expect(seasonalEstimate(november, { latitude: -42.88, longitude: 147.33 })).toBe('sunny');
    expect(seasonalEstimate(new Date('2026-07-15T12:00:00Z'), { latitude: -42.88, longitude: 147.33 })).toBe('rainy');
  });

  it('takes the month where the place is, not in UTC: 1 December 02:00 UTC is still November in Toronto', () => {
    const at = new Date('2026-12-01T02:00:00Z');
    expect(seasonalEstimate(at, findCity('Toronto')!)).toBe('cold'); // November's, not December's snow
    expect(seasonalEstimate(at, { latitude: 43.65 })).toBe('cold'); // no zone known: the store's (Toronto)
    expect(seasonalEstimate(at, findCity('Vancouver')!)).toBe('rainy');
    // 31 May 23:30 UTC: June in Berlin (by its zone) and in Kyiv's longitude band, still May in Toronto.
    const endOfMay = new Date('2026-05-31T23:30:00Z');
    expect(seasonalEstimate(endOfMay, findCity('Berlin')!)).toBe('sunny');
    expect(seasonalEstimate(endOfMay, { latitude: 50.45, longitude: 30.52 })).toBe('sunny');
    expect(seasonalEstimate(endOfMay, { latitude: 50.45 })).toBe('rainy');
  });

  it('knows cities across Canada and abroad however they are written, each with a real time zone', () => {
    expect(findCity('Montréal')?.name).toBe('Montreal');
    expect(findCity('  québec ')?.name).toBe('Quebec City');
    expect(findCity('Saint John’s')?.name).toBe("St. John's");
    expect(findCity('st johns')).toBeUndefined();
    expect(findCity('Trois Rivieres')?.name).toBe('Trois-Rivières');
    expect(findCity('SAULT SAINTE MARIE')?.name).toBe('Sault Ste. Marie');
    expect(findCity('Saint John')?.name).toBe('Saint John');
    expect(findCity('東京')?.name).toBe('Tokyo');
    expect(CITIES.length).toBeGreaterThan(100);
    expect(CITIES.filter((c) => c.timeZone.startsWith('America/')).length).toBeGreaterThan(60);
    for (const c of CITIES) expect(isTimeZone(c.timeZone), c.name).toBe(true);
    expect(new Set(CITIES.map((c) => c.name)).size).toBe(CITIES.length);
  });
});

describe('weather client against a local fake of Open-Meteo', () => {
  const fake = fakeProviders();
  let urls: Awaited<ReturnType<typeof fake.start>>;
  beforeAll(async () => {
    urls = await fake.start();
  });
  afterAll(() => fake.stop());

  const client = (timeoutMs = 300, retryAfterMs = 0) =>
    new WeatherClient({ ...urls, timeoutMs, retryAfterMs, now: () => new Date('2026-11-22T15:00:00Z') });

  it('reads the current weather and caches it', async () => {
    fake.state.requests.length = 0;
    const c = client();
    expect(await c.now('Toronto')).toEqual({
      city: 'Toronto',
      weatherCondition: 'rainy',
      temperatureC: 3.5,
      source: 'open-meteo',
      estimated: false,
    });
    expect(
      fake.state.requests.some((r) =>
        r.startsWith('/v1/forecast?latitude=43.7&longitude=-79.42&current=temperature_2m%2Cweather_code%2Cwind_speed_10m'),
      ),
    ).toBe(true);
    const before = fake.state.requests.length;
    await c.now('toronto');
    expect(fake.state.requests.length).toBe(before);
  });

  it('gives a marked seasonal estimate when the provider is too slow', async () => {
    fake.state.delayMs = 1000;
    const started = Date.now();
    const answer = await client(200).now('Vancouver');
    fake.state.delayMs = 0;
    expect(Date.now() - started).toBeLessThan(900);
    expect(answer).toEqual({
      city: 'Vancouver',
      weatherCondition: 'rainy',
      temperatureC: null,
      source: 'seasonal-estimate',
      estimated: true,
    });
  });

  it('gives a marked seasonal estimate when the provider fails or cannot be reached', async () => {
    fake.state.fail = true;
    expect(await client().now('Toronto')).toMatchObject({ source: 'seasonal-estimate', estimated: true, weatherCondition: 'cold' });
    fake.state.fail = false;
    const offline = new WeatherClient({
      geocodingUrl: 'http://127.0.0.1:9/v1/search',
      forecastUrl: 'http://127.0.0.1:9/v1/forecast',
      timeoutMs: 300,
      now: () => new Date('2026-07-10T12:00:00Z'),
    });
    expect(await offline.now('Montreal')).toMatchObject({ city: 'Montreal', source: 'seasonal-estimate', weatherCondition: 'hot' });
  });

  it('leaves a failed provider alone for a while, then asks again', async () => {
    const c = client(300, 200);
    fake.state.fail = true;
    await c.now('Toronto');
    fake.state.fail = false;
    fake.state.requests.length = 0;
    expect((await c.now('Toronto')).source).toBe('seasonal-estimate');
    expect(fake.state.requests).toEqual([]);
    await new Promise((r) => setTimeout(r, 250));
    expect((await c.now('Toronto')).source).toBe('open-meteo');
  });

  it("estimates from a found place's latitude when only the forecast fails (Miami is no Toronto in January)", async () => {
    fake.state.forecastFails = true;
    const january = new WeatherClient({ ...urls, timeoutMs: 300, retryAfterMs: 0, now: () => new Date('2026-01-15T15:00:00Z') });
    expect(await january.now('Miami')).toEqual({
      city: 'Miami',
      weatherCondition: 'sunny',
      temperatureC: null,
      source: 'seasonal-estimate',
      estimated: true,
    });
    expect(await january.now('Toronto')).toMatchObject({ weatherCondition: 'snowy', estimated: true });
    fake.state.forecastFails = false;
  });

  it('says a place the geocoder does not know is not found, without taking the provider for down', async () => {
    const c = client(300, 60_000);
    await expect(c.now('Atlantis')).rejects.toBeInstanceOf(PlaceNotFound);
    fake.state.requests.length = 0;
    expect(await c.now('Toronto')).toMatchObject({ source: 'open-meteo' });
    expect(fake.state.requests.length).toBeGreaterThan(0);
  });

  it('takes a refused name (a 4xx from the geocoder) as not found, and refused forecasts as concerning that city only', async () => {
    const c = client(300, 60_000);
    fake.state.geocoderRefuses = 400;
    await expect(c.now('Xy')).rejects.toBeInstanceOf(PlaceNotFound);
    // A city the estimate knows is still answered, by its season.
    expect(await c.now('Halifax')).toMatchObject({ city: 'Halifax', source: 'seasonal-estimate', weatherCondition: 'rainy' });
    fake.state.geocoderRefuses = 0;
    fake.state.forecastRefuses = 400;
    expect(await c.now('Vancouver')).toMatchObject({ source: 'seasonal-estimate' });
    fake.state.forecastRefuses = 0;
    // None of that made everyone wait: the next city is asked for at once.
    expect(await c.now('Toronto')).toMatchObject({ source: 'open-meteo' });
  });

  it('takes a provider out of quota (429) as down for a while, like a 5xx', async () => {
    const c = client(300, 60_000);
    fake.state.forecastRefuses = 429;
    expect(await c.now('Toronto')).toMatchObject({ source: 'seasonal-estimate' });
    fake.state.forecastRefuses = 0;
    fake.state.requests.length = 0;
    expect(await c.now('Vancouver')).toMatchObject({ source: 'seasonal-estimate' });
    expect(fake.state.requests).toEqual([]);
  });

  it("estimates from where the IP lookup placed a city when the provider cannot be reached (Hobart's November is no Toronto's)", async () => {
    const hints = new Map([['hobart', { latitude: -42.88, longitude: 147.33, timeZone: 'Australia/Hobart' }]]);
    const offline = new WeatherClient({
      geocodingUrl: 'http://127.0.0.1:9/v1/search',
      forecastUrl: 'http://127.0.0.1:9/v1/forecast',
      timeoutMs: 300,
      placeHint: (city) => hints.get(city.toLowerCase()),
      now: () => new Date('2026-11-22T15:00:00Z'),
    });
    expect(await offline.now('Hobart')).toEqual({
      city: 'Hobart',
      weatherCondition: 'sunny',
      temperatureC: null,
      source: 'seasonal-estimate',
      estimated: true,
    });
    expect(await offline.now('Sydney')).toMatchObject({ city: 'Sydney', weatherCondition: 'hot' });
    expect(await offline.now('Toronto')).toMatchObject({ city: 'Toronto', weatherCondition: 'cold' });
  });
});

describe('location from the IP address', () => {
  const fake = fakeProviders();
  let urls: Awaited<ReturnType<typeof fake.start>>;
  beforeAll(async () => {
    urls = await fake.start();
  });
  afterAll(() => fake.stop());

  it('looks the city up, and uses Toronto for private addresses, unknown ones and failures', async () => {
    const c = new LocationClient({ urlTemplate: urls.geolocationUrl, timeoutMs: 300 });
    expect(await c.cityOf('203.0.113.7')).toEqual({ city: 'Calgary', source: 'ip' });
    // Where it is, for a seasonal estimate later.
    expect(c.placeNamed('calgary')).toEqual({ latitude: 51.05, longitude: -114.07, timeZone: 'America/Edmonton' });
    expect(c.placeNamed('Hobart')).toBeUndefined();
    // A "city" no weather call would accept is no city.
    expect(await c.cityOf('203.0.113.66')).toEqual({ city: 'Toronto', source: 'default' });
    expect(await c.cityOf('198.51.100.1')).toEqual({ city: 'Toronto', source: 'default' });
    fake.state.requests.length = 0;
    expect(await c.cityOf('127.0.0.1')).toEqual({ city: 'Toronto', source: 'default' });
    expect(await c.cityOf('192.168.1.20')).toEqual({ city: 'Toronto', source: 'default' });
    expect(fake.state.requests).toEqual([]);
    const down = new LocationClient({ urlTemplate: 'http://127.0.0.1:9/{ip}', timeoutMs: 300 });
    expect(await down.cityOf('203.0.113.9')).toEqual({ city: 'Toronto', source: 'default' });
  });

  it('answers Toronto within its timeout from a slow service, then leaves it alone for a while', async () => {
    const c = new LocationClient({ urlTemplate: urls.geolocationUrl, timeoutMs: 200, retryAfterMs: 300 });
    fake.state.delayMs = 1000;
    const started = Date.now();
    expect(await c.cityOf('203.0.113.7')).toEqual({ city: 'Toronto', source: 'default' });
    expect(Date.now() - started).toBeLessThan(800);
    fake.state.delayMs = 0;
    fake.state.requests.length = 0;
    expect(await c.cityOf('203.0.113.7')).toEqual({ city: 'Toronto', source: 'default' });
    expect(fake.state.requests).toEqual([]);
    await new Promise((r) => setTimeout(r, 350));
    expect(await c.cityOf('203.0.113.7')).toEqual({ city: 'Calgary', source: 'ip' });
  });
});

describe('the provider cache', () => {
  it('keeps an answer for its time and no longer, dropping the oldest beyond its size', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(15 * 60_000, 2, () => now);
    cache.set('toronto', 'rainy');
    now += 15 * 60_000 - 1;
    expect(cache.get('toronto')).toBe('rainy');
    now += 1;
    expect(cache.get('toronto')).toBeUndefined();
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', '3']);
  });
});

describe("a city's name in the page's language", () => {
  it('is French where French writes it otherwise, however it was typed, and as given elsewhere', () => {
    expect(cityNameIn('Montreal', 'fr')).toBe('Montréal');
    expect(cityNameIn('quebec', 'fr')).toBe('Québec');
    expect(cityNameIn('Montreal', 'en')).toBe('Montreal');
    expect(cityNameIn('Toronto', 'fr')).toBe('Toronto');
    expect(cityNameIn('Val-d’Or', 'fr')).toBe('Val-d’Or');
  });
});
