import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@storefront/contracts';
import History from '../src/pages/History';
import Wishlist from '../src/pages/Wishlist';
import { type Call, callLine, changes, product, refusal, serve, show, signedIn } from './store-stand-in';

// The shopper's saved products: the wishlist (with Remove) and the browsing history. A signed-in
// shopper's lists are the users service's, a visitor's are kept in this browser; the products come
// from the catalogue by id. Both services are stood in for.

const socks = product(1, { name: 'Wool Socks', price: 14.99 });
const toque = product(2, { name: 'Wool Toque', price: 25, stock: 0 });
const mitts = product(3, { name: 'Mitts', price: 1234.5 });
const all = [socks, toque, mitts];

/** The catalogue answering products by id, in the order asked (as it does). */
function byIds(url: string) {
  const ids = new URL(url, 'http://store.test').searchParams.get('ids')!.split(',');
  const products = ids.map((id) => all.find((p) => p._id === id)).filter((p): p is Product => p !== undefined);
  return { status: 200, body: { products, page: 1, totalPages: 1, total: products.length } };
}

/** The users service holding `list` under `name` ('wishlist' or 'history') for u-1, and the catalogue. */
function savedList(name: 'wishlist' | 'history', list: string[]) {
  let ids = [...list];
  const calls = serve((method, url) => {
    if (method === 'GET' && url === `/api/users/u-1/${name}`) return { status: 200, body: { productIds: ids } };
    if (method === 'GET' && url.startsWith('/api/products?ids=')) return byIds(url);
    if (method === 'DELETE' && url.startsWith(`/api/users/u-1/${name}/`)) {
      ids = ids.filter((id) => id !== decodeURIComponent(url.split('/').at(-1)!));
      return { status: 204 };
    }
  });
  return { calls, ids: () => ids };
}

const names = () => screen.queryAllByTestId('product-card').map((c) => within(c).getByRole('link').textContent);
const productReads = (calls: Call[]) => [...new Set(calls.filter((c) => c.url.startsWith('/api/products')).map(callLine))];

describe('Your Wishlist', () => {
  beforeEach(() => signedIn(true));

  it("shows a signed-in shopper's wishlist from the users service, each product with its price, stock and link", async () => {
    const { calls } = savedList('wishlist', [socks._id, toque._id]);
    show(<Wishlist />, '/wishlist');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Wool Socks', 'Wool Toque']));
    expect(productReads(calls)).toEqual([`GET /api/products?ids=${socks._id},${toque._id}&limit=100`]);
    const [first, second] = screen.getAllByTestId('product-card');
    expect(within(first!).getByRole('link').getAttribute('href')).toBe(`/product/${socks._id}`);
    expect(within(first!).getByText('$14.99')).toBeTruthy();
    expect(within(second!).getByText('Out of Stock')).toBeTruthy();
  });

  it('removes a product from the wishlist and shows what is left', async () => {
    const { calls, ids } = savedList('wishlist', [socks._id, toque._id, mitts._id]);
    show(<Wishlist />, '/wishlist');
    await waitFor(() => expect(names()).toEqual(['Wool Socks', 'Wool Toque', 'Mitts']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wool Toque from your wishlist' }));
    await waitFor(() => expect(names()).toEqual(['Wool Socks', 'Mitts']));
    expect(changes(calls)).toEqual([{ method: 'DELETE', url: `/api/users/u-1/wishlist/${toque._id}`, body: undefined }]);
    expect(ids()).toEqual([socks._id, mitts._id]);
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.textContent)).toEqual(['Remove', 'Remove']);
  });

  it('says "No items in your wishlist." once the last one is removed', async () => {
    savedList('wishlist', [mitts._id]);
    show(<Wishlist />, '/wishlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Mitts from your wishlist' }));
    expect(await screen.findByText('No items in your wishlist.')).toBeTruthy();
    expect(names()).toEqual([]);
  });

  it('says "No items in your wishlist." for an empty one, without asking the catalogue', async () => {
    const { calls } = savedList('wishlist', []);
    show(<Wishlist />, '/wishlist');
    expect(await screen.findByText('No items in your wishlist.')).toBeTruthy();
    expect(productReads(calls)).toEqual([]);
  });

  it('keeps a product whose removal failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = serve((method, url) => {
      if (url === '/api/users/u-1/wishlist') return { status: 200, body: { productIds: [socks._id] } };
      if (url.startsWith('/api/products?ids=')) return byIds(url);
      if (method === 'DELETE') return refusal(500, 'Something went wrong on our side.');
    });
    show(<Wishlist />, '/wishlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Wool Socks from your wishlist' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(names()).toEqual(['Wool Socks']);
    expect(changes(calls).map(callLine)).toEqual([`DELETE /api/users/u-1/wishlist/${socks._id}`]);
  });

  it('says why the wishlist could not be loaded', async () => {
    serve(() => refusal(503, 'The users service is busy. Please try again.'));
    show(<Wishlist />, '/wishlist');
    expect(await screen.findByText('The users service is busy. Please try again.')).toBeTruthy();
  });

  it("shows a visitor's wishlist kept in this browser, and removes from it there", async () => {
    signedIn(false);
    localStorage.setItem('wishlist', JSON.stringify([mitts._id, 'not-a-product-id', socks._id]));
    const calls = serve((method, url) => (url.startsWith('/api/products?ids=') ? byIds(url) : undefined));
    show(<Wishlist />, '/wishlist');
    await waitFor(() => expect(names()).toEqual(['Mitts', 'Wool Socks']));
    expect(productReads(calls)).toEqual([`GET /api/products?ids=${mitts._id},${socks._id}&limit=100`]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mitts from your wishlist' }));
    await waitFor(() => expect(names()).toEqual(['Wool Socks']));
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([socks._id]);
    expect(changes(calls)).toEqual([]);
  });
});

describe('Browsing History', () => {
  beforeEach(() => signedIn(true));

  it("shows a signed-in shopper's history, most recent first as the service keeps it, with nothing to remove", async () => {
    const { calls } = savedList('history', [mitts._id, socks._id]);
    show(<History />, '/history');
    expect(screen.getByRole('heading', { level: 1, name: 'Browsing History' })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Mitts', 'Wool Socks']));
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(productReads(calls)).toEqual([`GET /api/products?ids=${mitts._id},${socks._id}&limit=100`]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "You haven\'t viewed any products yet." for an empty history', async () => {
    savedList('history', []);
    show(<History />, '/history');
    expect(await screen.findByText("You haven't viewed any products yet.")).toBeTruthy();
  });

  it('leaves out products that no longer exist', async () => {
    savedList('history', [product(99)._id, toque._id]);
    show(<History />, '/history');
    await waitFor(() => expect(names()).toEqual(['Wool Toque']));
  });

  it("shows a visitor's history kept in this browser", async () => {
    signedIn(false);
    localStorage.setItem('history', JSON.stringify([toque._id, socks._id]));
    serve((method, url) => (url.startsWith('/api/products?ids=') ? byIds(url) : undefined));
    show(<History />, '/history');
    await waitFor(() => expect(names()).toEqual(['Wool Toque', 'Wool Socks']));
  });

  it('says why the history could not be loaded', async () => {
    serve((method, url) =>
      url === '/api/users/u-1/history'
        ? { status: 200, body: { productIds: [socks._id] } }
        : refusal(502, 'The catalogue is not answering.'),
    );
    show(<History />, '/history');
    expect(await screen.findByText('The catalogue is not answering.')).toBeTruthy();
  });
});
