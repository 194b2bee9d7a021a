import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyReview, Review, ReviewPage } from '@storefront/contracts';
import ProductDetail from '../src/pages/ProductDetail';
import { PRODUCT_ID, callLine, product, serve, show, signedIn } from './store-stand-in';

// The reviews on a product page, with the reviews service's answers stood in for; the whole walk (buy,
// deliver, review, approve, see it) against the real store is e2e.

const parka = product(1, { _id: PRODUCT_ID, name: 'Arctic Parka', rating: { average: 4.5, count: 2 } });
const review = (over: Partial<Review>): Review => ({
  _id: 'r1',
  productId: PRODUCT_ID,
  rating: 5,
  title: 'Very warm',
  text: 'Kept me warm at -30.',
  language: 'en',
  authorName: 'Ada',
  verifiedPurchase: true,
  options: { Size: 'M' },
  helpful: 3,
  reply: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...over,
});
const page = (over: Partial<ReviewPage> = {}): ReviewPage => ({
  summary: { average: 4.5, count: 2, stars: [0, 0, 0, 1, 1] },
  reviews: [
    review({}),
    review({
      _id: 'r2',
      rating: 4,
      title: 'Chaude',
      text: 'Un peu grande.',
      language: 'fr',
      authorName: 'Zoé',
      helpful: 0,
      reply: { text: 'Merci!', repliedAt: '2026-11-22T15:00:00.000Z' },
    }),
  ],
  page: 1,
  totalPages: 1,
  total: 2,
  ...over,
});

function store(answers: { reviews?: (url: string) => ReviewPage; written?: MyReview } = {}) {
  return serve((method, url) => {
    if (method === 'GET' && url === `/api/products/${PRODUCT_ID}`) return { status: 200, body: parka };
    if (method === 'GET' && url.startsWith(`/api/products/${PRODUCT_ID}/reviews?`))
      return { status: 200, body: (answers.reviews ?? (() => page()))(url) };
    if (method === 'POST' && url === `/api/products/${PRODUCT_ID}/reviews`) return { status: 201, body: answers.written };
    if (method === 'POST' && url === '/api/reviews/r1/helpful') return { status: 200, body: { helpful: 4, voted: true } };
    if (method === 'POST' && url.startsWith('/api/users/')) return { status: 204 };
  });
}

const open = () => show(<ProductDetail />, `/product/${PRODUCT_ID}`, { route: '/product/:productId' });

beforeEach(() => signedIn(false));
afterEach(() => vi.restoreAllMocks());

describe('reviews on the product page', () => {
  it('shows the stars, the count, the histogram and each review with its variant, language and the shop’s reply', async () => {
    store();
    open();
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    await within(section).findByText('2 reviews');
    expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5 stars, 2 reviews' })).toHaveLength(1);
    const bars = within(section).getByRole('list', { name: /Reviews by number of stars/ });
    expect(
      within(bars)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5 stars50%', '4 stars50%', '3 stars0%', '2 stars0%', '1 star0%']);
    expect(within(section).getByRole('heading', { name: 'Very warm' })).toBeTruthy();
    expect(within(section).getAllByText('Verified purchase')).toHaveLength(2);
    expect(within(section).getAllByText(/Size: M/)).toHaveLength(2);
    expect(within(section).getByText('Un peu grande.').getAttribute('lang')).toBe('fr');
    expect(within(section).getByText(/Written in French/)).toBeTruthy();
    expect(within(section).getByText('Response from Maple Market')).toBeTruthy();
    expect(within(section).getByText('3 people found this helpful')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Log in to write a review' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/product/${PRODUCT_ID}#write-review`)}`,
    );
  });

  it('filters by stars from the histogram and sorts, asking the service each time from page 1', async () => {
    const calls = store();
    open();
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    fireEvent.click(await within(section).findByRole('button', { name: '5 stars50%' }));
    await waitFor(() => expect(calls.map(callLine)).toContain(`GET /api/products/${PRODUCT_ID}/reviews?page=1&sort=newest&stars=5`));
    fireEvent.change(within(section).getByRole('combobox', { name: 'Sort reviews by' }), { target: { value: 'helpful' } });
    await waitFor(() => expect(calls.map(callLine)).toContain(`GET /api/products/${PRODUCT_ID}/reviews?page=1&sort=helpful&stars=5`));
  });

  it('lets a signed-in shopper write a review in the language they choose, and vote once', async () => {
    signedIn(true);
    const written: MyReview = { ...review({ _id: 'r9', rating: 4, language: 'fr' }), status: 'pending', rejectionReason: null };
    let mine: MyReview | null = null;
    const calls = store({ reviews: () => ({ ...page(), mine, helpfulToMe: [] }), written });
    open();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Choose a rating from 1 to 5 stars.');
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your review (optional)' }), { target: { value: 'Très chaude.' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Written in' }), { target: { value: 'fr' } });
    mine = written;
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you! Your review will appear once our team has read it.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/reviews'))?.body).toEqual({
      rating: 4,
      title: '',
      text: 'Très chaude.',
      language: 'fr',
    });

    fireEvent.click(screen.getAllByRole('button', { name: 'Helpful' })[0]!);
    expect(await screen.findByRole('button', { name: 'Thank you for your feedback' })).toHaveProperty('disabled', true);
    expect(screen.getByText('4 people found this helpful')).toBeTruthy();
  });
});
