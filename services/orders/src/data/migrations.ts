import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';
import { auditMigrations, rateLimitMigrations } from '@storefront/service-kit';

export const migrations: Migration[] = [
  ...eventMigrations('orders'),
  {
    id: '001_orders',
    sql: `
      CREATE TABLE orders.orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        customer_email text NOT NULL DEFAULT '',
        customer_name text NOT NULL DEFAULT '',
        status text NOT NULL,
        payment_status text NOT NULL DEFAULT 'Unpaid',
        items jsonb NOT NULL,
        subtotal_cents integer NOT NULL,
        tax_cents integer NOT NULL,
        shipping_cents integer NOT NULL,
        total_cents integer NOT NULL,
        taxes jsonb NOT NULL,
        tax_region text NOT NULL,
        shipping_address jsonb NOT NULL,
        delivery_date date NOT NULL,
        checkout_session_id text,
        checkout_attempts integer NOT NULL DEFAULT 0,
        payment_reference text,
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (total_cents = subtotal_cents + tax_cents + shipping_cents)
      );
      CREATE INDEX orders_by_user ON orders.orders (user_id, created_at DESC);
      CREATE UNIQUE INDEX orders_by_session ON orders.orders (checkout_session_id) WHERE checkout_session_id IS NOT NULL;

      -- Payment provider events already handled, so a repeated webhook changes nothing.
      CREATE TABLE orders.payment_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        order_id uuid,
        received_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '002_backorders',
    sql: `ALTER TABLE orders.orders ADD COLUMN backordered jsonb NOT NULL DEFAULT '[]'::jsonb;`,
  },
  {
    id: '003_order_life',
    sql: `
      ALTER TABLE orders.orders
        ADD COLUMN review_reason text NOT NULL DEFAULT '',
        ADD COLUMN charged_cents integer,
        ADD COLUMN carrier text,
        ADD COLUMN tracking_number text,
        ADD COLUMN shipped_at timestamptz,
        ADD COLUMN delivered_at timestamptz;
      -- The back office's filters: newest first, by status, by order number prefix, by email.
      CREATE INDEX orders_newest ON orders.orders (created_at DESC, id);
      CREATE INDEX orders_by_status ON orders.orders (status, created_at DESC);
      CREATE INDEX orders_by_number ON orders.orders ((id::text) text_pattern_ops);
      CREATE INDEX orders_by_email ON orders.orders (lower(customer_email) text_pattern_ops);
      CREATE INDEX orders_by_paid_at ON orders.orders (paid_at) WHERE paid_at IS NOT NULL;

      CREATE TABLE orders.refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders.orders (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        items jsonb NOT NULL DEFAULT '[]'::jsonb,
        reason text NOT NULL,
        status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Succeeded', 'Failed')),
        provider_refund_id text,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      );
      CREATE INDEX refunds_by_order ON orders.refunds (order_id, created_at);
      CREATE INDEX refunds_settled ON orders.refunds (settled_at) WHERE status = 'Succeeded';

      CREATE TABLE orders.returns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders.orders (id),
        return_number text NOT NULL UNIQUE,
        items jsonb NOT NULL,
        reason text NOT NULL,
        status text NOT NULL DEFAULT 'Requested' CHECK (status IN ('Requested', 'Received')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        received_at timestamptz
      );
      CREATE INDEX returns_by_order ON orders.returns (order_id, requested_at);
      CREATE INDEX returns_open ON orders.returns (status) WHERE status = 'Requested';

      -- The order's timeline: one row per step, written in the step's transaction.
      CREATE TABLE orders.order_history (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders.orders (id),
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        event text NOT NULL,
        detail text NOT NULL DEFAULT ''
      );
      CREATE INDEX order_history_by_order ON orders.order_history (order_id, id);
    `,
  },
  ...auditMigrations('orders'),
  ...rateLimitMigrations('orders'),
  {
    // A payment that came in for an order that could no longer take it (cancelled meanwhile, or paid
    // already through another page) goes back to the card: its refund names that payment, once.
    id: '004_refunds_of_stray_payments',
    sql: `
      ALTER TABLE orders.refunds ADD COLUMN payment_reference text;
      CREATE UNIQUE INDEX refunds_of_stray_payments ON orders.refunds (payment_reference) WHERE payment_reference IS NOT NULL;
    `,
  },
  {
    // Refunds still waiting on the provider, which the orders service sends again by itself.
    id: '005_pending_refunds',
    sql: `CREATE INDEX refunds_pending ON orders.refunds (created_at) WHERE status = 'Pending';`,
  },
  {
    // Orders placed without an account: owned by the visitor's cart id until the shopper proves the email
    // they were placed with (then by their account), and opened meanwhile by mailed links (the table keeps
    // only each token's SHA-256).
    id: '006_guest_orders',
    sql: `
      ALTER TABLE orders.orders
        ADD COLUMN placed_as_guest boolean NOT NULL DEFAULT false,
        ADD COLUMN joined_account_at timestamptz;
      CREATE INDEX orders_of_guests_by_email ON orders.orders (lower(customer_email)) WHERE placed_as_guest AND joined_account_at IS NULL;

      CREATE TABLE orders.order_links (
        token_hash text PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders.orders (id),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX order_links_by_order ON orders.order_links (order_id);
    `,
  },
  {
    // The language the order was placed in: its mails (receipt, shipment, refunds) are written in it.
    id: '007_order_language',
    sql: `ALTER TABLE orders.orders ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr'));`,
  },
  {
    // The steps /metrics counts (orders placed, paid, payment failures: data/business-metrics.ts), read
    // from the index alone at each scrape.
    id: '008_counted_steps',
    sql: `CREATE INDEX order_history_counted ON orders.order_history (event) WHERE event IN ('Placed', 'Paid', 'Payment Failed');`,
  },
  {
    // Which languages the store speaks is declared once (packages/contracts/src/languages.ts) and checked
    // where a language comes in (the zod enum of its requests), so adding one needs no migration: the
    // column keeps only the shape of a language tag.
    id: '009_order_language_any_declared',
    sql: `
      ALTER TABLE orders.orders DROP CONSTRAINT IF EXISTS orders_language_check;
      ALTER TABLE orders.orders ADD CONSTRAINT orders_language_tag CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');
    `,
  },
];
