import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';
import { rateLimitMigrations } from '@storefront/service-kit';

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
  {
    // Promotions: automatic ones and ones used with a code (a public code or single-use ones generated in
    // a batch). `uses` counts the uses orders hold, changed under the promotion's row lock, so a limit
    // holds however many shoppers pay at once; a use is the order's once it is paid, and is given back
    // when the order is cancelled unpaid, by whichever step cancels it (the trigger). An order keeps its
    // discounts' terms.
    id: '010_promotions',
    sql: `
      CREATE TABLE orders.promotions (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        requires_code boolean NOT NULL,
        target jsonb NOT NULL,
        benefit jsonb NOT NULL,
        min_subtotal_cents integer NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
        combines boolean NOT NULL DEFAULT true,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        usage_limit integer CHECK (usage_limit > 0),
        per_customer_limit integer CHECK (per_customer_limit > 0),
        signed_in_only boolean NOT NULL DEFAULT false,
        first_order_only boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
        uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (usage_limit IS NULL OR uses <= usage_limit)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at IS NULL OR ends_at > starts_at)
      );
      CREATE INDEX automatic_promotions ON orders.promotions (starts_at) WHERE NOT requires_code AND status = 'active';

      CREATE TABLE orders.promotion_codes (
        code text PRIMARY KEY CHECK (code = upper(code)),
        promotion_id uuid NOT NULL REFERENCES orders.promotions (id),
        single_use boolean NOT NULL,
        uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (NOT single_use OR uses <= 1)),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX promotion_codes_by_promotion ON orders.promotion_codes (promotion_id, single_use);

      CREATE TABLE orders.promotion_uses (
        order_id uuid NOT NULL REFERENCES orders.orders (id),
        promotion_id uuid NOT NULL REFERENCES orders.promotions (id),
        code text,
        customer text NOT NULL,
        status text NOT NULL CHECK (status IN ('held', 'released')),
        discount_cents integer NOT NULL CHECK (discount_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (order_id, promotion_id)
      );
      CREATE INDEX promotion_uses_by_customer ON orders.promotion_uses (promotion_id, customer) WHERE status <> 'released';

      ALTER TABLE orders.orders
        ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        ADD COLUMN discounts jsonb NOT NULL DEFAULT '[]'::jsonb;
      ALTER TABLE orders.orders DROP CONSTRAINT orders_check;

      CREATE FUNCTION orders.give_back_promotion_uses() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH released AS (
          UPDATE orders.promotion_uses SET status = 'released', updated_at = now()
           WHERE order_id = NEW.id AND status = 'held'
          RETURNING promotion_id, code
        ), promotions AS (
          UPDATE orders.promotions SET uses = uses - 1 WHERE id IN (SELECT promotion_id FROM released)
        )
        UPDATE orders.promotion_codes SET uses = uses - 1
         WHERE code IN (SELECT code FROM released WHERE code IS NOT NULL) AND uses > 0;
        RETURN NEW;
      END $$;
      CREATE TRIGGER promotion_uses_given_back AFTER UPDATE OF status ON orders.orders
        FOR EACH ROW WHEN (NEW.status = 'Cancelled' AND OLD.status <> 'Cancelled' AND NEW.paid_at IS NULL)
        EXECUTE FUNCTION orders.give_back_promotion_uses();
      ALTER TABLE orders.orders
        ADD CONSTRAINT orders_total_adds_up CHECK (total_cents = subtotal_cents - discount_cents + tax_cents + shipping_cents);
    `,
  },
  {
    // Gift cards and store credit (a card tied to an account). Only a code's hash is kept; its last four
    // characters name it afterwards. Every change of a balance is an entry (issued, held by an order,
    // released when that order is cancelled unpaid, refunded), and the balance is their sum.
    id: '011_gift_cards',
    sql: `
      CREATE TABLE orders.gift_cards (
        id uuid PRIMARY KEY,
        code_hash text NOT NULL UNIQUE,
        last_four text NOT NULL,
        initial_cents integer NOT NULL CHECK (initial_cents > 0),
        balance_cents integer NOT NULL CHECK (balance_cents >= 0),
        owner_user_id text,
        recipient_email text,
        recipient_name text NOT NULL DEFAULT '',
        message text NOT NULL DEFAULT '',
        deliver_on date,
        delivered_at timestamptz,
        bought_with_order uuid REFERENCES orders.orders (id),
        issued_by text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX gift_cards_of_owner ON orders.gift_cards (owner_user_id) WHERE owner_user_id IS NOT NULL;
      CREATE INDEX gift_cards_by_last_four ON orders.gift_cards (last_four);

      CREATE TABLE orders.gift_card_entries (
        id uuid PRIMARY KEY,
        gift_card_id uuid NOT NULL REFERENCES orders.gift_cards (id),
        order_id uuid REFERENCES orders.orders (id),
        refund_id uuid,
        kind text NOT NULL CHECK (kind IN ('issued', 'held', 'released', 'refunded')),
        amount_cents integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX gift_card_entries_of_card ON orders.gift_card_entries (gift_card_id, created_at);
      CREATE UNIQUE INDEX gift_card_held_once ON orders.gift_card_entries (gift_card_id, order_id) WHERE kind = 'held';
      CREATE UNIQUE INDEX gift_card_released_once ON orders.gift_card_entries (gift_card_id, order_id) WHERE kind = 'released';
      CREATE INDEX gift_card_entries_of_order ON orders.gift_card_entries (order_id) WHERE order_id IS NOT NULL;

      ALTER TABLE orders.orders
        ADD COLUMN gift_card_cents integer NOT NULL DEFAULT 0 CHECK (gift_card_cents >= 0 AND gift_card_cents <= total_cents),
        ADD COLUMN gift_cards jsonb NOT NULL DEFAULT '[]'::jsonb;

      -- A refund to the order's gift cards: credited at once, never sent to the card's provider.
      ALTER TABLE orders.refunds ADD COLUMN to_gift_cards boolean NOT NULL DEFAULT false;

      -- An unpaid order that is cancelled gives back what its gift cards held, in the same transaction.
      CREATE FUNCTION orders.give_back_gift_cards() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH held AS (
          SELECT h.gift_card_id, -h.amount_cents AS back FROM orders.gift_card_entries h
           WHERE h.order_id = NEW.id AND h.kind = 'held'
             AND NOT EXISTS (SELECT 1 FROM orders.gift_card_entries r
                              WHERE r.order_id = NEW.id AND r.gift_card_id = h.gift_card_id AND r.kind = 'released')
        ), entries AS (
          INSERT INTO orders.gift_card_entries (id, gift_card_id, order_id, kind, amount_cents)
          SELECT gen_random_uuid(), gift_card_id, NEW.id, 'released', back FROM held
        )
        UPDATE orders.gift_cards c SET balance_cents = c.balance_cents + h.back FROM held h WHERE c.id = h.gift_card_id;
        RETURN NEW;
      END $$;
      CREATE TRIGGER gift_cards_given_back AFTER UPDATE OF status ON orders.orders
        FOR EACH ROW WHEN (NEW.status = 'Cancelled' AND OLD.status <> 'Cancelled' AND NEW.paid_at IS NULL)
        EXECUTE FUNCTION orders.give_back_gift_cards();
    `,
  },
  {
    // Store credit by the shopper's choice: where an order's refunds go ('card': back where the money came
    // from), and the store credit card a refund became; and voiding a gift card whose purchase is undone.
    id: '012_store_credit',
    sql: `
      ALTER TABLE orders.orders ADD COLUMN refund_to text NOT NULL DEFAULT 'card' CHECK (refund_to IN ('card', 'storeCredit'));
      ALTER TABLE orders.refunds ADD COLUMN store_credit_card_id uuid REFERENCES orders.gift_cards (id);
      -- A gift card whose purchase is cancelled before it is spent is voided.
      ALTER TABLE orders.gift_card_entries DROP CONSTRAINT gift_card_entries_kind_check,
        ADD CONSTRAINT gift_card_entries_kind_check CHECK (kind IN ('issued', 'held', 'released', 'refunded', 'voided'));
    `,
  },
  {
    // What a timeline step says beyond its name, by code and values (timeline-words in the contracts),
    // so an order page says it in its own language; \`detail\` keeps the English for the back office.
    id: '013_timeline_sayings',
    sql: `ALTER TABLE orders.order_history ADD COLUMN said jsonb;`,
  },
  {
    // The return a refund gives back, when staff refund a received return: a return is refunded once
    // (again only when its refund failed).
    id: '014_return_refunds',
    sql: `ALTER TABLE orders.refunds ADD COLUMN return_id uuid REFERENCES orders.returns (id);`,
  },
  {
    // Visits, to tell the share of them that buy: a random id per browser visit, when it began and the
    // order it placed; nothing that says who.
    id: '015_visits',
    sql: `
      CREATE TABLE orders.visits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        started_at timestamptz NOT NULL DEFAULT now(),
        order_id uuid REFERENCES orders.orders (id)
      );
      CREATE INDEX visits_by_start ON orders.visits (started_at);
    `,
  },
];
