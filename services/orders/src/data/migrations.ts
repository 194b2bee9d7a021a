import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';

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
];
