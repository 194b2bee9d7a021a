import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminProduct, type CatalogDashboard, PRODUCT_CSV_COLUMNS, type Product, ProductImportReport } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { catalogService } from '../src';

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

// Staff write a product's French beside its English: in the product form, and in the CSV's name_fr and
// description_fr columns. A missing French text shows in English and is listed; a shop that sells in
// Quebec (FRENCH_REQUIRED) refuses a product without its French.
describe.each(BACKENDS)('French in the back office on $label', (backend) => {
  let svc: StartedTestService;
  let strict: StartedTestService;
  let admin: Record<string, string>;

  beforeAll(async () => {
    [svc, strict] = await Promise.all([
      startTestService(catalogService, backend),
      startTestService(catalogService, { ...backend, env: { FRENCH_REQUIRED: 'true' } }),
    ]);
    admin = { Authorization: `Bearer ${await (await testAuth()).tokenFor({ isAdmin: true, name: 'Staff', email: 'staff@example.ca' })}` };
  });
  afterAll(async () => Promise.all([svc?.close(), strict?.close()]));

  const adminGet = (on: StartedTestService, url: string) => request(on.app).get(url).set(admin);
  const firstProduct = async (on: StartedTestService) =>
    ((await adminGet(on, '/api/admin/products?sort=name&limit=5')).body.items as AdminProduct[]).find((p) => p.options.length === 0)!;
  const edit = (on: StartedTestService, p: AdminProduct, texts?: unknown) =>
    request(on.app)
      .put(`/api/admin/products/${p._id}`)
      .set(admin)
      .send({ name: p.name, description: p.description, category: p.category, price: p.price, imageUrl: p.imageUrl, tags: p.tags, texts });
  const inFrench = async (on: StartedTestService, id: string) =>
    (await request(on.app).get(`/api/products/${id}`).set('Cookie', 'lang=fr')).body as Product;
  const importCsv = (on: StartedTestService, csv: string) =>
    request(on.app).post('/api/admin/products/import').set(admin).set('Content-Type', 'text/csv').send(csv);
  const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const toCsv = (rows: Array<Partial<Row>>, columns: readonly string[]) =>
    [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c as keyof Row] ?? '')).join(','))].join('\n');
  const rowOf = (p: AdminProduct): Partial<Row> => ({
    id: p._id,
    name: p.name,
    description: p.description,
    category: p.category,
    price: p.price.toFixed(2),
    stock: String(p.stock),
    tags: p.tags.join('|'),
    imageUrl: p.imageUrl,
    status: p.status,
  });

  it('saves the French beside the English, shows it in the shop, and keeps a text left out', async () => {
    const p = await firstProduct(svc);
    expect(p.texts.fr?.name).toBeTruthy(); // the starting catalogue's
    const saved = await edit(svc, p, { fr: { name: 'Nom révisé', description: 'Une description révisée.' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as AdminProduct).texts.fr).toEqual({ name: 'Nom révisé', description: 'Une description révisée.' });
    // The English stays the product's own; the French shop reads the French.
    expect((saved.body as AdminProduct).name).toBe(p.name);
    expect(await inFrench(svc, p._id)).toMatchObject({ name: 'Nom révisé', description: 'Une description révisée.' });
    // Searched by its new French name, it is among the products whose name matches; the old one is gone.
    const searched = async (words: string) =>
      ((await request(svc.app).get(`/api/products?search=${encodeURIComponent(words)}&lang=fr`)).body.products as Array<{ _id: string }>)[0]
        ?._id;
    expect(await searched('nom revise')).toBe(p._id);
    const { rows } = await svc.db.query<{ hit: boolean }>(
      `SELECT name_words @@ to_tsquery('catalog.french_words', 'revise') AS hit FROM catalog.products WHERE id = $1`,
      [p._id],
    );
    expect(rows[0]!.hit).toBe(true);
    // Only the name given: the description stays; no texts given: both stay.
    await edit(svc, p, { fr: { name: 'Nom seul' } });
    await edit(svc, p);
    expect((await inFrench(svc, p._id)).description).toBe('Une description révisée.');
    expect((await inFrench(svc, p._id)).name).toBe('Nom seul');
    // The audit log has the French before and after.
    const audit = (await adminGet(svc, `/api/admin/audit/catalog?targetId=${p._id}`)).body.items as Array<{ after: AdminProduct }>;
    expect(audit.some((a) => a.after.texts?.fr?.name === 'Nom révisé')).toBe(true);
    // Too long is refused like the English.
    const long = await edit(svc, p, { fr: { name: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
  });

  it("saves a product's options in French from the form, and keeps them through an edit that leaves them out", async () => {
    const items = (await adminGet(svc, '/api/admin/products?sort=name&limit=100')).body.items as AdminProduct[];
    const p = items.find((x) => x.options.some((o) => o.name === 'Colour'))!;
    const colour = p.options.find((o) => o.name === 'Colour')!;
    const [first, second] = colour.values;
    const options = { Colour: { name: 'Teinte', values: { [first!]: 'Première teinte' } } };
    const saved = await edit(svc, p, { fr: { name: 'Avec options', description: 'Une description.', options } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as AdminProduct).texts.fr?.options).toEqual(options);
    const shown = await inFrench(svc, p._id);
    // The value left without French shows in English; the variants are named as the options are.
    expect(shown.options.find((o) => o.name === 'Teinte')?.values).toEqual(colour.values.map((v) => (v === first ? 'Première teinte' : v)));
    expect(shown.variants!.some((v) => v.options.Teinte === 'Première teinte')).toBe(true);
    expect(shown.variants!.some((v) => v.options.Teinte === second)).toBe(true);
    // A later edit of the name alone keeps them.
    await edit(svc, p, { fr: { name: 'Nom seul' } });
    expect((await inFrench(svc, p._id)).options.map((o) => o.name)).toContain('Teinte');
    // Four options, or an option name of two lines: refused, and nothing saved.
    const four = Object.fromEntries(['A', 'B', 'C', 'D'].map((n) => [n, { name: n }]));
    const many = await edit(svc, p, { fr: { options: four } });
    expect([many.status, many.body.code]).toEqual([400, 'options.max']);
    const broken = await edit(svc, p, { fr: { options: { Colour: { name: 'Tein\nte' } } } });
    expect(broken.status).toBe(400);
    expect((await inFrench(svc, p._id)).options.map((o) => o.name)).toContain('Teinte');
  });

  it('lists and counts what has no French, and the shop shows the English for it', async () => {
    const products = (await adminGet(svc, '/api/admin/products?sort=name&limit=10')).body.items as AdminProduct[];
    const target = products.find((x) => x.options.length === 0 && x.texts.fr?.name !== 'Nom seul')!;
    const before = (await adminGet(svc, '/api/admin/dashboard/catalog')).body as CatalogDashboard;
    expect((await edit(svc, target, { fr: { name: '', description: '' } })).status).toBe(200);
    const missing = (await adminGet(svc, '/api/admin/products?missingFrench=true')).body.items as AdminProduct[];
    expect(missing.map((x) => x._id)).toContain(target._id);
    expect(missing.every((x) => !x.texts.fr?.name || !x.texts.fr?.description)).toBe(true);
    const after = (await adminGet(svc, '/api/admin/dashboard/catalog')).body as CatalogDashboard;
    expect(after.missingFrench).toBe(before.missingFrench + 1);
    expect((await inFrench(svc, target._id)).name).toBe(target.name);
  });

  it('exports name_fr and description_fr, imports them back, and leaves the French alone without the columns', async () => {
    const csv = (await adminGet(svc, '/api/admin/products/export.csv')).text;
    const rows = parse(csv, { columns: true }) as Row[];
    expect(Object.keys(rows[0]!)).toEqual([...PRODUCT_CSV_COLUMNS]);
    const withFrench = rows.find((r) => r.name_fr && r.variantId === r.id && !r.option1Name)!;
    expect(withFrench.description_fr).toBeTruthy();
    const p = (await adminGet(svc, `/api/admin/products/${withFrench.id}`)).body as AdminProduct;

    // The French changed in the file, and only it.
    const changed = await importCsv(svc, toCsv([{ ...rowOf(p), name_fr: 'Nom importé' }], [...Object.keys(rowOf(p)), 'name_fr']));
    expect(ProductImportReport.parse(changed.body)).toMatchObject({ imported: true, updated: 1 });
    expect(await inFrench(svc, p._id)).toMatchObject({ name: 'Nom importé', description: p.texts.fr!.description });
    // A file without the French columns changes nothing of it.
    const plain = await importCsv(svc, toCsv([{ ...rowOf(p), description: 'New English words.' }], Object.keys(rowOf(p))));
    expect(ProductImportReport.parse(plain.body)).toMatchObject({ imported: true, updated: 1 });
    expect(await inFrench(svc, p._id)).toMatchObject({ name: 'Nom importé', description: p.texts.fr!.description });
    // The export imports as it is: nothing to change.
    const again = await importCsv(svc, (await adminGet(svc, '/api/admin/products/export.csv')).text);
    expect(ProductImportReport.parse(again.body)).toMatchObject({ imported: true, created: 0, updated: 0 });
  });

  it("exports each variant's options in French beside the English, and imports them back as the product's", async () => {
    const csv = (await adminGet(svc, '/api/admin/products/export.csv')).text;
    const card = (parse(csv, { columns: true }) as Row[]).filter((r) => r.option1Name === 'Amount');
    expect(card.map((r) => [r.option1Value, r.option1Name_fr, r.option1Value_fr, r.option2Name_fr])).toEqual([
      ['$25', 'Montant', '25\u00a0$', ''],
      ['$50', 'Montant', '50\u00a0$', ''],
      ['$100', 'Montant', '100\u00a0$', ''],
    ]);
    const id = card[0]!.id;
    // One value's French changed in the file, and one left blank: the product's French options are the file's.
    const edited = card.map((r) =>
      r.option1Value === '$50' ? { ...r, option1Value_fr: '50 dollars' } : r.option1Value === '$100' ? { ...r, option1Value_fr: '' } : r,
    );
    const imported = ProductImportReport.parse((await importCsv(svc, toCsv(edited, PRODUCT_CSV_COLUMNS))).body);
    expect(imported).toMatchObject({ imported: true, updated: 1 });
    expect((await inFrench(svc, id)).options).toEqual([{ name: 'Montant', values: ['25\u00a0$', '50 dollars', '$100'] }]);
    // Imported again as exported: nothing changes.
    const again = ProductImportReport.parse((await importCsv(svc, (await adminGet(svc, '/api/admin/products/export.csv')).text)).body);
    expect(again).toMatchObject({ imported: true, created: 0, updated: 0 });
    // Two rows of the product that name the option otherwise in French: refused, on the second.
    const disagreeing = edited.map((r, i) => (i === 1 ? { ...r, option1Name_fr: 'Valeur' } : r));
    const refused = ProductImportReport.parse((await importCsv(svc, toCsv(disagreeing, PRODUCT_CSV_COLUMNS))).body);
    expect(refused.imported).toBe(false);
    expect(refused.rejected).toEqual([{ row: 3, errors: [expect.stringMatching(/^The French of Amount is not as on row 2/)] }]);
  });

  it('refuses a product without its French where the shop requires it, in the form and in the file', async () => {
    const p = await firstProduct(strict);
    const cleared = await edit(strict, p, { fr: { description: ' ' } });
    expect([cleared.status, cleared.body.code]).toEqual([400, 'product.french.required']);
    expect((await edit(strict, p, { fr: { name: 'Nouveau nom' } })).status).toBe(200);
    const columns = [...Object.keys(rowOf(p)), 'name_fr', 'description_fr'];
    const fresh = { ...rowOf(p), id: '', name: 'A New Thing', name_fr: 'Une chose nouvelle' };
    const refused = ProductImportReport.parse((await importCsv(strict, toCsv([{ ...fresh, description_fr: '' }], columns))).body);
    expect(refused.imported).toBe(false);
    expect(refused.rejected).toEqual([{ row: 2, errors: [expect.stringMatching(/French name and description/)] }]);
    const accepted = ProductImportReport.parse(
      (await importCsv(strict, toCsv([{ ...fresh, description_fr: 'Une description.' }], columns))).body,
    );
    expect(accepted).toMatchObject({ imported: true, created: 1 });
  });
});
