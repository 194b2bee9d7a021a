import http from 'node:http';

/** A local stand-in for Open-Meteo's geocoding and forecast APIs (and an IP geolocation service), with
 * the failure modes to test against: slow answers and errors. */
export function fakeProviders() {
  const state = {
    delayMs: 0,
    fail: false,
    /** Only the forecast fails (the geocoder still answers). */
    forecastFails: false,
    /** The geocoder refuses every name with this status (e.g. 400), as Open-Meteo does some. */
    geocoderRefuses: 0,
    /** The forecast refuses every place with this status. */
    forecastRefuses: 0,
    requests: [] as string[],
    places: new Map<string, { name: string; latitude: number; longitude: number; timezone?: string }>([
      ['toronto', { name: 'Toronto', latitude: 43.7, longitude: -79.42, timezone: 'America/Toronto' }],
      ['vancouver', { name: 'Vancouver', latitude: 49.25, longitude: -123.12, timezone: 'America/Vancouver' }],
      ['miami', { name: 'Miami', latitude: 25.77, longitude: -80.19, timezone: 'America/New_York' }],
      ['hobart', { name: 'Hobart', latitude: -42.88, longitude: 147.33, timezone: 'Australia/Hobart' }],
      ['montréal', { name: 'Montréal', latitude: 45.51, longitude: -73.59, timezone: 'America/Toronto' }],
    ]),
    current: { temperature_2m: 3.5, weather_code: 61, wind_speed_10m: 12 } as Record<string, number>,
    /** What the IP geolocation service says of an address (as ipapi.co does: city, latitude, longitude, timezone). */
    cities: new Map<string, Record<string, unknown>>([
      ['203.0.113.7', { city: 'Calgary', latitude: 51.05, longitude: -114.07, timezone: 'America/Edmonton' }],
      ['203.0.113.61', { city: 'Hobart', latitude: -42.88, longitude: 147.33, timezone: 'Australia/Hobart' }],
      ['203.0.113.66', { city: 'Springfield <script>', latitude: 39.8, longitude: -89.64 }],
    ]),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    state.requests.push(url.pathname + url.search);
    const answer = (status: number, body: unknown) => {
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      }, state.delayMs);
    };
    if (state.fail) return answer(500, { error: true, reason: 'down' });
    if (url.pathname === '/v1/search') {
      if (state.geocoderRefuses) return answer(state.geocoderRefuses, { error: true, reason: 'refused' });
      const hit = state.places.get((url.searchParams.get('name') ?? '').toLowerCase());
      return answer(200, hit ? { results: [hit] } : {});
    }
    if (url.pathname === '/v1/forecast') {
      if (state.forecastRefuses) return answer(state.forecastRefuses, { error: true, reason: 'refused' });
      return state.forecastFails ? answer(503, { error: true }) : answer(200, { current: state.current });
    }
    const ip = /^\/ip\/([^/]+)/.exec(url.pathname)?.[1];
    if (ip) return answer(200, state.cities.get(ip) ?? { error: 'unknown' });
    answer(404, {});
  });
  return {
    state,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const port = (server.address() as { port: number }).port;
      return {
        geocodingUrl: `http://127.0.0.1:${port}/v1/search`,
        forecastUrl: `http://127.0.0.1:${port}/v1/forecast`,
        geolocationUrl: `http://127.0.0.1:${port}/ip/{ip}`,
      };
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
