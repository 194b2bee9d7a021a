import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@storefront/ui';
import { page, parka, refusal, serve, show, variantsService } from './serve';

// A product's options and variants in the back office, against the catalogue's endpoints as the contract
// says they answer (serve.tsx's variantsService parses what the page sends with the contract's VariantsEdit).
vi.hoisted(() => {
  localStorage.setItem('userId', 'admin-1');
  localStorage.setItem('isAdmin', 'true');
});
const { default: Products } = await import('../src/pages/Products');
const { suggestSku } = await import('../src/pages/products/variantDraft');

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => chooseLanguage('en'));
});

const P = parka();
const [S_RED, M_RED] = P.variants.map((v) => v._id);

/** The products page with the parka listed (a listing has no variants) and the catalogue's variant endpoints. */
function serveParka(put?: (body: unknown) => ReturnType<typeof refusal>) {
  const service = variantsService(P);
  const calls = serve((method, url, body) => {
    if (url.startsWith('/api/admin/products?')) return { status: 200, body: page([{ ...P, variants: undefined }]) };
    if (put && method === 'PUT' && url.endsWith('/variants')) return put(body);
    return service.handle(method, url, body);
  });
  return { service, calls };
}

async function openParka(editLabel = 'Edit Parka', tableName = 'Variants') {
  show(<Products />, '/admin/products');
  // The first page drawn in a file waits on its imports: on a busy machine, past findBy's usual second.
  fireEvent.click(await screen.findByRole('button', { name: editLabel }, { timeout: 5000 }));
  return screen.findByRole('table', { name: tableName }, { timeout: 5000 });
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const number = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save options and variants' });

async function noAxeViolations() {
  // jsdom draws no colours, and the page is drawn here without the shell's landmarks around it.
  const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
  const { violations } = await axe.run(document.body, { rules });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the options and variants of a product', () => {
  it('generates the missing combinations, edits, bulk-sets, archives, and sends what the contract parses', async () => {
    const { service, calls } = serveParka();
    const table = await openParka();
    expect(within(table).getAllByRole('row')).toHaveLength(4); // the archived variant too

    fireEvent.change(field('Values of option 2 (separated by commas)'), { target: { value: 'Red, Black' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate variants' }));
    await screen.findByText('2 variants added.');
    expect(field('SKU of Size S · Black').value).toBe('PARKA-S-BLACK');
    expect(number('Price of Size M · Black').value).toBe('189');
    expect(number('Stock of Size M · Black').value).toBe('0');

    fireEvent.change(number('Price of Size M · Black'), { target: { value: '209' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Size S · Black' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Size M · Black' }));
    const bulk = screen.getByRole('form', { name: 'Change the selected variants' });
    fireEvent.change(within(bulk).getByRole('combobox', { name: 'Change' }), { target: { value: 'stock' } });
    fireEvent.change(within(bulk).getByRole('spinbutton', { name: 'Amount' }), { target: { value: '4' } });
    fireEvent.click(within(bulk).getByRole('button', { name: 'Apply to 2 variants' }));
    expect([number('Stock of Size S · Black').value, number('Stock of Size M · Black').value]).toEqual(['4', '4']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'For sale of Size M · Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Size S · Red (PARKA-OLD)' }));

    // Stock changed: no saving without a reason, and the page says so.
    expect(saveButton().disabled).toBe(true);
    const why = screen.getByText('Say why the stock changed (for example "Received 20").');
    expect(saveButton().getAttribute('aria-describedby')).toBe(why.closest('div')!.id);
    await noAxeViolations();
    fireEvent.change(field('Reason for the stock change'), { target: { value: 'Received 8' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await screen.findByText('The options and variants of Parka saved.');

    const sent = calls.find((c) => c.method === 'PUT')!.body;
    expect(sent).toEqual({
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Red', 'Black'] },
      ],
      variants: [
        { _id: S_RED, sku: 'PARKA-S-RED', options: { Size: 'S', Colour: 'Red' }, price: 189, stock: 2, forSale: true },
        { _id: M_RED, sku: 'PARKA-M-RED', options: { Size: 'M', Colour: 'Red' }, price: 199, stock: 3, forSale: false },
        { sku: 'PARKA-S-BLACK', options: { Size: 'S', Colour: 'Black' }, price: 189, stock: 4, forSale: true },
        { sku: 'PARKA-M-BLACK', options: { Size: 'M', Colour: 'Black' }, price: 209, stock: 4, forSale: true },
      ],
      reason: 'Received 8',
    });
    // The stand-in parsed it with the contract's VariantsEdit (prices to cents).
    expect(service.edits.map((e) => e.variants.map((v) => v.price))).toEqual([[18900, 19900, 18900, 20900]]);
    expect(service.current().variants.find((v) => v.sku === 'PARKA-OLD')!.forSale).toBe(false);
    // The table is drawn again from the service's answer.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && !c.url.includes('?'))).toHaveLength(2));
  }, 20_000); // axe takes a few seconds over a table of inputs

  it('shows what variantsProblems finds before saving, and keeps Save off until it is fixed', async () => {
    serveParka();
    await openParka();
    fireEvent.change(field('Name of option 2'), { target: { value: 'size' } });
    await screen.findByText('Two options are called size.');
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'size' })).toBeTruthy();
    fireEvent.change(field('Name of option 2'), { target: { value: 'Colour' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it('shows the service’s refusal of a field beside it', async () => {
    const { calls } = serveParka();
    await openParka();
    // The archived variant is Size S · Red too: the two are told apart by their SKUs.
    fireEvent.change(field('Barcode of Size S · Red (PARKA-S-RED)'), { target: { value: '12' } });
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A barcode is 8 to 14 digits.');
    const barcode = field('Barcode of Size S · Red (PARKA-S-RED)');
    expect(barcode.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(barcode.getAttribute('aria-describedby')!)!.textContent).toBe('A barcode is 8 to 14 digits.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await noAxeViolations();
  }, 20_000);

  it('says the service’s refusal in French', async () => {
    serveParka(() =>
      refusal([{ path: ['variants', 1, 'sku'], message: '', params: { code: 'variant.sku.taken', values: { sku: 'PARKA-M-RED' } } }]),
    );
    await act(() => chooseLanguage('fr'));
    await openParka('Modifier Parka', 'Variantes');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les options et les variantes' }));
    await screen.findByRole('alert');
    const sku = field('UGS de Size M · Red');
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(sku.getAttribute('aria-describedby')!)!.textContent).toBe(
      'L’UGS PARKA-M-RED est déjà celui d’un autre produit.',
    );
    expect(screen.getByRole('heading', { name: 'Options et variantes' })).toBeTruthy();
  });
});

describe('a suggested SKU', () => {
  it('is the product and its values, as the SKU pattern allows, numbered when taken', () => {
    expect(suggestSku('Parka', ['M', 'Red'], new Set())).toBe('PARKA-M-RED');
    expect(suggestSku('Écharpe en laine', ['Taille unique', 'Bleu/gris'], new Set())).toBe('ECHARPE-EN-LAINE-TAILLE-UNIQUE-BLEU-GRIS');
    expect(suggestSku('  «Toque»', ['S'], new Set(['toque-s']))).toBe('TOQUE-S-2');
  });
});

describe('the stock of a product with options', () => {
  it('changes one variant’s stock, named by its id', async () => {
    const { calls } = serveParka();
    await openParka();
    const form = screen.getByRole('form', { name: 'Adjust stock' });
    const choice = within(form).getByRole('combobox', { name: 'Variant' });
    expect(within(choice).getByRole('option', { name: 'Size M · Red · PARKA-M-RED (stock 3)' })).toBeTruthy();
    fireEvent.change(choice, { target: { value: M_RED } });
    fireEvent.change(within(form).getByLabelText('Change (e.g. 20 or -2)'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Received' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Adjust stock' }));
    await screen.findByText('Stock of Parka, Size M · Red, adjusted.');
    expect(calls.find((c) => c.url.endsWith('/stock'))!.body).toEqual({ variantId: M_RED, change: 5, reason: 'Received' });
    // The variants are asked for again: the table shows the stock the service counted.
    await waitFor(() => expect(number('Stock of Size M · Red').value).toBe('8'));
  });
});

describe('a product with options in the products table', () => {
  it('shows its price from its cheapest variant to its dearest, its options and its stock of all variants', async () => {
    serve((_m, url) =>
      url.startsWith('/api/admin/products?') ? { status: 200, body: page([{ ...P, variants: undefined }, P]) } : undefined,
    );
    show(<Products />, '/admin/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const [listed, withVariants] = within(table).getAllByRole('row').slice(1);
    expect(listed!.textContent).toContain('Size · Colour');
    expect(listed!.textContent).toContain('From $189.00 to $199.00');
    expect(listed!.textContent).toContain('5 in all');
    expect(withVariants!.textContent).toContain('2 variants'); // the archived one is not counted
  });
});
