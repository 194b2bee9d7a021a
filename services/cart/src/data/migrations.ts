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
];
