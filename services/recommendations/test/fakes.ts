import http from 'node:http';

/** A local stand-in for Open-Meteo's geocoding and forecast APIs (and an IP geolocation service), with
 * the failure modes to test against: slow answers and errors. */
export function fakeProviders() {
  const state = {
    delayMs: 0,
    fail: false,
    /** Only the forecast fails (the geocoder still answers). */
    forecastFails: false,
    requests: [] as string[],
    places: new Map<string, { name: string; latitude: number; longitude: number }>([
      ['toronto', { name: 'Toronto', latitude: 43.7, longitude: -79.42 }],
      ['vancouver', { name: 'Vancouver', latitude: 49.25, longitude: -123.12 }],
      ['miami', { name: 'Miami', latitude: 25.77, longitude: -80.19 }],
    ]),
    current: { temperature_2m: 3.5, weather_code: 61, wind_speed_10m: 12 } as Record<string, number>,
    cities: new Map<string, string>([['203.0.113.7', 'Calgary']]),
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
      const hit = state.places.get((url.searchParams.get('name') ?? '').toLowerCase());
      return answer(200, hit ? { results: [hit] } : {});
    }
    if (url.pathname === '/v1/forecast') return state.forecastFails ? answer(503, { error: true }) : answer(200, { current: state.current });
    const ip = /^\/ip\/([^/]+)/.exec(url.pathname)?.[1];
    if (ip) return answer(200, state.cities.has(ip) ? { city: state.cities.get(ip) } : { error: 'unknown' });
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
