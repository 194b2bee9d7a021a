import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';
import { auditMigrations } from '@storefront/service-kit';

export const migrations: Migration[] = [
  ...eventMigrations('catalog'),
  ...auditMigrations('catalog'),
  {
    id: '001_products',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      CREATE TABLE catalog.products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        category text NOT NULL DEFAULT 'General',
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        stock integer NOT NULL CHECK (stock >= 0),
        image_url text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        search_vector tsvector NOT NULL DEFAULT ''::tsvector,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX products_search ON catalog.products USING gin (search_vector);
      CREATE INDEX products_newest ON catalog.products (created_at DESC, id);
      CREATE INDEX products_category ON catalog.products (lower(category), created_at DESC);
      CREATE INDEX products_tags ON catalog.products USING gin (tags);

      -- Every word that occurs in the catalogue, for correcting typos in searches: the GiST trigram
      -- index answers "nearest words to this one" (ORDER BY word <-> typo) without scanning them all.
      CREATE TABLE catalog.search_words (word text PRIMARY KEY);
      CREATE INDEX search_words_trgm ON catalog.search_words USING gist (word gist_trgm_ops);

      -- Weighted document: name first, then category and tags, then the description.
      CREATE FUNCTION catalog.products_index() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector :=
          setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(NEW.category, '')), 'B') ||
          setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'C') ||
          setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
        INSERT INTO catalog.search_words (word)
          SELECT DISTINCT w FROM regexp_split_to_table(
            lower(NEW.name || ' ' || NEW.category || ' ' || array_to_string(NEW.tags, ' ') || ' ' || NEW.description),
            '[^a-z0-9]+') AS w
          WHERE length(w) >= 3
          ON CONFLICT DO NOTHING;
        RETURN NEW;
      END $$;
      CREATE TRIGGER products_index BEFORE INSERT OR UPDATE OF name, category, tags, description
        ON catalog.products FOR EACH ROW EXECUTE FUNCTION catalog.products_index();
    `,
  },
  {
    // "Is this the start of a catalogue word?" (a search for "head" means "headphones", not "heat").
    id: '002_search_word_prefixes',
    sql: `CREATE INDEX search_words_prefix ON catalog.search_words (word text_pattern_ops);`,
  },
  {
    // Archived products leave the shop but stay in the back office (and on past orders, which keep their
    // own copy). The back office sorts by every column of its table: one index per sort, each ending in
    // the tie-break, read forwards or backwards for asc/desc, so page 1 never sorts the whole catalogue.
    // Its search ("words of the name or category") runs on a trigram index.
    id: '003_product_status_and_back_office_indexes',
    sql: `
      ALTER TABLE catalog.products
        ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived'));
      CREATE INDEX products_by_name ON catalog.products (name, id);
      CREATE INDEX products_by_category ON catalog.products (category, name, id);
      CREATE INDEX products_by_price ON catalog.products (price_cents, id);
      CREATE INDEX products_by_stock ON catalog.products (stock, id);
      CREATE INDEX products_by_status ON catalog.products (status, name, id);
      CREATE INDEX products_by_created ON catalog.products (created_at, id);
      CREATE INDEX products_by_updated ON catalog.products (updated_at, id);
      CREATE INDEX products_admin_words ON catalog.products USING gin ((name || ' ' || category) gin_trgm_ops);
    `,
  },
  {
    // What the payment.completed consumer took out of stock for each order, so a cancellation puts back
    // exactly that (and only once), whatever the stock could or could not cover when it was paid.
    id: '004_stock_taken',
    sql: `
      CREATE TABLE catalog.stock_taken (
        order_id text NOT NULL,
        product_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity >= 0),
        put_back integer NOT NULL DEFAULT 0 CHECK (put_back >= 0),
        PRIMARY KEY (order_id, product_id)
      );
    `,
  },
];
