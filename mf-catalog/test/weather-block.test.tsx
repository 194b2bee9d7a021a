import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address, Product, WeatherNow } from '@storefront/contracts';

// Where the weather block looks for the shopper's city, with the store's answers stood in for; the
// block against the real store in Chromium is e2e/test/recommendations.test.ts.

// A signed-in shopper, before the session store is first loaded.
vi.hoisted(() => localStorage.setItem('userId', 'u-1'));

const { WeatherBlock } = await import('../src/blocks/WeatherBlock');

type Answer = { status: number; body?: unknown };

/** Stands in for the store's API: `answers` by "METHOD path"; anything else is a 404. */
function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(call);
      const answer = answers[call] ?? { status: 404, body: { error: 'Not found.', message: 'Not found.' } };
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const product = {
  _id: 'p1',
  name: 'Wool Toque',
  price: 20,
  stock: 5,
  imageUrl: '/images/p1.webp',
  description: '',
  category: 'Winter Gear',
  tags: ['cold'],
} as Product;
const weather = (city: string, weatherCondition: WeatherNow['weatherCondition']): Answer => ({
  status: 200,
  body: { city, weatherCondition, temperatureC: -4, source: 'open-meteo', estimated: false } satisfies WeatherNow,
});
const picks = (condition: string): Record<string, Answer> => ({
  [`GET /api/weather-recommendation?weather=${condition}`]: { status: 200, body: { weatherCondition: condition, recommended: [product] } },
});
const addressIn = (city: string, isDefault: boolean): Address => ({
  _id: `a-${city}`,
  fullName: 'Ada Shopper',
  street: '1 Main St',
  city,
  province: 'NS',
  country: 'Canada',
  postalCode: 'B3H 1A1',
  phoneNumber: '',
  isDefault,
});
const show = () =>
  render(
    <MemoryRouter>
      <WeatherBlock />
    </MemoryRouter>,
  );

describe('the weather block', () => {
  it("uses the city of the shopper's default delivery address", async () => {
    const calls = serve({
      'GET /api/users/u-1/addresses': { status: 200, body: [addressIn('Halifax', true), addressIn('Calgary', false)] },
      'GET /api/weather-recommendation/Halifax': weather('Halifax', 'rainy'),
      ...picks('rainy'),
    });
    show();
    expect(await screen.findByRole('heading', { name: "It's rainy in Halifax" })).toBeTruthy();
    expect(screen.getByText("-4°C now. Picks for today's weather.")).toBeTruthy();
    expect(calls).not.toContain('GET /api/location');
  });

  it('uses the city of their IP address when they have no address', async () => {
    serve({
      'GET /api/users/u-1/addresses': { status: 200, body: [] },
      'GET /api/location': { status: 200, body: { city: 'Calgary', source: 'ip' } },
      'GET /api/weather-recommendation/Calgary': weather('Calgary', 'cold'),
      ...picks('cold'),
    });
    show();
    expect(await screen.findByRole('heading', { name: "It's cold in Calgary" })).toBeTruthy();
  });

  it("uses the city of their IP address when their address's city is not one the weather service knows", async () => {
    const calls = serve({
      'GET /api/users/u-1/addresses': { status: 200, body: [addressIn('Springfield', true)] },
      'GET /api/location': { status: 200, body: { city: 'Calgary', source: 'ip' } },
      'GET /api/weather-recommendation/Calgary': weather('Calgary', 'cold'),
      ...picks('cold'),
    });
    show();
    expect(await screen.findByRole('heading', { name: "It's cold in Calgary" })).toBeTruthy();
    expect(calls).toContain('GET /api/weather-recommendation/Springfield');
  });

  it('uses Toronto when the located city is not one the weather service knows', async () => {
    const calls = serve({
      'GET /api/users/u-1/addresses': { status: 500, body: { error: 'Something went wrong on our side.' } },
      'GET /api/location': { status: 200, body: { city: 'Atlantis', source: 'ip' } },
      'GET /api/weather-recommendation/Toronto': weather('Toronto', 'snowy'),
      ...picks('snowy'),
    });
    show();
    expect(await screen.findByRole('heading', { name: "It's snowy in Toronto" })).toBeTruthy();
    expect(calls).toContain('GET /api/weather-recommendation/Atlantis');
  });

  it("says 'Failed to fetch weather-based recommendations' when the weather service fails", async () => {
    serve({
      'GET /api/users/u-1/addresses': { status: 200, body: [] },
      'GET /api/location': { status: 200, body: { city: 'Calgary', source: 'ip' } },
      'GET /api/weather-recommendation/Calgary': { status: 502, body: { error: 'The recommendations service is not answering.' } },
    });
    show();
    expect(await screen.findByText('Failed to fetch weather-based recommendations')).toBeTruthy();
  });
});
