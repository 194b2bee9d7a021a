import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';
import { rateLimitMigrations } from '@storefront/service-kit';

export const migrations: Migration[] = [
  ...eventMigrations('cart'),
  {
    id: '001_lines',
    sql: `
      CREATE TABLE cart.lines (
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        name text NOT NULL,
        price_cents integer NOT NULL,
        image_url text NOT NULL,
        stock integer NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        added_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id)
      );
    `,
  },
  ...rateLimitMigrations('cart'),
  {
    // Visitors' carts: their lines are in cart.lines under the cart's id (made from the cookie's token).
    id: '002_guest_carts',
    sql: `
      CREATE TABLE cart.guest_carts (
        id uuid PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX guest_carts_unused ON cart.guest_carts (last_used_at);
    `,
  },
  {
    // A line is of one variant (a parka in M and Red), kept with its options and SKU as the cart shows
    // them. Lines from before name a product sold one way, whose variant's id is the product's.
    id: '003_variant_lines',
    sql: `
      ALTER TABLE cart.lines ADD COLUMN variant_id uuid, ADD COLUMN options jsonb NOT NULL DEFAULT '{}',
                             ADD COLUMN sku text NOT NULL DEFAULT '';
      UPDATE cart.lines SET variant_id = product_id;
      ALTER TABLE cart.lines ALTER COLUMN variant_id SET NOT NULL, DROP CONSTRAINT lines_pkey, ADD PRIMARY KEY (user_id, variant_id);
    `,
  },
];
