import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@storefront/contracts';
import { HolidayBlock } from '../src/blocks/HolidayBlock';
import { Shelf } from '../src/blocks/Shelf';
import Home from '../src/pages/Home';
import { type Answer, type Call, callLine, memoryCart, product, productPage, query, serve, show, signedIn } from './store-stand-in';

// The home page: its banner, the holiday shelf (the spec's calendar, in Toronto time), the weather shelf
// (tested on its own in weather-block.test.tsx) and the catalogue a page at a time. The store's answers
// are stood in for; the clock is set for each holiday.

const picks = Array.from({ length: 7 }, (_, i) => product(100 + i, { name: `Pick ${i + 1}` }));
const catalogue = Array.from({ length: 3 }, (_, i) => product(i + 1, { name: `Catalogue ${i + 1}` }));

/** The store answering the holiday shelf with `holiday` and the catalogue with `page`. */
function store({ holiday, page }: { holiday?: (url: string) => Answer; page?: (url: string) => Answer }): Call[] {
  return serve((method, url) => {
    if (method === 'GET' && url.startsWith('/api/holiday-recommendation?')) return holiday?.(url);
    if (method === 'GET' && url.startsWith('/api/products?')) return page?.(url);
    // The weather shelf (its own tests: weather-block.test.tsx): a visitor in snowy Toronto.
    if (method === 'GET' && url === '/api/location') return { status: 200, body: { city: 'Toronto', source: 'ip' } };
    if (method === 'GET' && url === '/api/weather-recommendation/Toronto')
      return {
        status: 200,
        body: { city: 'Toronto', weatherCondition: 'snowy', temperatureC: -8, source: 'open-meteo', estimated: false },
      };
    if (method === 'GET' && url === '/api/weather-recommendation?weather=snowy')
      return { status: 200, body: { weatherCondition: 'snowy', recommended: [product(50, { name: 'Snow Shovel' })] } };
  });
}
const holidayAnswer =
  (supported: boolean, recommended: Product[] = picks) =>
  (url: string) => ({
    status: 200,
    body: { holiday: query(url).params.holiday, supported, recommended },
  });
const holidayRequests = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/holiday-recommendation')).map(callLine);
const productRequests = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/products?')).map((c) => query(c.url).params);

const showBlock = () =>
  render(
    <MemoryRouter>
      <HolidayBlock />
    </MemoryRouter>,
  );
const holidayShelf = () => screen.getByRole('region', { name: /Picks$|^Popular this/ });

beforeEach(() => signedIn(false));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the holiday block', () => {
  it.each([
    ['2026-12-25T17:00:00Z', 'christmas', 'Christmas'],
    // 22:30 on Christmas Day in Toronto is already Boxing Day in UTC: the store's day counts.
    ['2026-12-26T03:30:00Z', 'christmas', 'Christmas'],
    ['2026-12-26T17:00:00Z', 'christmas', 'Boxing Day'],
    ['2026-02-14T17:00:00Z', 'valentine', "Valentine's Day"],
    ['2026-10-31T17:00:00Z', 'halloween', 'Halloween'],
    // Cyber Monday (the Monday after Black Friday: November 30, 2026) asks for Black Friday's picks.
    ['2026-11-30T17:00:00Z', 'black-friday', 'Cyber Monday'],
    // December is a gift season: Christmas picks from the first.
    ['2026-12-01T17:00:00Z', 'christmas', 'Christmas'],
    ['2026-09-01T16:00:00Z', 'back-to-school', 'Back to School'],
  ])('at %s asks for holiday=%s and titles the shelf "%s Picks"', async (now, asked, label) => {
    vi.setSystemTime(new Date(now));
    const calls = store({ holiday: holidayAnswer(true) });
    showBlock();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await within(holidayShelf()).findAllByTestId('product-card')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: `${label} Picks` })).toBeTruthy();
    expect(screen.getByText(`Chosen for ${label}.`)).toBeTruthy();
    expect(holidayRequests(calls)).toEqual([`GET /api/holiday-recommendation?holiday=${asked}`]);
  });

  it('names no occasion on a day no holiday is near: the season’s popular products', async () => {
    vi.setSystemTime(new Date('2026-03-03T17:00:00Z'));
    const calls = store({ holiday: holidayAnswer(false, picks.slice(0, 5)) });
    showBlock();
    expect(await screen.findByRole('heading', { level: 2, name: 'Seasonal Picks' })).toBeTruthy();
    expect(screen.getByText('Popular with shoppers at this time of year.')).toBeTruthy();
    expect(holidayRequests(calls)).toEqual(['GET /api/holiday-recommendation?holiday=season']);
    expect(await within(holidayShelf()).findAllByTestId('product-card')).toHaveLength(5);
  });

  it("asks for a holiday without picks of its own by its key, and calls the fallback 'Popular this …'", async () => {
    vi.setSystemTime(new Date('2026-07-01T16:00:00Z'));
    const calls = store({ holiday: holidayAnswer(false, picks.slice(0, 5)) });
    showBlock();
    expect(await screen.findByRole('heading', { level: 2, name: 'Popular this Canada Day' })).toBeTruthy();
    expect(screen.getByText('Chosen for Canada Day.')).toBeTruthy();
    expect(holidayRequests(calls)).toEqual(['GET /api/holiday-recommendation?holiday=canada-day']);
    expect(within(holidayShelf()).getAllByTestId('product-card')).toHaveLength(5);
  });

  it('shows at most five of the picks, each linking to its product, with its price', async () => {
    vi.setSystemTime(new Date('2026-12-25T17:00:00Z'));
    store({ holiday: holidayAnswer(true) });
    showBlock();
    // The heading is there while the picks load: wait for the picks.
    const cards = await within(holidayShelf()).findAllByTestId('product-card');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual(['Pick 1', 'Pick 2', 'Pick 3', 'Pick 4', 'Pick 5']);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe(`/product/${picks[0]!._id}`);
    expect(within(cards[0]!).getByText('$100.00')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it("says 'Failed to fetch holiday-based recommendations.' when the service fails", async () => {
    vi.setSystemTime(new Date('2026-12-25T17:00:00Z'));
    store({ holiday: () => ({ status: 502, body: { error: 'The recommendations service is not answering.' } }) });
    showBlock();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch holiday-based recommendations.');
    expect(screen.getByRole('heading', { level: 2, name: 'Christmas Picks' })).toBeTruthy();
  });

  it('fails the same way when the answer holds no products', async () => {
    vi.setSystemTime(new Date('2026-12-25T17:00:00Z'));
    store({ holiday: () => ({ status: 200, body: { holiday: 'christmas', supported: true } }) });
    showBlock();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch holiday-based recommendations.');
  });
});

describe('a shelf', () => {
  it('shows five products unless told otherwise, each with the action the block gives it', () => {
    const { unmount } = render(
      <MemoryRouter>
        <Shelf products={picks} action={(p) => <button type="button">Buy {p.name}</button>} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(5);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Buy Pick 1',
      'Buy Pick 2',
      'Buy Pick 3',
      'Buy Pick 4',
      'Buy Pick 5',
    ]);
    unmount();
    render(
      <MemoryRouter>
        <Shelf products={picks} max={7} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(7);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the home page', () => {
  const pageOf = (totalPages: number) => (url: string) => {
    const page = Number(query(url).params.page);
    return { status: 200, body: productPage(page > totalPages ? [] : catalogue, { page, totalPages, total: totalPages * 25 }) };
  };
  const location = () => screen.getByTestId('location').textContent;
  const catalogueCards = () => within(screen.getByRole('region', { name: 'Catalogue' })).getAllByTestId('product-card');

  beforeEach(() => void vi.setSystemTime(new Date('2026-12-25T17:00:00Z')));

  it('welcomes the shopper and shows the holiday and weather shelves', async () => {
    store({ holiday: holidayAnswer(true), page: pageOf(1) });
    show(<Home />, '/');
    const banner = screen.getByRole('region', { name: 'Welcome' });
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe('Everything Canada needs, delivered free.');
    expect(
      within(banner).getByText('From toques to tents: free shipping coast to coast, free returns, GST/HST shown before you pay.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Christmas Picks' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: "It's snowy in Toronto" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Snow Shovel' })).toBeTruthy();
  });

  it("shows the first page of the catalogue, 25 a page, with 'Page 1 of N'", async () => {
    const calls = store({ holiday: holidayAnswer(true), page: pageOf(4) });
    const cart = memoryCart();
    show(<Home />, '/', { cart });
    expect(screen.getByText('Loading products...')).toBeTruthy();
    await screen.findByText('Page 1 of 4');
    expect(productRequests(calls)).toEqual([{ page: '1', limit: '25' }]);
    expect(catalogueCards().map((c) => within(c).getByRole('link').textContent)).toEqual(['Catalogue 1', 'Catalogue 2', 'Catalogue 3']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(within(catalogueCards()[1]!).getByRole('button', { name: 'Add to Cart: Catalogue 2' }));
    expect(cart.added).toEqual([{ product: catalogue[1], quantity: 1 }]);
  });

  it('goes to the next page and back, keeping the page in the address and scrolling to the top', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo');
    const calls = store({ holiday: holidayAnswer(true), page: pageOf(4) });
    show(<Home />, '/');
    await screen.findByText('Page 1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/?page=2');
    await screen.findByText('Page 2 of 4');
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 4');
    expect(location()).toBe('/');
    expect(productRequests(calls).map((p) => p.page)).toEqual(['1', '2', '1']);
  });

  it('opens the page in the address, and the last page for one past the end', async () => {
    const calls = store({ holiday: holidayAnswer(true), page: pageOf(3) });
    show(<Home />, '/?page=9');
    await screen.findByText('Page 3 of 3');
    expect(location()).toBe('/?page=3');
    expect(productRequests(calls).map((p) => p.page)).toEqual(['9', '3']);
    expect(catalogueCards()).toHaveLength(3);
  });

  it('treats a page that is not a number as page 1', async () => {
    const calls = store({ holiday: holidayAnswer(true), page: pageOf(2) });
    show(<Home />, '/?page=abc');
    await screen.findByText('Page 1 of 2');
    expect(productRequests(calls)).toEqual([{ page: '1', limit: '25' }]);
  });

  it('says what went wrong when the catalogue cannot be loaded, and still shows the shelves', async () => {
    store({
      holiday: holidayAnswer(true),
      page: () => ({ status: 500, body: { error: 'Something went wrong on our side.', message: 'Something went wrong on our side.' } }),
    });
    show(<Home />, '/');
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Catalogue' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Christmas Picks' })).toBeTruthy());
  });
});
