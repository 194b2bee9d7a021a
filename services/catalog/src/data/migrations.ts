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
  {
    // Browsing the shop: category pages and search results sort by price, newest and best selling and
    // filter by price, stock and tags. Each sort has an index of active products, per category and
    // overall, ending in the tie-break, so a page never sorts or scans the whole catalogue.
    // Best selling counts units paid for (less what a cancellation or return put back), kept by the
    // stock consumers; a catalogue from before this starts from what stock_taken remembers.
    // The shopper tags ("gift", "winter" ...: SHOPPER_TAGS) are given to an older starting catalogue by
    // the rule the seed uses (domain/shopper-tags.ts).
    id: '005_browsing',
    sql: `
      ALTER TABLE catalog.products ADD COLUMN units_sold integer NOT NULL DEFAULT 0 CHECK (units_sold >= 0);
      UPDATE catalog.products p SET units_sold = sold.n
        FROM (SELECT product_id, sum(quantity - put_back)::int AS n FROM catalog.stock_taken GROUP BY product_id) sold
       WHERE p.id = sold.product_id AND sold.n > 0;

      UPDATE catalog.products SET tags = ARRAY(SELECT DISTINCT unnest(tags || ARRAY_REMOVE(ARRAY[
          CASE WHEN tags && '{christmas,valentine,mothers-day,fathers-day}' OR category = 'Seasonal & Gifts' THEN 'gift' END,
          CASE WHEN tags && '{cold,snowy}' OR category = 'Winter Gear' THEN 'winter' END,
          CASE WHEN tags && '{hot,sunny}' THEN 'summer' END,
          CASE WHEN category IN ('Sports & Outdoors', 'Garden', 'Winter Gear') THEN 'outdoor' END], NULL)) ORDER BY 1)
       WHERE NOT tags && '{gift,winter,summer,outdoor}';

      -- Kept by the record of what orders took (stock_taken), whichever consumer changes it.
      CREATE FUNCTION catalog.count_units_sold() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog.products
           SET units_sold = greatest(0, units_sold + (NEW.quantity - NEW.put_back)
                 - CASE WHEN TG_OP = 'UPDATE' THEN OLD.quantity - OLD.put_back ELSE 0 END)
         WHERE id = NEW.product_id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER stock_taken_counts_units_sold AFTER INSERT OR UPDATE ON catalog.stock_taken
        FOR EACH ROW EXECUTE FUNCTION catalog.count_units_sold();

      DROP INDEX catalog.products_category;
      CREATE INDEX products_shop_category_newest ON catalog.products (lower(category), created_at DESC, id) WHERE status = 'active';
      CREATE INDEX products_shop_category_price ON catalog.products (lower(category), price_cents, id) WHERE status = 'active';
      CREATE INDEX products_shop_category_sold ON catalog.products (lower(category), units_sold DESC, id) WHERE status = 'active';
      -- What a category page counts (price, stock, tags), read from the index alone.
      CREATE INDEX products_shop_category_counts ON catalog.products (lower(category))
        INCLUDE (category, price_cents, stock, tags) WHERE status = 'active';
      CREATE INDEX products_shop_newest ON catalog.products (created_at DESC, id) WHERE status = 'active';
      CREATE INDEX products_shop_price ON catalog.products (price_cents, id) WHERE status = 'active';
      CREATE INDEX products_shop_sold ON catalog.products (units_sold DESC, id) WHERE status = 'active';
    `,
  },
  {
    // Searching a large catalogue: a search ranks a bounded set of candidates, those whose name matches
    // first (this index of names alone), then the rest of the matches. Numbers are not typo candidates
    // (a typed number is never corrected, and a word is never corrected into one): keeping them made
    // the "nearest words" index many times larger in a catalogue of model numbers.
    id: '006_search_candidates',
    sql: `
      CREATE INDEX products_shop_name_words ON catalog.products USING gin (to_tsvector('english'::regconfig, name))
        WHERE status = 'active';
      DELETE FROM catalog.search_words WHERE word ~ '^[0-9]+$';
      REINDEX INDEX catalog.search_words_trgm;
      CREATE OR REPLACE FUNCTION catalog.products_index() RETURNS trigger LANGUAGE plpgsql AS $$
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
          WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
          ON CONFLICT DO NOTHING;
        RETURN NEW;
      END $$;
    `,
  },
  {
    // Each announced change of the catalogue has a number, in the order the replicas took them: an
    // answer says which changes it includes, so the gateway never keeps one older than a change it has
    // heard of (a replica that has not heard of it yet may still hold the old answer).
    id: '007_catalogue_changes',
    sql: `CREATE SEQUENCE catalog.catalogue_changes;`,
  },
];
