import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductListResponse } from '@storefront/contracts';
import Category from '../src/pages/Category';
import ProductList from '../src/pages/ProductList';
import SearchResults from '../src/pages/SearchResults';
import { type Answer, type Call, callLine, memoryCart, product, productPage, query, serve, show, signedIn } from './store-stand-in';

// The pages that list products: search results and a category (both through the product browser, with
// filters, sort and pages kept in the address) and the plain list of every product. The catalogue's
// answers are stood in for; what the pages ask it is checked request by request.

const wool = [
  product(1, { name: 'Wool Socks', price: 14.99, stock: 40 }),
  product(2, { name: 'Wool Toque', price: 1250, stock: 3 }),
  product(3, { name: 'Wool Blanket', price: 89, stock: 0 }),
];
const facets: NonNullable<ProductListResponse['facets']> = {
  categories: [
    { name: 'Outdoor', slug: 'outdoor', count: 2 },
    { name: 'Home & Kitchen', slug: 'home-and-kitchen', count: 1 },
  ],
  priceBands: [
    { min: 0, max: 25, count: 1 },
    { min: 25, max: 50, count: 0 },
    { min: 50, max: 100, count: 1 },
    { min: 100, max: 200, count: 0 },
    { min: 200, count: 1 },
  ],
  inStock: 2,
  tags: [{ tag: 'gift', count: 2 }],
};

/** The catalogue answering every product search with `page`, and the AI shelf under a search with its
 * own picks. */
function catalogue(page: (url: string) => Answer | undefined) {
  return serve((method, url) => {
    if (method === 'GET' && url.startsWith('/api/products?')) return page(url);
    if (method === 'POST' && url === '/api/ai-recommendation') return { status: 200, body: { userType: 'explorer' } };
    if (method === 'GET' && url.startsWith('/api/ai-recommendation-products?'))
      return { status: 200, body: { userType: 'explorer', recommended: [product(9, { name: 'Picked For You' })] } };
    if (method === 'POST' && url === '/api/user/track-search') return { status: 201, body: {} };
    if (method === 'GET' && url === '/api/products/categories')
      return {
        status: 200,
        body: {
          categories: [
            { name: 'Home & Kitchen', slug: 'home-and-kitchen', count: 1 },
            { name: 'Outdoor', slug: 'outdoor', count: 2 },
          ],
        },
      };
  });
}

/** The product searches asked for, as path and query. */
const productRequests = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/products?')).map((c) => query(c.url));
const lastProductRequest = (calls: Call[]) => productRequests(calls).at(-1)!.params;
const location = () => screen.getByTestId('location').textContent;
const results = () => screen.getByRole('region', { name: /^(Search results|Products)$/ });
const cardNames = () =>
  within(results())
    .queryAllByTestId('product-card')
    .map((c) => within(c).getByRole('link').textContent);

beforeEach(() => signedIn(false));

describe('search results', () => {
  it('asks the catalogue for the words, with facets, 25 a page from page 1', async () => {
    const calls = catalogue(() => ({ status: 200, body: productPage(wool, { facets }) }));
    show(<SearchResults />, '/search?query=wool%20socks');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results for "wool socks"' })).toBeTruthy();
    expect(await screen.findByText('3 results')).toBeTruthy();
    expect(productRequests(calls)).toEqual([
      { path: '/api/products', params: { page: '1', limit: '25', search: 'wool socks', facets: '1' } },
    ]);
  });

  it("sends the address's sort, price range, stock, tags, category and page along with the words", async () => {
    const calls = catalogue(() => ({ status: 200, body: productPage(wool, { page: 2, totalPages: 3, total: 53, facets }) }));
    show(
      <SearchResults />,
      '/search?query=wool&sort=price-asc&minPrice=25&maxPrice=49.99&inStock=1&tag=Gift,winter&category=Outdoor&page=2',
    );
    await screen.findByText('53 results');
    expect(lastProductRequest(calls)).toEqual({
      page: '2',
      limit: '25',
      search: 'wool',
      category: 'Outdoor',
      sort: 'price-asc',
      minPrice: '25',
      maxPrice: '49.99',
      inStock: '1',
      tag: 'gift,winter',
      facets: '1',
    });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price-asc');
  });

  it('leaves out of the request what in the address it cannot use (a bad price, an unknown sort, page -1)', async () => {
    const calls = catalogue(() => ({ status: 200, body: productPage(wool) }));
    show(<SearchResults />, '/search?query=wool&sort=cheapest&minPrice=abc&page=-1');
    await screen.findByText('3 results');
    expect(lastProductRequest(calls)).toEqual({ page: '1', limit: '25', search: 'wool', facets: '1' });
  });

  it('shows each product found: its name linking to its page, price, stock and Add to Cart', async () => {
    catalogue(() => ({ status: 200, body: productPage(wool, { facets }) }));
    const cart = memoryCart();
    show(<SearchResults />, '/search?query=wool', { cart });
    await screen.findByText('3 results');
    expect(cardNames()).toEqual(['Wool Socks', 'Wool Toque', 'Wool Blanket']);
    const [socks, toque, blanket] = within(results()).getAllByTestId('product-card');
    expect(within(socks!).getByRole('link', { name: 'Wool Socks' }).getAttribute('href')).toBe(`/product/${wool[0]!._id}`);
    expect(within(socks!).getByText('$14.99')).toBeTruthy();
    expect(within(socks!).getByText('In Stock')).toBeTruthy();
    expect(within(toque!).getByText('$1,250.00')).toBeTruthy();
    expect(within(toque!).getByText('Only 3 left')).toBeTruthy();
    expect(within(blanket!).getByText('Out of Stock')).toBeTruthy();
    expect(within(blanket!).getByRole<HTMLButtonElement>('button', { name: 'Add to Cart: Wool Blanket' }).disabled).toBe(true);
    fireEvent.click(within(socks!).getByRole('button', { name: 'Add to Cart: Wool Socks' }));
    expect(cart.added).toEqual([{ product: wool[0], quantity: 1 }]);
  });

  it('says "1 result" for one', async () => {
    catalogue(() => ({ status: 200, body: productPage(wool.slice(0, 1)) }));
    show(<SearchResults />, '/search?query=socks');
    expect((await screen.findByText('1 result')).getAttribute('role')).toBe('status');
  });

  it('says "No products found." when nothing matches', async () => {
    catalogue(() => ({ status: 200, body: productPage([], { totalPages: 0 }) }));
    show(<SearchResults />, '/search?query=zzzz');
    expect(await within(results()).findByText('No products found.')).toBeTruthy();
    expect(screen.getByText('0 results')).toBeTruthy();
    expect(within(results()).queryAllByTestId('product-card')).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says what went wrong when the catalogue refuses or fails', async () => {
    catalogue(() => ({
      status: 503,
      body: { error: 'The catalogue is busy. Please try again.', message: 'The catalogue is busy. Please try again.' },
    }));
    show(<SearchResults />, '/search?query=wool');
    expect(await within(results()).findByText('The catalogue is busy. Please try again.')).toBeTruthy();
    expect(within(results()).queryAllByTestId('product-card')).toEqual([]);
  });

  it('says the answer was not understood when it is not a page of products', async () => {
    catalogue(() => ({ status: 200, body: { items: [] } }));
    show(<SearchResults />, '/search?query=wool');
    expect(await within(results()).findByText('Invalid data format received.')).toBeTruthy();
  });

  it('asks nothing for no words and says no products were found', async () => {
    const calls = catalogue(() => ({ status: 200, body: productPage(wool) }));
    show(<SearchResults />, '/search?query=%20%20');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results for ""' })).toBeTruthy();
    expect(screen.getByText('No products found.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('says when what it shows has only some of the words searched', async () => {
    catalogue(() => ({ status: 200, body: productPage(wool.slice(0, 1), { someWords: true }) }));
    show(<SearchResults />, '/search?query=warm%20hat');
    expect((await screen.findByTestId('search-some-words')).textContent).toBe(
      'No product has all of these words: these have some of them.',
    );
  });

  it('shows a corrected typo and offers the words as typed, which it then searches exactly', async () => {
    const calls = catalogue((url) =>
      query(url).params.exact === '1'
        ? { status: 200, body: productPage([]) }
        : { status: 200, body: productPage(wool.slice(0, 1), { correctedSearch: 'parka' }) },
    );
    show(<SearchResults />, '/search?query=parkka');
    const note = await screen.findByTestId('search-correction');
    expect(note.textContent).toBe('Showing results for "parka". Search instead for "parkka"');
    const asTyped = within(note).getByRole('link', { name: '"parkka"' });
    expect(asTyped.getAttribute('href')).toBe('/search?query=parkka&exact=1');
    fireEvent.click(asTyped);
    await within(results()).findByText('No products found.');
    expect(lastProductRequest(calls)).toEqual({ page: '1', limit: '25', search: 'parkka', exact: '1', facets: '1' });
    expect(screen.queryByTestId('search-correction')).toBeNull();
  });

  it('sorts by relevance by default, and a new sort starts again from page 1', async () => {
    const calls = catalogue((url) => ({
      status: 200,
      body: productPage(wool, { page: Number(query(url).params.page), totalPages: 3, total: 60 }),
    }));
    show(<SearchResults />, '/search?query=wool&page=3');
    await screen.findByText('60 results');
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sort.value).toBe('relevance');
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Relevance',
      'Price: low to high',
      'Price: high to low',
      'Newest',
      'Best selling',
      'Highest rated',
    ]);
    fireEvent.change(sort, { target: { value: 'price-desc' } });
    expect(location()).toBe('/search?query=wool&sort=price-desc');
    await waitFor(() => expect(lastProductRequest(calls)).toMatchObject({ page: '1', sort: 'price-desc', search: 'wool' }));
  });

  it('goes to the next and previous pages, keeping the words and filters', async () => {
    const calls = catalogue((url) => ({
      status: 200,
      body: productPage(wool, { page: Number(query(url).params.page), totalPages: 3, total: 60 }),
    }));
    show(<SearchResults />, '/search?query=wool&inStock=1');
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/search?query=wool&inStock=1&page=2');
    await screen.findByText('Page 2 of 3');
    expect(lastProductRequest(calls)).toEqual({ page: '2', limit: '25', search: 'wool', inStock: '1', facets: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 3');
    expect(location()).toBe('/search?query=wool&inStock=1');
  });

  it('shows the last page for a page past the end (an old link)', async () => {
    const calls = catalogue((url) => {
      const page = Number(query(url).params.page);
      return { status: 200, body: productPage(page > 2 ? [] : wool, { page, totalPages: 2, total: 30 }) };
    });
    show(<SearchResults />, '/search?query=wool&page=7');
    await screen.findByText('Page 2 of 2');
    expect(location()).toBe('/search?query=wool&page=2');
    expect(productRequests(calls).map((r) => r.params.page)).toEqual(['7', '2']);
    expect(cardNames()).toEqual(['Wool Socks', 'Wool Toque', 'Wool Blanket']);
  });

  it('offers the facets as filters, with counts, and each choice asks again from page 1', async () => {
    const calls = catalogue(() => ({ status: 200, body: productPage(wool, { facets, totalPages: 2, total: 30 }) }));
    show(<SearchResults />, '/search?query=wool&page=2');
    await screen.findByText('30 results');
    expect(screen.getAllByRole('radio', { name: /\(\d+\)$/ }).map((r) => r.parentElement!.textContent)).toEqual([
      'Outdoor (2)',
      'Home & Kitchen (1)',
      'Under $25 (1)',
      '$25 to $50 (0)',
      '$50 to $100 (1)',
      '$100 to $200 (0)',
      '$200 and up (1)',
    ]);
    // A band that would leave nothing cannot be chosen.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '$25 to $50 (0)' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Outdoor (2)' }));
    expect(location()).toBe('/search?query=wool&category=Outdoor');
    fireEvent.click(screen.getByRole('radio', { name: '$50 to $100 (1)' }));
    expect(location()).toBe('/search?query=wool&category=Outdoor&minPrice=50&maxPrice=99.99');
    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only (2)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gift ideas (2)' }));
    expect(location()).toBe('/search?query=wool&category=Outdoor&minPrice=50&maxPrice=99.99&inStock=1&tag=gift');
    await waitFor(() =>
      expect(lastProductRequest(calls)).toEqual({
        page: '1',
        limit: '25',
        search: 'wool',
        category: 'Outdoor',
        minPrice: '50',
        maxPrice: '99.99',
        inStock: '1',
        tag: 'gift',
        facets: '1',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/search?query=wool');
    await waitFor(() => expect(lastProductRequest(calls)).toEqual({ page: '1', limit: '25', search: 'wool', facets: '1' }));
  });

  it('keeps both of two filters ticked before the page has drawn the first, and a sort chosen right after', async () => {
    // React Router draws a navigation as a transition, late on a busy phone: until then the page's
    // handlers are the ones drawn with the old address. Inside one act nothing is drawn in between.
    catalogue(() => ({ status: 200, body: productPage(wool, { facets, totalPages: 2, total: 30 }) }));
    show(<SearchResults />, '/search?query=wool');
    await screen.findByText('30 results');
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only (2)' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Gift ideas (2)' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-desc' } });
    });
    expect(location()).toBe('/search?query=wool&sort=price-desc&inStock=1&tag=gift');
    // Unticked as quickly: each change still starts from the one before.
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only (2)' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Gift ideas (2)' }));
    });
    expect(location()).toBe('/search?query=wool&sort=price-desc');
  });

  it("records a signed-in shopper's search, then shows the AI smart recommendation for them", async () => {
    signedIn(true);
    const calls = catalogue(() => ({ status: 200, body: productPage(wool) }));
    show(<SearchResults />, '/search?query=wool');
    const shelf = await screen.findByRole('region', { name: 'AI smart recommendation' });
    expect(await within(shelf).findByText('You are recognized as: explorer')).toBeTruthy();
    expect(within(shelf).getByRole('link', { name: 'Picked For You' })).toBeTruthy();
    const ai = calls.filter((c) => !c.url.startsWith('/api/products'));
    expect(ai.map(callLine)).toEqual([
      'POST /api/user/track-search',
      'POST /api/ai-recommendation',
      'GET /api/ai-recommendation-products?userType=explorer&userId=u-1&search=wool',
    ]);
    expect(ai[0]!.body).toEqual({ userId: 'u-1', keyword: 'wool' });
    expect(ai[1]!.body).toEqual({ userId: 'u-1' });
  });
});

describe('a category page', () => {
  // The category list is kept for five minutes by the page; each test starts later than the last.
  beforeEach(() => void vi.setSystemTime(Date.now() + 10 * 60_000));
  afterAll(() => void vi.useRealTimers());

  it('finds the category of the address and lists its products, newest first, without a category filter', async () => {
    const calls = catalogue(() => ({ status: 200, body: productPage(wool, { facets }) }));
    show(<Category />, '/category/home-and-kitchen', { route: '/category/:slug' });
    expect(screen.getByText('Loading products...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home & Kitchen' })).toBeTruthy();
    await screen.findByText('3 results');
    expect(calls.map(callLine)[0]).toBe('GET /api/products/categories');
    expect(productRequests(calls)).toEqual([
      { path: '/api/products', params: { page: '1', limit: '25', category: 'Home & Kitchen', facets: '1' } },
    ]);
    expect(document.title).toBe('Home & Kitchen · Maple Market');
    expect(cardNames()).toEqual(['Wool Socks', 'Wool Toque', 'Wool Blanket']);
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sort.value).toBe('newest');
    expect([...sort.options].map((o) => o.value)).toEqual(['price-asc', 'price-desc', 'newest', 'best-selling', 'rating']);
    // The category is the page's own: not offered as a filter.
    expect(screen.queryByRole('radio', { name: 'Outdoor (2)' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
  });

  it('shows Home › the category as its breadcrumbs', async () => {
    catalogue(() => ({ status: 200, body: productPage(wool) }));
    show(<Category />, '/category/home-and-kitchen', { route: '/category/:slug' });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Home & Kitchen']);
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Home & Kitchen').getAttribute('aria-current')).toBe('page');
  });

  it('sends its sort, filters and page from the address', async () => {
    const calls = catalogue(() => ({ status: 200, body: productPage(wool, { page: 2, totalPages: 2, total: 28 }) }));
    show(<Category />, '/category/outdoor?sort=best-selling&maxPrice=24.99&minPrice=0&page=2', { route: '/category/:slug' });
    await screen.findByText('28 results');
    expect(lastProductRequest(calls)).toEqual({
      page: '2',
      limit: '25',
      category: 'Outdoor',
      sort: 'best-selling',
      minPrice: '0',
      maxPrice: '24.99',
      facets: '1',
    });
  });

  it('says "No products found." for a category with nothing (left) in it', async () => {
    catalogue(() => ({ status: 200, body: productPage([], { totalPages: 0 }) }));
    show(<Category />, '/category/outdoor?inStock=1', { route: '/category/:slug' });
    expect(await within(await screen.findByRole('region', { name: 'Products' })).findByText('No products found.')).toBeTruthy();
  });

  it("says what went wrong with the category's products", async () => {
    catalogue(() => ({ status: 500, body: { error: 'Something went wrong on our side.', message: 'Something went wrong on our side.' } }));
    show(<Category />, '/category/outdoor', { route: '/category/:slug' });
    expect(
      await within(await screen.findByRole('region', { name: 'Products' })).findByText('Something went wrong on our side.'),
    ).toBeTruthy();
  });

  it('says there is no such category, and asks for no products', async () => {
    const calls = catalogue(() => ({ status: 200, body: productPage(wool) }));
    show(<Category />, '/category/garden', { route: '/category/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/^There is no such category\./).textContent).toBe(
      'There is no such category. Browse the shop from the home page.',
    );
    expect(screen.getByRole('link', { name: 'Browse the shop from the home page.' }).getAttribute('href')).toBe('/');
    expect(productRequests(calls)).toEqual([]);
  });

  it('says why when the categories cannot be loaded', async () => {
    serve(() => ({ status: 502, body: { error: 'The catalogue is not answering.', message: 'The catalogue is not answering.' } }));
    show(<Category />, '/category/outdoor', { route: '/category/:slug' });
    expect(await screen.findByText('The catalogue is not answering.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('the list of all products', () => {
  it('lists every product from the legacy list: its name linking to its page, and its price', async () => {
    const calls = serve((method, url) => (method === 'GET' && url === '/products' ? { status: 200, body: wool } : undefined));
    show(<ProductList />, '/products');
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(screen.getByText('Loading products...')).toBeTruthy();
    const socks = await screen.findByRole('link', { name: 'Wool Socks' });
    expect(socks.getAttribute('href')).toBe(`/product/${wool[0]!._id}`);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual(['Wool Socks$14.99', 'Wool Toque$1,250.00', 'Wool Blanket$89.00']);
    expect(calls.map(callLine)).toContain('GET /products');
  });

  it('says what went wrong when the list cannot be loaded', async () => {
    serve((method, url) =>
      url === '/products'
        ? { status: 500, body: { error: 'Something went wrong on our side.', message: 'Something went wrong on our side.' } }
        : undefined,
    );
    show(<ProductList />, '/products');
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('says the answer was not understood when it is not a list of products', async () => {
    serve((method, url) => (url === '/products' ? { status: 200, body: { products: wool } } : undefined));
    show(<ProductList />, '/products');
    expect(await screen.findByText('Invalid data format received.')).toBeTruthy();
  });
});
