import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@storefront/ui';
import { catalogueProblems } from '@storefront/ui/testing';
import { figures, ordersDashboard } from './dashboard-figures';
import { adminOrder, page, product, serve, show } from './serve';

// The back office in French: every message has its French one, and the pages show them, with prices,
// numbers and dates written the French way.
vi.hoisted(() => {
  localStorage.setItem('userId', 'admin-1');
  localStorage.setItem('isAdmin', 'true');
});
const { default: Admin } = await import('../src/Admin');
const { default: Orders } = await import('../src/pages/Orders');
const { default: OrderDetail } = await import('../src/pages/OrderDetail');
const { default: Products } = await import('../src/pages/Products');
const { default: UploadProduct } = await import('../src/pages/UploadProduct');
const { catalogue } = await import('../src/messages');

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => chooseLanguage('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

const inFrench = () => act(() => chooseLanguage('fr'));
/** The page's text with the narrow and non-breaking spaces French puts in numbers written as spaces. */
const spaced = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const pageText = () => spaced(document.body.textContent);
const expectNoEnglish = (...words: string[]) => {
  for (const word of words) expect(pageText()).not.toContain(word);
};

const openAdmin = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<Admin />} />
      </Routes>
    </MemoryRouter>,
  );

const ID = adminOrder('Paid')._id;
const PATH = `/api/admin/orders/${ID}`;
const PLACED = '2026-11-22T17:00:00.000Z';

describe('the back office in French', () => {
  it('has every message in French', async () => {
    expect(
      await catalogueProblems(catalogue, [
        'common.description',
        'common.stock',
        'common.total',
        'common.actions',
        'common.action',
        'order.actions',
        'order.tax',
        'upload.image',
        'variants.options',
        // The same word in French.
        'nav.promotions',
        'promotions.title',
        'promotions.actions',
        'audit.target.promotion',
        // A category and a count: no words.
        'dashboard.categoryCount',
      ]),
    ).toEqual([]);
  });

  it('shows the dashboard, its navigation, money and counts in French', async () => {
    serve((_m, url) => {
      if (url === '/api/admin/dashboard/orders')
        return {
          status: 200,
          body: { ...ordersDashboard, week: figures(1717, 1234.56, 45.1, 30_000, 1_200) },
        };
      if (url === '/api/admin/dashboard/catalog')
        return { status: 502, body: { message: 'The catalog service is not available right now.' } };
    });
    await inFrench();
    openAdmin('/admin');
    const week = await screen.findByRole('group', { name: 'Cette semaine' });
    const tile = (group: HTMLElement, label: string) =>
      [...within(group).getByText(label, { selector: 'dt' }).parentElement!.querySelectorAll('dd')].map((dd) => spaced(dd.textContent));
    expect(tile(week, 'Commandes')).toEqual(['1 717']);
    expect(tile(week, 'Ventes brutes')).toEqual(['1 234,56 $']);
    expect(tile(week, 'Ventes nettes')).toEqual(['1 189,46 $']);
    const period = screen.getByRole('group', { name: '30 derniers jours' });
    expect(tile(period, 'Ventes nettes')).toEqual(['3 750,00 $', '▲ 27,1 % par rapport aux 30 jours précédents']);
    expect(tile(period, 'Visites qui achètent')).toEqual(['4,5 %', '36 sur 800 visites · +0,5 point par rapport aux 30 jours précédents']);
    expect(tile(screen.getByRole('group', { name: "Aujourd'hui" }), 'Ventes brutes')).toEqual(['150,50 $']);
    expect(tile(screen.getByRole('group', { name: 'À faire' }), 'À expédier')).toEqual(['4']);
    const chart = screen.getByRole('img', { name: /^Ventes nettes chaque jour des 30 derniers jours/ });
    expect(spaced(chart.textContent)).toContain(
      'Ventes nettes chaque jour des 30 derniers jours, 465,00 $ en tout, contre 930,00 $ les 30 jours précédents.',
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Administration',
      'Ventes',
      '30 derniers jours',
      'Jour par jour',
      "Aujourd'hui",
      'Cette semaine',
      'Meilleurs vendeurs',
      'À faire',
      'Stock faible',
    ]);
    // The service's reason stays as it wrote it, in a French sentence.
    // The service's English reason is not shown on a French page: its status is, in French.
    await screen.findByText(
      "Impossible de charger l'état des stocks : La boutique n’a pas pu le faire pour le moment. Veuillez réessayer dans un instant.",
    );
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Tableau de bord',
      'Produits',
      'Commandes',
      'Promotions',
      'Cartes-cadeaux',
      'Avis',
      "Journal d'audit",
      'Ajouter un produit',
    ]);
    expectNoEnglish('Back office', 'Dashboard', 'Net sales', 'Top sellers', 'Low stock', 'Visits', 'Upload New Product', 'Could not load');
  });

  it('refuses a session that is no longer an admin one in French', async () => {
    serve(() => ({ status: 403, body: { message: 'Only an administrator can do that.' } }));
    await inFrench();
    openAdmin('/admin');
    await screen.findByText("Seuls les administrateurs ont accès à l'administration de la boutique.");
  });

  it('lists the orders with French statuses, dates, prices and count', async () => {
    serve((_m, url) =>
      url.startsWith('/api/admin/orders?') ? { status: 200, body: page([adminOrder('Paid', { createdAt: PLACED })]) } : undefined,
    );
    await inFrench();
    show(<Orders />, '/admin/orders');
    const table = await screen.findByRole('table', { name: 'Commandes' });
    const row = spaced(within(table).getAllByRole('row')[1]!.textContent);
    expect(row).toMatch(/22 nov\. 2026, \d{1,2} h \d{2}/);
    expect(row).toContain('Payée');
    expect(row).toContain('62,15 $');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Commande', 'Passée le', 'Client', 'Statut', 'Total']);
    const status = screen.getByLabelText('Statut') as HTMLSelectElement;
    expect([...status.options].slice(0, 3).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Tous les statuts'],
      ['Pending Payment', 'En attente de paiement'],
      ['Paid', 'Payée'],
    ]);
    expect(screen.getByLabelText('Numéro de commande ou courriel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtrer' })).toBeTruthy();
    expect(screen.getByText('1 commande')).toBeTruthy();
    expectNoEnglish('Placed', 'Customer', 'Any status', 'Order number or email', 'Filter', 'orders', 'Paid', '$62.15', 'Nov');
  });

  it('shows an order, its totals and its actions in French', async () => {
    let current = adminOrder('Paid', { createdAt: PLACED, taxes: [{ name: 'HST', rate: 13, amount: 7.15 }] });
    const calls = serve((method, url) => {
      if (method === 'GET' && url === PATH) return { status: 200, body: current };
      if (method === 'POST' && url === `${PATH}/ship`) {
        current = { ...current, status: 'Shipped' };
        return { status: 200, body: current };
      }
    });
    await inFrench();
    show(<OrderDetail />, `/admin/orders/${ID}`, '/admin/orders/:orderId');
    await screen.findByRole('heading', { name: 'Commande A1B2C3D4' });
    expect(pageText()).toMatch(/Passée le 22 nov\. 2026, \d{1,2} h \d{2} · Statut : Payée/);
    const totals = within(screen.getByRole('table', { name: 'Totaux' }))
      .getAllByRole('row')
      .map((r) => spaced(r.textContent));
    expect(totals).toEqual(['Articles55,00 $', 'Livraison0,00 $', 'TVH (13 %)7,15 $', 'Total62,15 $', 'Remboursé0,00 $']);
    expect(within(screen.getByRole('table', { name: 'Articles' })).getByRole('columnheader', { name: 'UGS' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Client et livraison' })).toBeTruthy();
    expect(screen.getByText('Aucun remboursement.')).toBeTruthy();
    expect(screen.getByText('Aucun retour.')).toBeTruthy();

    const cancel = screen.getByRole('form', { name: 'Annuler la commande' });
    fireEvent.change(within(cancel).getByLabelText("Motif de l'annulation"), { target: { value: 'Demande du client' } });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Annuler la commande' }));
    const confirm = screen.getByRole('alertdialog', { name: "Confirmer l'annulation" });
    expect(spaced(confirm.textContent)).toContain('Annuler la commande A1B2C3D4? 62,15 $ sera remboursé sur la carte du client.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Conserver la commande' }));

    const refund = screen.getByRole('form', { name: 'Remboursement' });
    expect(spaced(within(refund).getByRole('group', { name: 'À rembourser' }).textContent)).toContain('Tout le solde (62,15 $)');
    fireEvent.click(within(refund).getByLabelText('Certaines lignes'));
    expect(within(refund).getByLabelText('Quantité de « Wool Toque » à rembourser')).toBeTruthy();

    const ship = screen.getByRole('form', { name: 'Marquer comme expédiée' });
    fireEvent.change(within(ship).getByLabelText('Transporteur'), { target: { value: 'Postes Canada' } });
    fireEvent.change(within(ship).getByLabelText('Numéro de suivi'), { target: { value: '1Z999' } });
    await act(async () => fireEvent.click(within(ship).getByRole('button', { name: 'Marquer comme expédiée' })));
    await screen.findByText('Commande marquée comme expédiée.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${PATH}/ship`]);
    await screen.findByRole('button', { name: 'Marquer comme livrée' });
    expect(pageText()).toContain('Statut : Expédiée');
    expectNoEnglish('Items', 'Shipping', 'Refunds', 'Returns', 'Mark shipped', 'Status:', 'HST', 'Timeline', 'Customer', 'All orders');
  });

  it('says in French what a refund retried and a backorder are', async () => {
    const pending = { _id: 'r-2', amount: 62.15, status: 'Pending' as const, reason: 'Cancelled by the store', items: [] };
    const cancelled = adminOrder('Cancelled', {
      refunds: [{ ...pending, createdAt: PLACED, settledAt: null }],
      backordered: [],
    });
    serve((method, url) => {
      if (method === 'GET' && url === PATH) return { status: 200, body: cancelled };
      if (method === 'POST' && url === `${PATH}/refunds/r-2/retry`) return { status: 200, body: cancelled };
    });
    await inFrench();
    const shown = show(<OrderDetail />, `/admin/orders/${ID}`, '/admin/orders/:orderId');
    const refunds = await screen.findByRole('table', { name: 'Remboursements' });
    const row = spaced(within(refunds).getAllByRole('row')[1]!.textContent);
    expect(row).toContain('En attente');
    expect(row).toContain('Toute la commande');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Relancer le remboursement' })));
    expect(spaced((await screen.findByRole('status')).textContent)).toBe(
      "Remboursement de 62,15 $ demandé de nouveau au fournisseur de paiement : il reste en attente jusqu'à ce que le fournisseur le confirme.",
    );
    shown.unmount();
    vi.unstubAllGlobals();

    const backordered = adminOrder('Backordered', {
      backordered: [{ productId: 'p-2', variantId: 'p-2', name: 'Maple Syrup', options: {}, quantity: 1 }],
    });
    const calls = serve((method, url) => {
      if (method === 'GET' && url === PATH) return { status: 200, body: backordered };
      if (method === 'POST') return { status: 200, body: backordered };
    });
    show(<OrderDetail />, `/admin/orders/${ID}`, '/admin/orders/:orderId');
    await screen.findByRole('heading', { name: 'Commande en souffrance' });
    expect(screen.getByText(/^En rupture de stock au moment du paiement : 1 × Maple Syrup\./)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rembourser les lignes manquantes' })));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ reason: 'Rupture de stock' });
    await screen.findByText('Remboursement des lignes manquantes demandé au fournisseur de paiement.');
  });

  it('shows the products, the editor and the import in French', async () => {
    serve((method, url) => {
      if (url.startsWith('/api/admin/products?'))
        return { status: 200, body: page([product(1, { price: 1234.56 }), product(2, { status: 'archived' })]) };
      if (method === 'POST' && url === '/api/admin/products/import')
        return { status: 400, body: { imported: false, created: 0, updated: 0, rejected: [{ row: 2, errors: ['name is required.'] }] } };
    });
    await inFrench();
    show(<Products />, '/admin/products');
    const table = await screen.findByRole('table', { name: 'Produits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nom ▲', 'Catégorie', 'Prix', 'Stock', 'Statut', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(spaced(first!.textContent)).toContain('1 234,56 $');
    expect(first!.textContent).toContain('Actif');
    expect(second!.textContent).toContain('Archivé');
    expect(screen.getByRole('button', { name: 'Restaurer Product 2' })).toBeTruthy();
    expect(screen.getByText('2 produits')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des produits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Modifier Product 1' }));
    const form = screen.getByRole('form', { name: 'Modifier le produit' });
    expect(within(form).getByLabelText('Mots-clés (séparés par des virgules)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stock : 1' })).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'Ajuster le stock' })).getByLabelText('Variation (p. ex. 20 ou -2)')).toBeTruthy();

    const csv = new File(['id,name\n'], 'products.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Fichier CSV'), { target: { files: [csv] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Importer' })));
    await screen.findByText("Rien n'a été importé : 1 ligne a été refusée. Corrigez-la et importez le fichier de nouveau.");
    expect(screen.getByRole('table', { name: 'Lignes refusées' })).toBeTruthy();
    expectNoEnglish('Search products', 'Export CSV', 'Edit', 'Restore', 'Active', 'Save', 'Nothing was imported', 'products');
  });

  it('shows the upload form in French', async () => {
    serve(() => undefined);
    await inFrench();
    show(<UploadProduct />, '/upload-product');
    expect(screen.getByRole('heading', { name: 'Ajouter un produit' })).toBeTruthy();
    expect(screen.getByLabelText('Catégorie (facultatif)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Téléverser l'image" }));
    await screen.findByText('Veuillez choisir une image.');
    expect(screen.getByRole('button', { name: 'Ajouter le produit' })).toBeTruthy();
    expectNoEnglish('Upload', 'Submit Product', 'Category (optional)', 'Please select');
  });

  it('shows the audit log in French', async () => {
    const entry = {
      _id: 'c1',
      at: PLACED,
      actorId: 'admin-1',
      actorEmail: 'admin@storefront.test',
      action: 'product.updated',
      targetType: 'product',
      targetId: 't-c1',
      before: { price: 10 },
      after: { price: 12 },
    };
    // An action this remote has no name for (a newer service's) shows as its code.
    const newer = { ...entry, _id: 'c0', at: '2026-11-21T10:00:00.000Z', action: 'product.renamed', targetType: 'bundle' };
    serve((_m, url) => {
      if (url.startsWith('/api/admin/audit/catalog?'))
        return { status: 200, body: { items: [entry, newer], page: 1, totalPages: 1, total: 2 } };
      if (url.startsWith('/api/admin/audit/orders?')) return { status: 502, body: { message: 'down' } };
      if (url.startsWith('/api/admin/audit/')) return { status: 200, body: { items: [], page: 1, totalPages: 1, total: 0 } };
    });
    await inFrench();
    openAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Quand', 'Qui', 'Quoi', 'Cible', 'Avant → après']);
    expect(spaced(within(table).getAllByRole('row')[1]!.textContent)).toMatch(/^22 nov\. 2026, \d{1,2} h \d{2}/);
    const [, updated, renamed] = within(table).getAllByRole('row');
    // The action and the kind of target named in French; the action's code and the id kept as data.
    expect(
      within(updated!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.any(String), 'admin@storefront.test', 'Produit modifiéproduct.updated', 'Produit t-c1', 'price: 10 → 12']);
    expect(within(renamed!).getAllByRole('cell')[2]!.textContent).toBe('product.renamed');
    expect(within(renamed!).getAllByRole('cell')[3]!.textContent).toBe('bundle t-c1');
    // 'down' is no message of the store's: the page says what a 502 means, in French.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Le journal des commandes n'a pas pu être chargé : La boutique n’a pas pu le faire pour le moment. Veuillez réessayer dans un instant.",
      ),
    );
    expectNoEnglish('Audit log', 'When', 'Who', 'Target', 'could not be loaded');
  });
});
