import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminProduct,
  AdminProductQuery,
  type AuditEntry,
  type CatalogDashboard,
  LOW_STOCK_THRESHOLD,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_PRODUCT_COLUMNS,
  type Product,
  ProductImportReport,
} from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { catalogService } from '../src';
import { adminPageQuery } from '../src/data/admin-products';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(BACKENDS)('the catalog back office on $label', (backend) => {
  let svc: StartedTestService;
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  const adminId = '7d0c4a8e-2f4b-4c55-9a53-3c1e0a7d9b21';
  let imageUrl: string;

  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
    const auth = await testAuth();
    admin = {
      Authorization: `Bearer ${await auth.tokenFor({ userId: adminId, isAdmin: true, name: 'Admin', email: 'admin@storefront.test' })}`,
    };
    shopper = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: false })}` };
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    imageUrl = (await request(svc.app).post('/api/upload').set(admin).attach('image', png, 'p.png')).body.imageUrl;
  });
  afterAll(async () => svc?.close());

  const get = (url: string, headers = admin) => request(svc.app).get(url).set(headers);
  const post = (url: string, body: object, headers = admin) => request(svc.app).post(url).set(headers).send(body);
  const page = async (qs: string) =>
    (await get(`/api/admin/products?${qs}`)).body as { items: AdminProduct[]; total: number; totalPages: number };
  const publicTotal = async () => (await request(svc.app).get('/api/products')).body.total as number;
  const audit = async (targetId: string) => (await get(`/api/admin/audit/catalog?targetId=${targetId}`)).body.items as AuditEntry[];
  /** A product no other test changes: the n-th by name. */
  const nth = async (n: number) => (await page(`sort=name&limit=1&page=${n}`)).items[0]!;
  /** A product sold one way (its stock is its one variant's) no other test changes: the n-th of them by name. */
  const nthSoldOneWay = async (n: number) => (await page('sort=name&limit=100')).items.filter((p) => p.options.length === 0)[n - 1]!;

  describe('the product list', () => {
    it('pages every product, sorted by any column either way, with a stable tie-break', async () => {
      const first = await page('');
      expect(first.items).toHaveLength(25);
      expect(first.total).toBeGreaterThanOrEqual(321);
      expect(first.items[0]).toMatchObject({ status: 'active' });
      expect(typeof first.items[0]!.updatedAt).toBe('string');
      for (const [sort, value] of [
        ['price', (p: AdminProduct) => p.price],
        ['stock', (p: AdminProduct) => p.stock],
        ['createdAt', (p: AdminProduct) => Date.parse(p.createdAt)],
        ['updatedAt', (p: AdminProduct) => Date.parse(p.updatedAt)],
      ] as const) {
        const asc = (await page(`sort=${sort}&limit=100`)).items.map(value);
        expect(asc).toEqual([...asc].sort((a, b) => a - b));
        const desc = (await page(`sort=${sort}&dir=desc&limit=100`)).items.map(value);
        expect(desc).toEqual([...desc].sort((a, b) => b - a));
      }
      const byCategory = (await page('sort=category&dir=desc&limit=100')).items.map((p) => p.category);
      expect(new Set(byCategory).size).toBeGreaterThan(1);
      // Categories come in runs (sorted), never split and taken up again.
      expect(byCategory.filter((c, i) => c !== byCategory[i - 1]).length).toBe(new Set(byCategory).size);
      // Many products share a stock count: paging through them all still shows each exactly once.
      const ids: string[] = [];
      for (let n = 1; n <= Math.ceil(first.total / 100); n++)
        ids.push(...(await page(`sort=stock&limit=100&page=${n}`)).items.map((p) => p._id));
      expect(ids).toHaveLength(first.total);
      expect(new Set(ids).size).toBe(first.total);
    });

    it('finds products by words of the name or category, or by the start of the id', async () => {
      const found = await page('q=headphones');
      expect(found.total).toBeGreaterThanOrEqual(3);
      expect(found.items.every((p) => /headphones/i.test(`${p.name} ${p.category}`))).toBe(true);
      const both = await page('q=winter%20gear&limit=100');
      expect(both.total).toBeGreaterThan(10);
      expect(both.items.every((p) => /winter/i.test(`${p.name} ${p.category}`) && /gear/i.test(`${p.name} ${p.category}`))).toBe(true);
      const one = await nth(7);
      const byId = await page(`q=${one._id.slice(0, 8)}`);
      expect(byId.items.map((p) => p._id)).toContain(one._id);
      expect((await page('q=100%25_off')).total).toBe(0);
    });

    it.each([
      ['sort=colour', 'sort must be name, category, price, stock, status, createdAt or updatedAt.'],
      ['dir=up', 'dir must be asc or desc.'],
      ['status=gone', 'status must be active, archived or all.'],
      ['page=0', 'page must be a whole number of at least 1.'],
      ['limit=abc', 'limit must be a whole number of at least 1.'],
    ])('refuses %s with a 400 and a message', async (qs, message) => {
      const res = await get(`/api/admin/products?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    });

    it('reads page 1 of every sort from an index, without sorting the catalogue', async () => {
      for (const sort of AdminProductQuery.shape.sort.unwrap().unwrap().options) {
        for (const dir of ['asc', 'desc'] as const) {
          // (Archived products are few: for other sorts the planner rightly fetches them by status and sorts those.)
          for (const status of sort === 'name' ? (['all', 'active', 'archived'] as const) : (['all', 'active'] as const)) {
            const { sql, params } = adminPageQuery(AdminProductQuery.parse({ sort, dir, status }), 1);
            const plan = await svc.db.transaction(async (tx) => {
              await tx.query('SET LOCAL enable_seqscan = off');
              const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
              return rows.map((r) => r['QUERY PLAN']).join('\n');
            });
            expect(plan, `${sort} ${dir} ${status}`).toMatch(/Index Scan/);
            expect(plan, `${sort} ${dir} ${status}`).not.toMatch(/Sort/);
          }
        }
      }
    });
  });

  describe('editing a product', () => {
    it('shows at once in the public answers the shop keeps, which browsers revalidate with their ETag', async () => {
      const product = await nth(40);
      const shop = () => request(svc.app).get(`/api/products/${product._id}`);
      const listing = () => request(svc.app).get(`/api/products?search=${encodeURIComponent(product.name)}&limit=5`);
      const before = await shop();
      await listing();
      expect(before.headers['cache-control']).toBe('no-cache');
      const again = await shop().set('If-None-Match', before.headers.etag!);
      expect([again.status, again.headers.etag]).toEqual([304, before.headers.etag]);

      const res = await request(svc.app).put(`/api/admin/products/${product._id}`).set(admin).send({
        name: product.name,
        description: product.description,
        category: product.category,
        price: '12.34',
        imageUrl: product.imageUrl,
        tags: product.tags,
      });
      expect(res.status).toBe(200);
      const after = await shop().set('If-None-Match', before.headers.etag!);
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).toMatchObject({ name: product.name, price: 12.34 });
      expect(((await listing()).body.products as Product[]).find((p) => p._id === product._id)?.price).toBe(12.34);
    });

    it('changes every field and the picture, and the audit log says who, what, before and after', async () => {
      const product = await nth(3);
      const edit = {
        name: 'Lakehouse Cedar Adirondack Chair',
        description: 'Red cedar, sanded smooth.',
        category: 'Garden',
        price: '249.50',
        imageUrl,
        tags: ['Summer', 'cottage'],
      };
      const res = await request(svc.app).put(`/api/admin/products/${product._id}`).set(admin).send(edit);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...edit, price: 249.5, tags: ['summer', 'cottage'], stock: product.stock, status: 'active' });
      const shop = (await request(svc.app).get(`/api/products/${product._id}`)).body as Product;
      expect(shop).toMatchObject({ name: edit.name, price: 249.5, imageUrl, category: 'Garden' });
      const [entry] = await audit(product._id);
      expect(entry).toMatchObject({
        actorId: adminId,
        actorEmail: 'admin@storefront.test',
        action: 'product.updated',
        targetType: 'product',
        targetId: product._id,
        before: { name: product.name, price: product.price },
        after: { name: edit.name, price: 249.5 },
      });
    });

    it('answers 404 for an unknown product and 400 for bad input or a picture that is not here', async () => {
      const product = await nth(4);
      const edit = { name: 'X', description: 'Y', category: 'Z', price: 10, imageUrl, tags: [] };
      const unknown = await request(svc.app).put(`/api/admin/products/${UNKNOWN_ID}`).set(admin).send(edit);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Product not found.');
      for (const [change, message] of [
        [{ price: -1 }, 'Price must be a positive number.'],
        [{ name: '' }, 'Name is required.'],
        [{ imageUrl: 'https://elsewhere.example/x.jpg' }, 'The image must be one uploaded to this store (POST /api/upload).'],
        [{ imageUrl: `/images/uploads/${'0'.repeat(64)}.webp` }, 'That image was not uploaded to this store. Upload the picture first.'],
      ] as const) {
        const res = await request(svc.app)
          .put(`/api/admin/products/${product._id}`)
          .set(admin)
          .send({ ...edit, ...change });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(message);
      }
      expect(await nth(4)).toEqual(product);
      expect(await audit(product._id)).toEqual([]);
    });
  });

  describe('stock', () => {
    it('changes with a reason, never below 0', async () => {
      const product = await nthSoldOneWay(6);
      const up = await post(`/api/admin/products/${product._id}/stock`, { change: 20, reason: 'Delivery from the supplier' });
      expect(up.status).toBe(200);
      expect(up.body.stock).toBe(product.stock + 20);
      const tooMuch = await post(`/api/admin/products/${product._id}/stock`, { change: -(product.stock + 21), reason: 'Damaged' });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body.error).toBe(
        `Only ${product.stock + 20} in stock: taking away ${product.stock + 21} would leave less than 0. Nothing was changed.`,
      );
      const down = await post(`/api/admin/products/${product._id}/stock`, { change: -2, reason: 'Damaged in the warehouse' });
      expect(down.body.stock).toBe(product.stock + 18);
      expect((await request(svc.app).get(`/api/products/${product._id}`)).body.stock).toBe(product.stock + 18);
      const entries = await audit(product._id);
      expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
        [
          'product.stock-adjusted',
          { stock: product.stock + 20 },
          { stock: product.stock + 18, change: -2, reason: 'Damaged in the warehouse' },
        ],
        [
          'product.stock-adjusted',
          { stock: product.stock },
          { stock: product.stock + 20, change: 20, reason: 'Delivery from the supplier' },
        ],
      ]);
    });

    it.each([
      [{ change: 0, reason: 'x' }, 'The change cannot be 0.'],
      [{ change: 1.5, reason: 'x' }, 'The change must be a whole number (e.g. 20 or -2).'],
      [{ change: '5', reason: 'x' }, 'The change must be a whole number (e.g. 20 or -2).'],
      [{ change: 5 }, 'The reason is required.'],
    ])('refuses %j with a 400', async (body, message) => {
      const product = await nth(6);
      const res = await post(`/api/admin/products/${product._id}/stock`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect((await nth(6)).stock).toBe(product.stock);
    });

    it('answers 404 for an unknown product', async () => {
      expect((await post(`/api/admin/products/${UNKNOWN_ID}/stock`, { change: 1, reason: 'x' })).status).toBe(404);
    });
  });

  describe('archiving', () => {
    it('takes a product out of the shop but keeps it in the back office, until it is restored', async () => {
      const product = await nth(10);
      const total = await publicTotal();
      const categoryCount = async () =>
        ((await request(svc.app).get('/api/products/categories')).body.categories as Array<{ name: string; count: number }>).find(
          (c) => c.name === product.category,
        )?.count ?? 0;
      const inCategory = await categoryCount();
      const words = product.name.split(' ').slice(0, 2).join(' ');
      const found = async () =>
        ((await request(svc.app).get(`/api/products?search=${encodeURIComponent(words)}&limit=100`)).body.products as Product[]).some(
          (p) => p._id === product._id,
        );
      expect(await found()).toBe(true);

      const archived = await post(`/api/admin/products/${product._id}/archive`, {});
      expect(archived.status).toBe(200);
      expect(archived.body.status).toBe('archived');
      const page = await request(svc.app).get(`/api/products/${product._id}`);
      expect(page.status).toBe(404);
      expect(page.body.error).toBe('Product not found.');
      expect((await request(svc.app).get(`/api/products?ids=${product._id}`)).body.products).toEqual([]);
      expect(await found()).toBe(false);
      expect(await publicTotal()).toBe(total - 1);
      expect(await categoryCount()).toBe(inCategory - 1);
      expect(((await request(svc.app).get('/products')).body as Product[]).some((p) => p._id === product._id)).toBe(false);
      // Still in the back office.
      expect((await get(`/api/admin/products/${product._id}`)).body.status).toBe('archived');
      expect((await page2('status=archived')).map((p) => p._id)).toEqual([product._id]);
      expect((await page2('status=active&limit=100')).some((p) => p._id === product._id)).toBe(false);
      // Twice is once: nothing more recorded.
      expect((await post(`/api/admin/products/${product._id}/archive`, {})).status).toBe(200);

      const restored = await post(`/api/admin/products/${product._id}/restore`, {});
      expect(restored.body.status).toBe('active');
      expect((await request(svc.app).get(`/api/products/${product._id}`)).status).toBe(200);
      expect(await found()).toBe(true);
      expect(await publicTotal()).toBe(total);
      expect((await audit(product._id)).map((e) => [e.action, e.before, e.after])).toEqual([
        ['product.restored', { status: 'archived' }, { status: 'active' }],
        ['product.archived', { status: 'active' }, { status: 'archived' }],
      ]);
    });
    const page2 = async (qs: string) => (await page(qs)).items;

    it('answers 404 for an unknown product', async () => {
      expect((await post(`/api/admin/products/${UNKNOWN_ID}/archive`, {})).status).toBe(404);
      expect((await post('/api/admin/products/not-an-id/restore', {})).status).toBe(404);
    });
  });

  describe('export and import', () => {
    const exportCsv = async () => {
      const res = await get('/api/admin/products/export.csv');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      return res.text;
    };
    const importCsv = (csv: string, headers = admin) =>
      request(svc.app).post('/api/admin/products/import').set(headers).set('Content-Type', 'text/csv').send(csv);
    type Row = Record<(typeof PRODUCT_CSV_PRODUCT_COLUMNS)[number], string> & Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;
    const rowsOf = (csv: string) => parse(csv, { columns: true }) as Row[];
    const toCsv = (rows: Array<Record<string, string>>) =>
      [
        PRODUCT_CSV_COLUMNS.join(','),
        ...rows.map((r) => PRODUCT_CSV_COLUMNS.map((c) => `"${(r[c] ?? '').replace(/"/g, '""')}"`).join(',')),
      ].join('\n');

    it('exports every product with the columns, quoting, tags and prices of the contract', async () => {
      const product = await nth(12);
      await request(svc.app)
        .put(`/api/admin/products/${product._id}`)
        .set(admin)
        .send({
          name: 'Maple "Gold", Grade A',
          description: 'Line one,\nline two.',
          category: product.category,
          price: 12,
          imageUrl: product.imageUrl,
          tags: ['breakfast', 'canada'],
        });
      await post(`/api/admin/products/${(await nth(13))._id}/archive`, {});
      const csv = await exportCsv();
      expect(csv.split('\n')[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
      expect(csv).toContain('"Maple ""Gold"", Grade A"');
      const rows = rowsOf(csv);
      // A row per variant: a product with options is on several.
      expect(new Set(rows.map((r) => r.id)).size).toBe((await page('')).total);
      const row = rows.find((r) => r.id === product._id)!;
      expect(row).toMatchObject({ description: 'Line one,\nline two.', price: '12.00', tags: 'breakfast|canada', status: 'active' });
      expect(new Set(rows.filter((r) => r.status === 'archived').map((r) => r.id)).size).toBe(1);
      expect(rows.every((r) => /^\d+\.\d\d$/.test(r.price))).toBe(true);
    });

    it('imports an export unchanged as no change, and an edited one as exactly its changes', async () => {
      const before = await exportCsv();
      const same = await importCsv(before);
      expect(same.status).toBe(200);
      expect(ProductImportReport.parse(same.body)).toEqual({ imported: true, created: 0, updated: 0, rejected: [] });
      expect(await exportCsv()).toBe(before);

      const rows = rowsOf(before);
      const changed = rows.find((r) => r.name === 'Maple "Gold", Grade A')!;
      changed.price = '13.25';
      changed.tags = 'breakfast|canada|gift';
      changed.status = 'archived';
      // A stale stock count (sales happened since the export) does not overwrite today's.
      const stockNow = (await get(`/api/admin/products/${changed.id}`)).body.stock as number;
      changed.stock = String(stockNow + 50);
      rows.push({
        id: '',
        name: 'Haida Gwaii Driftwood Lamp',
        description: 'Driftwood, linen shade.',
        category: 'Home',
        price: '89.00',
        stock: '4',
        tags: 'lamp|coastal',
        imageUrl,
        status: '',
      });
      const res = await importCsv(toCsv(rows));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ imported: true, created: 1, updated: 1, rejected: [] });
      const edited = (await get(`/api/admin/products/${changed.id}`)).body as AdminProduct;
      expect(edited).toMatchObject({ price: 13.25, tags: ['breakfast', 'canada', 'gift'], status: 'archived', stock: stockNow });
      const lamp = (await page('q=driftwood%20lamp')).items[0]!;
      expect(lamp).toMatchObject({ name: 'Haida Gwaii Driftwood Lamp', price: 89, stock: 4, status: 'active', imageUrl });
      expect((await request(svc.app).get(`/api/products/${lamp._id}`)).status).toBe(200);
      const { rows: events } = await svc.db.query<{ payload: { productId: string } }>(
        `SELECT payload FROM catalog.outbox WHERE type = 'product.created'`,
      );
      expect(events.map((e) => e.payload.productId)).toContain(lamp._id);
      expect((await audit(lamp._id)).map((e) => e.action)).toEqual(['product.created']);
      const [update] = await audit(changed.id);
      expect(update).toMatchObject({
        action: 'product.updated',
        before: { price: 12, status: 'active' },
        after: { price: 13.25, status: 'archived' },
      });
    });

    it('refuses a file with bad rows, row by row with every error, and imports nothing', async () => {
      // A file of product columns only, as before variants: its errors are the products'.
      const productOnly = (r: Row) => Object.fromEntries(PRODUCT_CSV_PRODUCT_COLUMNS.map((c) => [c, r[c]])) as Row;
      const rows = rowsOf(await exportCsv())
        .filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i)
        .slice(0, 4)
        .map(productOnly);
      const [good, badPrice, dup] = [rows[0]!, rows[1]!, rows[2]!];
      good.name = 'A Name Nobody Will Ever See';
      badPrice.price = 'free';
      badPrice.name = '';
      const file = [
        good,
        badPrice,
        { ...dup },
        { ...dup, name: 'Same id again' },
        { ...good, id: UNKNOWN_ID, imageUrl: `/images/uploads/${'a'.repeat(64)}.webp` },
        { ...good, id: '', name: 'New but broken', stock: '-3', status: 'gone' },
        { ...good, id: 'not-an-id' },
      ];
      const totalBefore = (await page('')).total;
      const auditBefore = (await get('/api/admin/audit/catalog')).body.total;
      const res = await importCsv(toCsv(file));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('5 rows were refused, so nothing was imported. Correct them and import the file again.');
      const report = ProductImportReport.parse(res.body);
      expect(report).toMatchObject({ imported: false, created: 0, updated: 0 });
      expect(report.rejected).toEqual([
        { row: 3, errors: ['name is required.', 'Price must be a positive number.'] },
        { row: 5, errors: [`The id ${dup.id} is also on row 4: a product can be on one row only.`] },
        {
          row: 6,
          errors: [
            `id: no product has the id ${UNKNOWN_ID}. Leave the id empty to add a new product.`,
            `imageUrl: /images/uploads/${'a'.repeat(64)}.webp is not an image of this store. Upload the picture first.`,
          ],
        },
        { row: 7, errors: ['Stock must be a whole number, 0 or more.', 'status must be active or archived.'] },
        { row: 8, errors: ['id: Not a valid id.'] },
      ]);
      expect((await get(`/api/admin/products/${good.id}`)).body.name).not.toBe('A Name Nobody Will Ever See');
      expect((await page('')).total).toBe(totalBefore);
      expect((await get('/api/admin/audit/catalog')).body.total).toBe(auditBefore);
    });

    it('refuses a file whose only row names an unknown product', async () => {
      const row = rowsOf(await exportCsv())[0]!;
      const res = await importCsv(toCsv([{ ...row, id: UNKNOWN_ID }]));
      expect(res.status).toBe(400);
      expect(res.body.rejected).toEqual([
        { row: 2, errors: [`id: no product has the id ${UNKNOWN_ID}. Leave the id empty to add a new product.`] },
      ]);
    });

    it('refuses what is not a product CSV', async () => {
      const wrongHeader = await importCsv('id,name,price\n,Toque,10\n');
      expect(wrongHeader.status).toBe(400);
      expect(wrongHeader.body.rejected).toEqual([
        { row: 1, errors: ['The header is missing the columns description, category, stock, tags, imageUrl, status.'] },
      ]);
      const broken = await importCsv(`${PRODUCT_CSV_COLUMNS.join(',')}\n,"Toque,oops\n`);
      expect(broken.status).toBe(400);
      expect(broken.body.rejected[0].row).toBe(2);
      expect(broken.body.rejected[0].errors[0]).toMatch(/^The file is not valid CSV: /);
      const empty = await importCsv(`${PRODUCT_CSV_COLUMNS.join(',')}\n`);
      expect(empty.status).toBe(400);
      expect(empty.body.rejected).toEqual([{ row: 2, errors: ['The file has no products: add one row per product under the header.'] }]);
      const json = await post('/api/admin/products/import', { rows: [] });
      expect(json.status).toBe(400);
      expect(json.body.error).toBe('Send the file as text/csv (Content-Type: text/csv), with the columns of the export.');
      const huge = await importCsv(`${PRODUCT_CSV_COLUMNS.join(',')}\n${'x'.repeat(2 * 1024 * 1024)}\n`);
      expect(huge.status).toBe(413);
    });
  });

  describe('the audit log', () => {
    it('records a product added with the form, newest entries first, filtered by action', async () => {
      const res = await post('/api/products', { name: 'Audited Toque', description: 'Wool.', price: 20, stock: 3, imageUrl });
      expect(res.status).toBe(201);
      const [entry] = await audit(res.body._id);
      expect(entry).toMatchObject({
        actorId: adminId,
        actorEmail: 'admin@storefront.test',
        action: 'product.created',
        targetType: 'product',
        before: null,
        after: { _id: res.body._id, name: 'Audited Toque', price: 20, stock: 3, status: 'active' },
      });
      const created = (await get('/api/admin/audit/catalog?action=product.created&limit=100')).body.items as AuditEntry[];
      expect(created.length).toBeGreaterThan(0);
      expect(created.every((e) => e.action === 'product.created')).toBe(true);
      expect(created[0]!.targetId).toBe(res.body._id);
    });
  });

  describe('the dashboard', () => {
    it('counts active and archived products and what runs low by category; the products table pages and filters them', async () => {
      const res = await get('/api/admin/dashboard/catalog');
      expect(res.status).toBe(200);
      const active = (await page('status=active')).total;
      const archived = (await page('status=archived')).total;
      expect(res.body).toMatchObject({ activeProducts: active, archivedProducts: archived });
      const dash = res.body as CatalogDashboard;
      const everyActive = await page(`sort=stock&status=active&limit=100`);
      const low = everyActive.items.filter((p) => p.stock <= LOW_STOCK_THRESHOLD);
      expect(low.length).toBeGreaterThan(5);
      expect(dash.lowStock).toBe(low.length);
      expect(dash.lowStockByCategory.reduce((sum, c) => sum + c.products, 0)).toBe(low.length);
      const [most] = dash.lowStockByCategory;
      expect(most!.products).toBe(low.filter((p) => p.category === most!.category).length);

      // The low-stock list, a page at a time, fewest first, and one category of it.
      const first = await page('lowStock=true&status=active&sort=stock&limit=4');
      expect(first).toMatchObject({ total: low.length, totalPages: Math.ceil(low.length / 4) });
      expect(first.items.map((p) => p.stock)).toEqual(low.slice(0, 4).map((p) => p.stock));
      const second = await page('lowStock=true&status=active&sort=stock&limit=4&page=2');
      expect(second.items.every((p) => p.stock >= first.items.at(-1)!.stock && p.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
      const ofCategory = await page(`lowStock=true&status=active&sort=stock&limit=100&category=${encodeURIComponent(most!.category)}`);
      expect(ofCategory.total).toBe(most!.products);
      expect(ofCategory.items.every((p) => p.category === most!.category && p.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
      expect((await get('/api/admin/products?lowStock=maybe')).status).toBe(400);
    });
  });

  describe('admins only', () => {
    const someId = UNKNOWN_ID;
    it.each([
      ['get', '/api/admin/products'],
      ['get', `/api/admin/products/${someId}`],
      ['put', `/api/admin/products/${someId}`],
      ['post', `/api/admin/products/${someId}/stock`],
      ['post', `/api/admin/products/${someId}/archive`],
      ['post', `/api/admin/products/${someId}/restore`],
      ['get', '/api/admin/products/export.csv'],
      ['post', '/api/admin/products/import'],
      ['get', '/api/admin/dashboard/catalog'],
      ['get', '/api/admin/audit/catalog'],
    ] as const)('%s %s: 403 for a shopper, 401 without a session', async (method, url) => {
      const asShopper = await request(svc.app)[method](url).set(shopper).send({});
      expect(asShopper.status).toBe(403);
      expect(asShopper.body.error).toBe('Only an administrator can do that.');
      expect((await request(svc.app)[method](url).send({})).status).toBe(401);
    });
  });
});
