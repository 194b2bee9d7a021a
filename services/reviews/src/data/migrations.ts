import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';

export const migrations: Migration[] = [
  ...eventMigrations('reviews'),
  {
    // What each shopper bought (from payment.completed), when it reached them (order.delivered) and how
    // much of it was refunded (order.refunded): only buyers review, and only what they kept.
    id: '001_purchases',
    sql: `
      CREATE TABLE reviews.purchases (
        order_id text NOT NULL,
        variant_id text NOT NULL,
        product_id text NOT NULL,
        user_id text NOT NULL,
        name text NOT NULL,
        options jsonb NOT NULL DEFAULT '{}',
        quantity integer NOT NULL,
        refunded integer NOT NULL DEFAULT 0,
        paid_at timestamptz NOT NULL,
        delivered_at timestamptz,
        PRIMARY KEY (order_id, variant_id)
      );
      CREATE INDEX purchases_by_buyer ON reviews.purchases (user_id, product_id);
      CREATE TABLE reviews.order_contacts (
        order_id text PRIMARY KEY,
        user_id text NOT NULL,
        email text NOT NULL,
        name text NOT NULL,
        language text NOT NULL DEFAULT 'en',
        invited_at timestamptz
      );
      -- Shoppers who followed an invitation's link to stop them; the link's token is kept only as its hash.
      CREATE TABLE reviews.invitation_links (
        token_hash text PRIMARY KEY,
        user_id text NOT NULL
      );
      CREATE TABLE reviews.invitation_stops (
        user_id text PRIMARY KEY,
        stopped_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '002_reviews',
    sql: `
      CREATE TABLE reviews.reviews (
        id uuid PRIMARY KEY,
        product_id text NOT NULL,
        variant_id text NOT NULL,
        user_id text NOT NULL,
        author_name text NOT NULL,
        product_name text NOT NULL,
        options jsonb NOT NULL DEFAULT '{}',
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        -- The text's words, to find the same text pasted into another review.
        fingerprint text NOT NULL DEFAULT '',
        language text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        held_for text[] NOT NULL DEFAULT '{}',
        rejection_reason text,
        reply text,
        replied_at timestamptz,
        helpful integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (product_id, user_id)
      );
      CREATE INDEX reviews_shown ON reviews.reviews (product_id, status, created_at DESC);
      CREATE INDEX reviews_by_fingerprint ON reviews.reviews (fingerprint);
      CREATE INDEX reviews_to_moderate ON reviews.reviews (status, created_at);
      CREATE TABLE reviews.helpful_votes (
        review_id uuid NOT NULL REFERENCES reviews.reviews (id) ON DELETE CASCADE,
        user_id text NOT NULL,
        PRIMARY KEY (review_id, user_id)
      );
      CREATE TABLE reviews.reports (
        review_id uuid NOT NULL REFERENCES reviews.reviews (id) ON DELETE CASCADE,
        user_id text NOT NULL,
        reason text NOT NULL DEFAULT '',
        reported_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (review_id, user_id)
      );
      -- Each change of a product's rating is numbered, so the catalogue keeps the newest however its
      -- events arrive.
      CREATE TABLE reviews.rating_versions (
        product_id text PRIMARY KEY,
        version integer NOT NULL
      );
    `,
  },
];
