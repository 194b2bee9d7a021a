import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';

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
];
