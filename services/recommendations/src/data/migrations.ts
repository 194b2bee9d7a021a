import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';
import { rateLimitMigrations } from '@storefront/service-kit';

export const migrations: Migration[] = [
  ...eventMigrations('recommendations'),
  {
    id: '001_signals',
    sql: `
      -- What shoppers searched for, viewed and bought: the model's training data.
      CREATE TABLE recommendations.searches (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL,
        keyword text NOT NULL,
        searched_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX searches_recent ON recommendations.searches (user_id, searched_at DESC);

      CREATE TABLE recommendations.views (
        user_id uuid NOT NULL,
        product_id uuid NOT NULL,
        viewed_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, product_id, viewed_at)
      );
      CREATE INDEX views_recent ON recommendations.views (user_id, viewed_at DESC);

      CREATE TABLE recommendations.purchases (
        order_id uuid NOT NULL,
        product_id uuid NOT NULL,
        user_id uuid NOT NULL,
        quantity integer NOT NULL,
        purchased_at timestamptz NOT NULL,
        PRIMARY KEY (order_id, product_id)
      );
      CREATE INDEX purchases_by_user ON recommendations.purchases (user_id, purchased_at DESC);
    `,
  },
  {
    id: '002_one_view_per_product',
    sql: `
      -- A shopper's latest view of each product, not every view: repeated views by one account neither
      -- grow the table without bound nor count more than once.
      DELETE FROM recommendations.views v USING recommendations.views w
        WHERE v.user_id = w.user_id AND v.product_id = w.product_id AND v.viewed_at < w.viewed_at;
      ALTER TABLE recommendations.views DROP CONSTRAINT views_pkey;
      ALTER TABLE recommendations.views ADD PRIMARY KEY (user_id, product_id);
    `,
  },
  // Weather look-ups per client address (the provider's free quota is shared by every shopper).
  ...rateLimitMigrations('recommendations'),
  {
    id: '003_forgotten_refunds',
    sql: `
      -- Each refund forgotten once, even if orders announces it in two events: a partial refund takes its
      -- quantity off a purchase, and taking it twice would forget what the shopper kept.
      CREATE TABLE recommendations.forgotten_refunds (
        refund_id text PRIMARY KEY,
        order_id text NOT NULL,
        forgotten_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
