import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';

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
];
