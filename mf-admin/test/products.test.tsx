import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, product, serve, show } from './serve';

// An admin, before the session store is first loaded.
vi.hoisted(() => {
  localStorage.setItem('userId', 'admin-1');
  localStorage.setItem('isAdmin', 'true');
});
const { default: Products } = await import('../src/pages/Products');

afterEach(() => vi.unstubAllGlobals());

const rows = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('the products table', () => {
  it('flags a product without its French, and lists only those when asked', async () => {
    const calls = serve((_m, url) =>
      url.startsWith('/api/admin/products?')
        ? { status: 200, body: page([product(1), product(2, { texts: { fr: { name: 'Produit 2' } } })]) }
        : undefined,
    );
    show(<Products />, '/admin/products');
    await screen.findByRole('table', { name: 'Products' });
    expect(rows()).toEqual(['Product 1', 'Product 2 No French']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Missing French only' }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe('/api/admin/products?page=1&sort=name&dir=asc&status=all&missingFrench=true&limit=25'),
    );
  });

  it('loads a page, sorts by a column (again: the other way) and pages on', async () => {
    const calls = serve((_m, url) => {
      const q = new URL(url, 'http://x').searchParams;
      if (!url.startsWith('/api/admin/products?')) return undefined;
      const items = q.get('dir') === 'desc' ? [product(2), product(1)] : [product(1), product(2)];
      return { status: 200, body: page(q.get('page') === '2' ? [product(3)] : items, Number(q.get('page')), 2) };
    });
    show(<Products />, '/admin/products');
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name ▲',
      'Category',
      'Price',
      'Stock',
      'Status',
      'Actions',
    ]);
    expect(rows()).toEqual(['Product 1', 'Product 2']);
    expect(calls.at(-1)!.url).toBe('/api/admin/products?page=1&sort=name&dir=asc&status=all&limit=25');

    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('sort=price&dir=asc'));
    // The answer is drawn as a transition: a moment after it arrives.
    expect((await screen.findByRole('columnheader', { name: /Price/ })).getAttribute('aria-sort')).toBe('ascending');
    await screen.findByRole('table', { name: 'Products' });
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('sort=price&dir=desc'));
    await waitFor(() => expect(rows()).toEqual(['Product 2', 'Product 1']));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toEqual(['Product 3']));
    expect(calls.at(-1)!.url).toContain('page=2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('keeps a sort and a status chosen before the page has drawn the first', async () => {
    // React Router draws a navigation as a transition, late on a busy machine; inside one act nothing is drawn.
    const calls = serve((_m, url) => (url.startsWith('/api/admin/products?') ? { status: 200, body: page([product(1)]) } : undefined));
    show(<Products />, '/admin/products');
    await screen.findByRole('table', { name: 'Products' });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Price' }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'archived' } });
      fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    });
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/admin/products?page=1&sort=price&dir=desc&status=archived&limit=25'));
  });

  it('searches by words of the name, category or id', async () => {
    const calls = serve((_m, url) => (url.startsWith('/api/admin/products?') ? { status: 200, body: page([product(1)]) } : undefined));
    show(<Products />, '/admin/products');
    await screen.findByRole('table', { name: 'Products' });
    expect(screen.getByText('1 product')).toBeTruthy(); // one, not "1 products"
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: '  wool toque ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('q=wool+toque'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/products/export.csv');
  });

  it('saves an edit of every field, adjusts stock with a reason, and shows a refusal', async () => {
    const p = product(1);
    const calls = serve((method, url, body) => {
      if (url.startsWith('/api/admin/products?')) return { status: 200, body: page([p]) };
      if (method === 'PUT' && url === `/api/admin/products/${p._id}`) return { status: 200, body: { ...p, ...(body as object) } };
      if (method === 'POST' && url === `/api/admin/products/${p._id}/stock`) {
        return (body as { change: number }).change < -p.stock
          ? { status: 409, body: { message: 'Stock cannot go below 0.' } }
          : { status: 200, body: { ...p, stock: p.stock + (body as { change: number }).change } };
      }
    });
    show(<Products />, '/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Product 1' }));
    const form = screen.getByRole('form', { name: 'Edit product' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Merino Toque' } });
    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: '24.5' } });
    fireEvent.change(within(form).getByLabelText('Tags (separated by commas)'), { target: { value: 'warm, wool ,' } });
    // The French beside the English: blank, it is missing, and the form says so.
    expect(within(form).queryByRole('status')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Description in French'), { target: { value: ' ' } });
    expect(within(form).getByRole('status').textContent).toMatch(/French shoppers see the English/);
    fireEvent.change(within(form).getByLabelText('Name in French'), { target: { value: 'Tuque mérinos' } });
    fireEvent.change(within(form).getByLabelText('Description in French'), { target: { value: 'Chaude.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Merino Toque saved.');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      name: 'Merino Toque',
      description: 'About product 1',
      category: 'Outdoor',
      price: 24.5,
      imageUrl: '/images/p1.webp',
      tags: ['warm', 'wool'],
      texts: { fr: { name: 'Tuque mérinos', description: 'Chaude.' } },
    });

    const stock = screen.getByRole('form', { name: 'Adjust stock' });
    fireEvent.change(within(stock).getByLabelText('Change (e.g. 20 or -2)'), { target: { value: '-5' } });
    fireEvent.change(within(stock).getByLabelText('Reason'), { target: { value: 'Damaged' } });
    fireEvent.click(within(stock).getByRole('button', { name: 'Adjust stock' }));
    await screen.findByText('Stock cannot go below 0.');
    fireEvent.change(within(stock).getByLabelText('Change (e.g. 20 or -2)'), { target: { value: '20' } });
    fireEvent.click(within(stock).getByRole('button', { name: 'Adjust stock' }));
    await screen.findByText('Stock adjusted.');
    expect(calls.filter((c) => c.url.endsWith('/stock')).map((c) => c.body)).toEqual([
      { change: -5, reason: 'Damaged' },
      { change: 20, reason: 'Damaged' },
    ]);
  });

  it('archives an active product and restores an archived one', async () => {
    const calls = serve((method, url) => {
      if (url.startsWith('/api/admin/products?')) return { status: 200, body: page([product(1), product(2, { status: 'archived' })]) };
      if (method === 'POST') return { status: 200, body: {} };
    });
    show(<Products />, '/admin/products');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Product 1' }));
    await screen.findByText('Product 1 is archived: the shop no longer shows it.');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Product 2' }));
    await screen.findByText('Product 2 is back in the shop.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/admin/products/${product(1)._id}/archive`,
      `/api/admin/products/${product(2)._id}/restore`,
    ]);
  });
});

describe('the CSV import', () => {
  const csv = 'id,name,description,category,price,stock,tags,imageUrl,status\n,Toque,Warm,Hats,-1,2,,/images/x.webp,active\n';
  const choose = () =>
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [new File([csv], 'products.csv', { type: 'text/csv' })] } });

  it('sends the file as text/csv and shows every refused row, saying nothing was imported', async () => {
    const report = {
      imported: false,
      created: 0,
      updated: 0,
      rejected: [
        { row: 2, errors: ['The price must be more than 0.'] },
        { row: 5, errors: ['name is required.', 'imageUrl must be one of this store’s images (/images/...).'] },
      ],
    };
    const calls = serve((method, url) => {
      if (url.startsWith('/api/admin/products?')) return { status: 200, body: page([product(1)]) };
      if (method === 'POST' && url === '/api/admin/products/import') return { status: 400, body: report };
    });
    show(<Products />, '/admin/products');
    await screen.findByRole('table', { name: 'Products' });
    choose();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    await screen.findByText('Nothing was imported: 2 rows were refused. Fix them and import the file again.');
    const refused = screen.getByRole('table', { name: 'Refused rows' });
    const lines = within(refused)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(lines).toEqual([
      '2The price must be more than 0.',
      '5name is required.imageUrl must be one of this store’s images (/images/...).',
    ]);
    const sent = calls.find((c) => c.url === '/api/admin/products/import')!;
    expect(sent.contentType).toBe('text/csv');
    expect(sent.body).toBe(csv);
  });

  it('says what an accepted import did and reloads the table', async () => {
    const calls = serve((method, url) => {
      if (url.startsWith('/api/admin/products?')) return { status: 200, body: page([product(1)]) };
      if (method === 'POST') return { status: 200, body: { imported: true, created: 1, updated: 3, rejected: [] } };
    });
    show(<Products />, '/admin/products');
    await screen.findByRole('table', { name: 'Products' });
    choose();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    await screen.findByText('Imported: 1 created, 3 updated.');
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/admin/products?'))).toHaveLength(2));
  });
});
