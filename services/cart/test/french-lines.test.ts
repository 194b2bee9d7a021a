import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import { type CartItem, GUEST_CART_COOKIE, type Product } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { cartService } from '../src';

// A cart in the shopper's language: its lines name the product and its options as the catalogue does in
// the language the page asks in (the cookie, else Accept-Language), a shopper's cart and a visitor's alike.
describe.each(BACKENDS)('cart lines in French on $label', (backend) => {
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let svc: StartedTestService;
  let english: Product;
  let french: Product;
  let ada: { userId: string; auth: Record<string, string> };

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'frenchcart');
    catalog = await deployment.start(catalogService, { listen: true });
    svc = await deployment.start(cartService, { env: { CATALOG_URL: catalog.url } });
    const userId = crypto.randomUUID();
    ada = { userId, auth: { Authorization: `Bearer ${await (await testAuth()).tokenFor({ userId, name: 'Ada' })}` } };
    const all = (await request(catalog.app).get('/products')).body as Product[];
    const id = all.find((p) => p.options.some((o) => o.name === 'Colour') && p.options.some((o) => o.name === 'Size'))!._id;
    english = (await request(catalog.app).get(`/api/products/${id}`)).body;
    french = (await request(catalog.app).get(`/api/products/${id}?lang=fr`)).body;
  });
  afterAll(async () => deployment?.close());

  const forSale = () => english.variants!.find((v) => v.forSale && v.stock > 0)!;
  /** The variant's options as the French catalogue names them. */
  const frenchOptions = (variantId: string) => french.variants!.find((v) => v._id === variantId)!.options;

  it("names a shopper's line in French when the page is French, and in English again when it is not", async () => {
    const variant = forSale();
    const added = await request(svc.app)
      .put(`/api/cart/${ada.userId}`)
      .set(ada.auth)
      .set('Cookie', 'lang=fr')
      .send({ productId: english._id, variantId: variant._id, quantity: 1 });
    expect(added.status).toBe(200);
    const [line] = added.body.items as CartItem[];
    expect([line!.name, line!.options]).toEqual([french.name, frenchOptions(variant._id)]);
    expect(Object.keys(line!.options).sort()).toEqual(['Couleur', 'Taille']);
    expect(line!.name).not.toBe(english.name);

    const inEnglish = (await request(svc.app).get(`/api/cart/${ada.userId}`).set(ada.auth)).body.items as CartItem[];
    expect([inEnglish[0]!.name, inEnglish[0]!.options]).toEqual([english.name, variant.options]);
    // The browser's languages choose when there is no cookie.
    const browser = await request(svc.app).get(`/api/cart/${ada.userId}`).set(ada.auth).set('Accept-Language', 'fr-CA,fr;q=0.9');
    expect((browser.body.items as CartItem[])[0]!.name).toBe(french.name);
  });

  it("names a visitor's line in French too", async () => {
    const variant = forSale();
    const added = await request(svc.app)
      .put('/api/cart/guest')
      .set('Accept-Language', 'fr-CA')
      .send({ productId: english._id, variantId: variant._id, quantity: 1 });
    expect(added.status).toBe(200);
    expect((added.body.items as CartItem[])[0]).toMatchObject({ name: french.name, options: frenchOptions(variant._id) });
    const cookie = (added.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${GUEST_CART_COOKIE}=`))!.split(';')[0]!;
    const again = await request(svc.app).get('/api/cart/guest').set('Cookie', `${cookie}; lang=en`);
    expect((again.body.items as CartItem[])[0]).toMatchObject({ name: english.name, options: variant.options });
  });
});
