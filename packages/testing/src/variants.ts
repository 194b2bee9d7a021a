import type { Product, ProductOption } from '@storefront/contracts';
import request from 'supertest';

type App = Parameters<typeof request>[0];

/** Options and variants given to a product of the catalogue as staff give them in the back office
 * (Size M/L, Colour Red/Black unless said), answered with the product as the catalogue now sells it. */
export async function sellInVariants(
  catalog: App,
  admin: Record<string, string>,
  productId: string,
  variants: Array<{ sku: string; options: Record<string, string>; price: number; stock: number }>,
  options: ProductOption[] = [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Red', 'Black'] },
  ],
): Promise<Product> {
  const saved = await request(catalog)
    .put(`/api/admin/products/${productId}/variants`)
    .set(admin)
    .send({ options, variants, reason: 'First count' });
  if (saved.status !== 200) throw new Error(`the catalogue refused the variants (${saved.status}): ${JSON.stringify(saved.body)}`);
  return saved.body as Product;
}
