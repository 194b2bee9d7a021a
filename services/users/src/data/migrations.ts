import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';
import { rateLimitMigrations } from '@storefront/service-kit';

export const migrations: Migration[] = [
  ...eventMigrations('users'),
  ...rateLimitMigrations('users'),
  {
    id: '001_accounts',
    sql: `
      CREATE TABLE users.accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        address jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '002_address_book_wishlist_history',
    sql: `
      CREATE TABLE users.addresses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users.accounts (id) ON DELETE CASCADE,
        full_name text NOT NULL,
        street text NOT NULL,
        city text NOT NULL,
        province text NOT NULL,
        country text NOT NULL,
        postal_code text NOT NULL,
        phone_number text NOT NULL DEFAULT '',
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX addresses_by_user ON users.addresses (user_id, created_at);
      -- At most one default address per shopper.
      CREATE UNIQUE INDEX addresses_one_default ON users.addresses (user_id) WHERE is_default;

      CREATE TABLE users.wishlist (
        user_id uuid NOT NULL REFERENCES users.accounts (id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id)
      );

      CREATE TABLE users.history (
        user_id uuid NOT NULL REFERENCES users.accounts (id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        viewed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id)
      );
      CREATE INDEX history_recent ON users.history (user_id, viewed_at DESC);
    `,
  },
  {
    // Links to choose a new password: only the token's hash is kept, so the table alone opens no account.
    id: '003_password_resets',
    sql: `
      CREATE TABLE users.password_resets (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users.accounts (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX password_resets_by_user ON users.password_resets (user_id) WHERE used_at IS NULL;
    `,
  },
  {
    // Links that prove an account's email is its owner's (then guest orders placed with it join the
    // account). Each link names the address it was sent to: it proves that address and no other. Only
    // the token's hash is kept, as for password resets. email_verified_at: when the address was first proven.
    id: '004_email_verification',
    sql: `
      ALTER TABLE users.accounts ADD COLUMN email_verified_at timestamptz;
      CREATE TABLE users.email_verifications (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users.accounts (id) ON DELETE CASCADE,
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX email_verifications_by_user ON users.email_verifications (user_id, created_at);
    `,
  },
  {
    // The language the shopper reads the store in, so their mails follow it. Null: an account from before
    // it was kept (the next sign-in saves the page's language).
    id: '005_account_language',
    sql: `ALTER TABLE users.accounts ADD COLUMN language text CHECK (language IN ('en', 'fr'));`,
  },
  {
    // Which languages the store speaks is declared once (packages/contracts/src/languages.ts) and checked
    // where a language comes in (the zod enum of its requests), so adding one needs no migration: the
    // column keeps only the shape of a language tag.
    id: '006_account_language_any_declared',
    sql: `
      ALTER TABLE users.accounts DROP CONSTRAINT IF EXISTS accounts_language_check;
      ALTER TABLE users.accounts ADD CONSTRAINT accounts_language_tag CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');
    `,
  },
  {
    // Every address form has the apartment line the profile had.
    id: '007_address_apartment',
    sql: `ALTER TABLE users.addresses ADD COLUMN apartment text NOT NULL DEFAULT '';`,
  },
];
