import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductListResponse } from '@storefront/contracts';
import { chooseLanguage, notices } from '@storefront/ui';
import { catalogueProblems, sentTo } from '@storefront/ui/testing';
import { bandLabel } from '../src/browse/filters';
import { catalogue } from '../src/messages';
import Category from '../src/pages/Category';
import Home from '../src/pages/Home';
import ProductDetail from '../src/pages/ProductDetail';
import ProductList from '../src/pages/ProductList';
import SearchResults from '../src/pages/SearchResults';
import { PRODUCT_ID, product, productPage, query, serve, show, signedIn } from './store-stand-in';

// The catalogue's pages in Canadian French: every message has its French one, and the pages, once the
// shopper picks French, speak it, with prices as French Canada writes them. Product names, categories,
// cities and the shopper type stay as the store's data gives them.

/** Text as a person reads it: the no-break spaces French puts in prices and numbers as plain spaces. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const pageText = () => plain(document.body.textContent);

const toque = product(1, { _id: PRODUCT_ID, name: 'Merino Wool Toque', price: 1234.56, stock: 3, category: 'Outdoor' });
const socks = product(2, { name: 'Wool Socks', price: 14.99, stock: 0 });
const facets: NonNullable<ProductListResponse['facets']> = {
  categories: [{ name: 'Outdoor', slug: 'outdoor', count: 2 }],
  priceBands: [
    { min: 0, max: 25, count: 1 },
    { min: 25, max: 50, count: 0 },
    { min: 50, max: 100, count: 0 },
    { min: 100, max: 200, count: 0 },
    { min: 200, count: 1 },
  ],
  inStock: 1,
  tags: [
    { tag: 'gift', count: 2 },
    { tag: 'staff-pick', count: 1 },
  ],
};

/** The whole store as these pages ask it: a Christmas shelf, snowy Toronto, two products. */
function store() {
  return serve((method, url) => {
    if (method === 'GET' && url.startsWith('/api/holiday-recommendation?'))
      return { status: 200, body: { holiday: query(url).params.holiday, supported: true, recommended: [toque] } };
    if (method === 'GET' && url === '/api/location') return { status: 200, body: { city: 'Toronto', source: 'ip' } };
    if (method === 'GET' && url === '/api/weather-recommendation/Toronto')
      return {
        status: 200,
        body: { city: 'Toronto', weatherCondition: 'snowy', temperatureC: -8, source: 'open-meteo', estimated: false },
      };
    if (method === 'GET' && url === '/api/weather-recommendation?weather=snowy')
      return { status: 200, body: { weatherCondition: 'snowy', recommended: [product(50, { name: 'Snow Shovel' })] } };
    if (method === 'GET' && url.startsWith('/api/products?')) {
      const exact = query(url).params.exact === '1';
      return {
        status: 200,
        body: productPage([toque, socks], { facets, total: 1234, totalPages: 50, ...(exact ? {} : { correctedSearch: 'toque' }) }),
      };
    }
    if (method === 'GET' && url === '/products') return { status: 200, body: [toque, socks] };
    if (method === 'GET' && url === `/api/products/${PRODUCT_ID}`) return { status: 200, body: toque };
    if (method === 'GET' && url === '/api/products/categories')
      return {
        status: 200,
        body: { categories: [{ name: 'Outdoor', slug: 'outdoor', slugs: { en: 'outdoor', fr: 'plein-air' }, count: 2 }] },
      };
    if (method === 'POST' && url === '/api/ai-recommendation') return { status: 200, body: { userType: 'explorer' } };
    if (method === 'GET' && url.startsWith('/api/ai-recommendation-products?'))
      return { status: 200, body: { userType: 'explorer', recommended: [product(9, { name: 'Picked For You' })] } };
    if (method === 'POST' && url.includes('/history/')) return { status: 204 };
  });
}

/** None of these English words are on the page. */
function noEnglish(...words: string[]) {
  const text = pageText();
  for (const w of words) expect(text, `still says "${w}"`).not.toContain(w);
}

beforeEach(async () => {
  signedIn(false);
  await act(() => chooseLanguage('fr'));
});
afterEach(async () => {
  await act(() => chooseLanguage('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the catalogue in French', () => {
  it('has every message in French, with the same placeholders', async () => {
    expect(await catalogueProblems(catalogue, ['home.catalogue'])).toEqual([]);
  });

  it('shows the home page, its holiday and weather shelves and its prices in French', async () => {
    vi.setSystemTime(new Date('2026-12-25T17:00:00Z'));
    store();
    show(<Home />, '/');
    const banner = screen.getByRole('region', { name: 'Bienvenue' });
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe('Tout ce dont le Canada a besoin, livré gratuitement.');
    expect(screen.getByText('Chargement des produits…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nos suggestions pour Noël' })).toBeTruthy();
    expect(screen.getByText('Sélectionnés pour Noël.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Il neige à Toronto' })).toBeTruthy();
    expect(plain(screen.getByText(/°C en ce moment/).textContent)).toBe("-8 °C en ce moment. Nos suggestions pour la météo d'aujourd'hui.");
    const shelf = await screen.findByRole('region', { name: 'Catalogue' });
    await within(shelf).findAllByTestId('product-card');
    expect(pageText()).toContain('1 234,56 $');
    expect(pageText()).toContain('Page 1 sur 50');
    noEnglish('Everything Canada', 'Picks', 'Chosen for', "It's snowy", 'now.', 'Loading', 'Welcome', '$1,234.56');
  });

  it('calls a holiday the store has no picks for by its French name', async () => {
    vi.setSystemTime(new Date('2026-07-01T16:00:00Z'));
    serve((method, url) =>
      url.startsWith('/api/holiday-recommendation?')
        ? { status: 200, body: { holiday: 'canada-day', supported: false, recommended: [toque] } }
        : undefined,
    );
    show(<Home />, '/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Les plus populaires pour la fête du Canada' })).toBeTruthy();
    // The weather service is not there (404 everywhere): the block says so in French.
    expect(await screen.findByText("Impossible d'obtenir les suggestions selon la météo")).toBeTruthy();
  });

  it('shows search results, their filters, sort, typo correction and the AI shelf in French', async () => {
    signedIn(true);
    store();
    show(<SearchResults />, '/search?query=toqe');
    expect(screen.getByRole('heading', { level: 1, name: 'Résultats de recherche pour « toqe »' })).toBeTruthy();
    expect(await screen.findByText('1 234 résultats', { normalizer: plain })).toBeTruthy();
    expect(screen.getByTestId('search-correction').textContent).toBe('Résultats affichés pour « toque ». Rechercher plutôt « toqe »');
    expect(screen.getByRole('link', { name: '« toqe »' }).getAttribute('href')).toBe('/search?query=toqe&exact=1');
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Trier par' });
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Pertinence',
      'Prix : du plus bas au plus élevé',
      'Prix : du plus élevé au plus bas',
      'Nouveautés',
      'Meilleurs vendeurs',
      'Mieux notés',
    ]);
    expect(screen.getAllByRole('radio').map((r) => plain(r.parentElement!.textContent))).toEqual([
      'Outdoor (2)',
      'Moins de 25 $ (1)',
      'De 25 $ à 50 $ (0)',
      'De 50 $ à 100 $ (0)',
      'De 100 $ à 200 $ (0)',
      '200 $ et plus (1)',
    ]);
    expect(screen.getByRole('checkbox', { name: 'En stock seulement (1)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Idées cadeaux (2)' })).toBeTruthy();
    // A tag of the staff's own is shown as they wrote it.
    expect(screen.getByRole('checkbox', { name: 'staff-pick (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Idées cadeaux (2)' }));
    expect(await screen.findByRole('button', { name: 'Effacer tous les filtres' })).toBeTruthy();

    const results = screen.getByRole('region', { name: 'Résultats de recherche' });
    // The filtered results arrive after the filter's button: wait for them.
    expect(plain((await within(results).findByText('1 234,56 $')).textContent)).toBe('1 234,56 $');
    expect(within(results).getByText('Plus que 3 en stock')).toBeTruthy();
    expect(within(results).getByText('En rupture de stock')).toBeTruthy();

    const ai = await screen.findByRole('region', { name: 'Recommandations intelligentes par IA' });
    expect(await within(ai).findByText("Votre profil d'acheteur : explorer")).toBeTruthy();
    noEnglish('Search Results', 'Showing results', 'Search instead', 'results', 'Sort by', 'Filters', 'Price', 'Under', 'and up');
    noEnglish('In stock only', 'Gift ideas', 'Good for', 'Clear all', 'AI smart', 'recognized', 'Relevance', 'Newest');
  });

  it('says a search found nothing in French', async () => {
    serve((method, url) => (url.startsWith('/api/products?') ? { status: 200, body: productPage([], { totalPages: 0 }) } : undefined));
    show(<SearchResults />, '/search?query=zzzz');
    expect(await screen.findByText('0 résultat')).toBeTruthy();
    expect(screen.getAllByText('Aucun produit trouvé.').length).toBeGreaterThan(0);
  });

  it('shows a category page and an unknown category in French', async () => {
    store();
    const { unmount } = show(<Category />, '/category/outdoor?sort=newest', { route: ['/category/:slug', '/categorie/:slug'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Outdoor' })).toBeTruthy();
    // At its French address, in place of the English one, its filters kept.
    await waitFor(() => expect(sentTo()).toBe('/categorie/plein-air?sort=newest'));
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Accueil', 'Outdoor']);
    expect(await screen.findByRole('region', { name: 'Produits' })).toBeTruthy();
    expect(await screen.findByText('1 234 résultats', { normalizer: plain })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Prix' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Disponibilité' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Idéal pour' })).toBeTruthy();
    unmount();

    show(<Category />, '/categorie/jardin', { route: ['/category/:slug', '/categorie/:slug'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText(/^Cette catégorie/).textContent).toBe(
      "Cette catégorie n'existe pas. Parcourez la boutique à partir de la page d'accueil.",
    );
    noEnglish('Page not found', 'There is no such', 'Browse the shop', 'Home');
  });

  it('shows the product page in French, and says so in French when it is wished for', async () => {
    store();
    show(<ProductDetail />, `/product/${PRODUCT_ID}`, { route: '/product/:productId' });
    expect(screen.getByText('Chargement des détails du produit…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Merino Wool Toque' })).toBeTruthy();
    expect(screen.getByText('1 234,56 $', { normalizer: plain })).toBeTruthy();
    expect(screen.getByText('Retours gratuits | Livraison gratuite')).toBeTruthy();
    expect(screen.getByText('Livraison gratuite dès demain : choisissez votre jour à la caisse')).toBeTruthy();
    expect(screen.getByText('Plus que 3 en stock')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Détails du produit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter à la liste de souhaits' }));
    await screen.findByRole('link', { name: '✓ Dans votre liste de souhaits' });
    expect(notices.get()?.message).toBe('Ajouté à votre liste de souhaits : Merino Wool Toque');
    expect(notices.get()?.links).toEqual([{ label: 'Voir la liste de souhaits', to: '/wishlist' }]);
    noEnglish('Free Returns', 'Free delivery', 'Add to Wishlist', 'Product Details', 'Only 3 left', '$1,234.56');
  });

  it('says in French that a product does not exist, or could not be loaded', async () => {
    serve(() => ({ status: 404, body: { error: 'Product not found.', message: 'Product not found.' } }));
    const { unmount } = show(<ProductDetail />, `/product/${PRODUCT_ID}`, { route: '/product/:productId' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Désolés, ce produit n'existe pas. Il a peut-être été retiré, ou le lien est erroné.",
    );
    unmount();
    serve(() => ({ status: 502, body: { error: 'The catalogue is not answering.', message: 'The catalogue is not answering.' } }));
    show(<ProductDetail />, `/product/${PRODUCT_ID}`, { route: '/product/:productId' });
    // The server's own words stay as it sends them (its errors are mapped to French in a later step).
    // The service's English reason is not shown on a French page: its status is, in French.
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Nous n'avons pas pu charger ce produit : La boutique n’a pas pu le faire pour le moment. Veuillez réessayer dans un instant.",
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('lists every product with French prices', async () => {
    store();
    show(<ProductList />, '/products');
    expect(screen.getByRole('heading', { level: 1, name: 'Tous les produits' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Wool Socks' });
    expect(screen.getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual([
      'Merino Wool Toque1 234,56 $',
      'Wool Socks14,99 $',
    ]);
    noEnglish('All Products', '$14.99');
  });

  it('goes back to English at once when the shopper switches back', async () => {
    store();
    show(<ProductList />, '/products');
    await screen.findByRole('link', { name: 'Wool Socks' });
    await act(() => chooseLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Merino Wool Toque$1,234.56', 'Wool Socks$14.99']);
    expect([0, 4].map((i) => bandLabel(i))).toEqual(['Under $25', '$200 and up']);
  });
});
