import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import type { AdminProduct, PaymentCompleted, Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import {
  BACKENDS,
  type StartedTestService,
  type TestDeployment,
  startTestDeployment,
  startTestService,
  testAuth,
} from '@storefront/testing';
import { supportService } from '../src';
import { answer } from '../src/domain/answers';
import { mailsIn, waitFor } from './fixtures';

// Products with options: a mail names a variant's line with its options (and the receipt its SKU), and the
// assistant answers a stock question about a variant from the catalogue's own stock, in English and French.
describe.each(BACKENDS)('variants in mails and in the chat on $label', (backend) => {
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let support: StartedTestService;
  let parka: Product;
  const mails = () => mailsIn(support.dataDir);

  // Sizes S, M, L in Red and Black: M · Red has 4, M · Black none.
  const stock: Record<string, number> = { 'S-Red': 0, 'S-Black': 2, 'M-Red': 4, 'M-Black': 0, 'L-Red': 0, 'L-Black': 3 };

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'support-variants');
    catalog = await deployment.start(catalogService, { listen: true });
    support = await deployment.start(supportService, { env: { CATALOG_URL: catalog.url, ORDERS_URL: 'http://127.0.0.1:9' } });
    const admin = {
      Authorization: `Bearer ${await (await testAuth()).tokenFor({ isAdmin: true, name: 'Admin', email: 'admin@storefront.test' })}`,
    };
    const found: Product[] = (await request(catalog.app).get('/api/products?search=arctic%20parka&limit=5')).body.products;
    parka = found.find((p) => p.name === 'Cabot Trail Arctic Down Parka')!;
    const saved = await request(catalog.app)
      .put(`/api/admin/products/${parka._id}/variants`)
      .set(admin)
      .send({
        options: [
          { name: 'Size', values: ['S', 'M', 'L'] },
          { name: 'Colour', values: ['Red', 'Black'] },
        ],
        variants: ['S', 'M', 'L'].flatMap((size) =>
          ['Red', 'Black'].map((colour) => ({
            sku: `ARCTIC-${size}-${colour.toUpperCase()}`,
            options: { Size: size, Colour: colour },
            price: 279,
            stock: stock[`${size}-${colour}`],
          })),
        ),
        reason: 'Count for the chat test',
      });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Its options in French, as staff write them in the back office.
    const own = (await request(catalog.app).get(`/api/admin/products/${parka._id}`).set(admin)).body as AdminProduct;
    const options = { Size: { name: 'Taille' }, Colour: { name: 'Couleur', values: { Red: 'Rouge', Black: 'Noir' } } };
    const { name, description, category, price, imageUrl, tags } = own;
    const french = await request(catalog.app)
      .put(`/api/admin/products/${parka._id}`)
      .set(admin)
      .send({ name, description, category, price, imageUrl, tags, texts: { fr: { ...own.texts.fr, options } } });
    expect(french.status, JSON.stringify(french.body)).toBe(200);
  });
  afterAll(async () => deployment?.close());

  it('lists two variants of one product on the receipt, each with its options and SKU; a line sold one way as before', async () => {
    const orderId = crypto.randomUUID();
    const line = (size: string, colour: string, quantity: number) => ({
      productId: parka._id,
      variantId: crypto.randomUUID(),
      name: 'Cabot Trail Arctic Down Parka',
      options: { Size: size, Colour: colour },
      sku: `ARCTIC-${size}-${colour.toUpperCase()}`,
      price: 279,
      quantity,
    });
    const payload: PaymentCompleted = {
      orderId,
      userId: crypto.randomUUID(),
      customerEmail: 'ada@example.ca',
      customerName: 'Ada',
      items: [line('M', 'Red', 1), line('L', 'Black', 2), { productId: 'syrup', name: 'Maple Syrup', price: 12.5, quantity: 1 }],
      subtotal: 849.5,
      tax: 110.44,
      totalAmount: 959.94,
      currency: 'cad',
      paidAt: new Date().toISOString(),
    };
    await support.bus.publish(createEvent('payment.completed', payload));
    const subject = `Subject: Your Maple Market receipt for order ${orderId.slice(0, 8).toUpperCase()}`;
    const receipt = await waitFor(() => mails().find((m) => m.includes(subject)), 'the receipt');
    expect(receipt).toContain(
      [
        '  1 x Cabot Trail Arctic Down Parka (Size M · Red) @ $279.00 = $279.00',
        '      SKU: ARCTIC-M-RED',
        '  2 x Cabot Trail Arctic Down Parka (Size L · Black) @ $279.00 = $558.00',
        '      SKU: ARCTIC-L-BLACK',
        '  1 x Maple Syrup @ $12.50 = $12.50',
        '',
      ].join('\n'),
    );

    // In French, the same lines with the options as the order gave them.
    const inFrench = crypto.randomUUID();
    await support.bus.publish(createEvent('payment.completed', { ...payload, orderId: inFrench, language: 'fr' }));
    const recu = await waitFor(
      () => mails().find((m) => m.includes(inFrench.slice(0, 8).toUpperCase()) && m.includes('UGS')),
      'the French receipt',
    );
    expect(recu).toMatch(/ {2}1 x Cabot Trail Arctic Down Parka \(Size M · Red\) à 279,00\s\$ = 279,00\s\$\n {6}UGS : ARCTIC-M-RED\n/);
  });

  const chat = (message: string, language = 'en') => request(support.app).post('/chat').set('Cookie', `lang=${language}`).send({ message });

  it("answers a variant's stock from the catalogue, and what else is in stock when it is sold out", async () => {
    const cases: Array<[string, string]> = [
      ['do you have the arctic parka in size M in red?', 'Yes, the Cabot Trail Arctic Down Parka in M · Red is in stock (4 left).'],
      ['Is the Arctic Parka in medium?', 'Yes, the Cabot Trail Arctic Down Parka in M is in stock: M · Red (4 left).'],
      [
        'is the arctic parka in stock in medium black?',
        'The Cabot Trail Arctic Down Parka in M · Black is sold out; it is in stock in S · Black, M · Red, L · Black.',
      ],
      [
        'what sizes does the arctic parka come in?',
        'The Cabot Trail Arctic Down Parka comes in S, M, L and Red, Black; in stock: S · Black, M · Red, L · Black.',
      ],
      [
        'is the arctic parka in extra large?',
        'The Cabot Trail Arctic Down Parka does not come in XL. The Cabot Trail Arctic Down Parka comes in S, M, L and Red, Black; in stock: S · Black, M · Red, L · Black.',
      ],
    ];
    for (const [question, reply] of cases) {
      const res = await chat(question);
      expect(res.body, question).toMatchObject({ topic: 'product-question', message: reply });
    }
    // Three parkas fit "the parka": which one.
    expect((await chat('is the parka in medium?')).body.message).toMatch(
      /^We have several of those: .*Cabot Trail Arctic Down Parka.*\. Which one do you mean\?$/,
    );
    // A product question that is not about stock keeps the general answer.
    expect((await chat('is the arctic parka warm?')).body.message).toBe(answer('product-question', 'en'));
  });

  it("answers the same in French, naming the product and its options in French, by either language's name", async () => {
    expect((await chat('la parka arctic existe en M ?', 'fr')).body.message).toBe(
      'Oui, l’article « Parka en duvet arctique de Cabot Trail » en M est en stock : M · Rouge (il en reste 4).',
    );
    expect((await chat('avez-vous la parka arctic en moyen noir?', 'fr')).body.message).toBe(
      'L’article « Parka en duvet arctique de Cabot Trail » en M · Noir est épuisé; il est en stock en S · Noir, M · Rouge, L · Noir.',
    );
    expect((await chat('la parka arctic est-elle disponible en rouge, taille M ?', 'fr')).body.message).toBe(
      'Oui, l’article « Parka en duvet arctique de Cabot Trail » en M · Rouge est en stock (il en reste 4).',
    );
    // Named by its French name alone, which shares no word with the English but "parka".
    expect((await chat('la parka en duvet arctique est-elle en stock en petit?', 'fr')).body.message).toBe(
      'Oui, l’article « Parka en duvet arctique de Cabot Trail » en S est en stock : S · Noir (il en reste 2).',
    );
    // Several fit: each named in French.
    expect((await chat('la parka en duvet existe en M ?', 'fr')).body.message).toMatch(/Parka en duvet arctique de Cabot Trail/);
    // On an English page the English names, whatever the French says.
    expect((await chat('do you have the arctic parka in size M in red?')).body.message).toBe(
      'Yes, the Cabot Trail Arctic Down Parka in M · Red is in stock (4 left).',
    );
  });

  it("answers a product question that names no product, or sets a price, with what the shop's search finds", async () => {
    const priced = (await chat('Do you have a warm parka under $400?')).body;
    expect(priced.topic).toBe('product-question');
    // No parka says "warm": the parkas have some of the words, and the answer says so.
    expect(priced.message).toMatch(
      /^Nothing in stock has every word of "warm parka"; these have some of them: .*Parka.*\. Search the shop for more\.$/,
    );
    const prices = [...(priced.message as string).matchAll(/\(\$(\d+\.\d\d)\)/g)].map((m) => Number(m[1]));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p <= 400)).toBe(true);
    // The same in French, on a French page: French names and amounts.
    const french = (await chat('Avez-vous des tuques en stock à moins de 40 $?', 'fr')).body.message as string;
    expect(french).toMatch(/^Voici ce que nous avons en stock pour « tuques » : Tuque [^(]+ \(\d+,\d\d\s\$\)/);
    // A price the catalogue cannot filter by is no bound, never a failed answer.
    const huge = await chat('Do you have a warm parka under $99999999?');
    expect([huge.status, huge.body.message]).toEqual([200, expect.stringMatching(/Parka/)]);
    // A product of the shop named: its stock, as before.
    expect((await chat('is the tartan scarf in stock?')).body.message).toMatch(/^(Yes, the|The) Yukon Peak Tartan Wool Scarf/);
    // Nothing of the kind in the shop: said, not a paragraph about products in general.
    expect((await chat('do you have any snowboards in stock?')).body.message).toBe(
      'I found nothing in stock for "snowboards". Try other words in the search box, or browse the categories.',
    );
    // A question about the shop's products in general is no search.
    expect((await chat('are your products made in canada?')).body.message).toBe(answer('product-question', 'en'));
  });

  it('gives the general answer when the catalogue cannot be reached', async () => {
    const cutOff = await startTestService(supportService, {
      ...backend,
      env: { CATALOG_URL: 'http://127.0.0.1:9', ORDERS_URL: 'http://127.0.0.1:9' }, // nothing listens there
    });
    try {
      const res = await request(cutOff.app).post('/chat').send({ message: 'do you have the arctic parka in size M in red?' });
      expect(res.body).toMatchObject({ topic: 'product-question', message: answer('product-question', 'en') });
    } finally {
      await cutOff.close();
    }
  });
});
