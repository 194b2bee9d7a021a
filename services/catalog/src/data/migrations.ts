import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';

export const migrations: Migration[] = [
  ...eventMigrations('catalog'),
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
  {
    // Products come in options (Size, Colour) and are sold as variants, each with its SKU, price and
    // stock. Every product has at least one: a product sold one way has its default variant, whose id is
    // the product's own, so lines and records that name only a product (older orders, stock taken) name
    // it. The product's price, highest price and stock are its variants' (lowest, highest, total of
    // those for sale), kept by the variants' triggers so listings filter and sort on the product row.
    // On a product without options, writing its price or stock writes its variant's; on one with
    // options that is refused (it would be overwritten at the next sale).
    // Locks: a product's row before its variants' (takeFromStock), so two orders never wait on each other.
    id: '008_variants',
    sql: `
      ALTER TABLE catalog.products ADD COLUMN options jsonb NOT NULL DEFAULT '[]',
                                   ADD COLUMN price_max_cents integer;
      CREATE TABLE catalog.variants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES catalog.products (id) ON DELETE CASCADE,
        sku text NOT NULL,
        options jsonb NOT NULL DEFAULT '{}',
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        stock integer NOT NULL CHECK (stock >= 0),
        image_url text,
        barcode text,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX variants_sku ON catalog.variants (lower(sku));
      CREATE UNIQUE INDEX variants_combination ON catalog.variants (product_id, options) WHERE status = 'active';
      CREATE INDEX variants_of_product ON catalog.variants (product_id, position, id);

      INSERT INTO catalog.variants (id, product_id, sku, price_cents, stock, created_at)
        SELECT id, id, 'P-' || upper(left(replace(id::text, '-', ''), 12)), price_cents, stock, created_at FROM catalog.products;

      ALTER TABLE catalog.stock_taken ADD COLUMN variant_id uuid;
      UPDATE catalog.stock_taken SET variant_id = product_id;
      ALTER TABLE catalog.stock_taken ALTER COLUMN variant_id SET NOT NULL,
                                      DROP CONSTRAINT stock_taken_pkey,
                                      ADD PRIMARY KEY (order_id, variant_id);

      CREATE FUNCTION catalog.variants_sum_up() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog.products p
           SET price_cents = coalesce(a.low, p.price_cents),
               price_max_cents = CASE WHEN a.high > a.low THEN a.high END,
               stock = coalesce(a.stock, 0),
               updated_at = now()
          FROM (SELECT c.product_id, min(v.price_cents) AS low, max(v.price_cents) AS high, sum(v.stock)::int AS stock
                  FROM (SELECT DISTINCT product_id FROM changed_variants) c
                  LEFT JOIN catalog.variants v ON v.product_id = c.product_id AND v.status = 'active'
                 GROUP BY c.product_id) a
         WHERE p.id = a.product_id
           AND (p.price_cents, p.price_max_cents, p.stock) IS DISTINCT FROM
               (coalesce(a.low, p.price_cents), CASE WHEN a.high > a.low THEN a.high END, coalesce(a.stock, 0));
        RETURN NULL;
      END $$;
      CREATE TRIGGER variants_added AFTER INSERT ON catalog.variants
        REFERENCING NEW TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION catalog.variants_sum_up();
      CREATE TRIGGER variants_changed AFTER UPDATE ON catalog.variants
        REFERENCING NEW TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION catalog.variants_sum_up();
      CREATE TRIGGER variants_removed AFTER DELETE ON catalog.variants
        REFERENCING OLD TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION catalog.variants_sum_up();

      CREATE FUNCTION catalog.product_writes_its_variant() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.options <> '[]'::jsonb THEN
          RAISE EXCEPTION 'product % has options: change the price and stock of its variants', NEW.id
            USING ERRCODE = 'check_violation';
        END IF;
        UPDATE catalog.variants SET price_cents = NEW.price_cents, stock = NEW.stock, updated_at = now()
         WHERE product_id = NEW.id AND status = 'active';
        RETURN NEW;
      END $$;
      -- Only a write from outside a trigger: the variants' own sum-up (depth 1) is what keeps the product.
      CREATE TRIGGER product_price_and_stock AFTER UPDATE OF price_cents, stock ON catalog.products
        FOR EACH ROW WHEN (pg_trigger_depth() < 1 AND (OLD.price_cents, OLD.stock) IS DISTINCT FROM (NEW.price_cents, NEW.stock))
        EXECUTE FUNCTION catalog.product_writes_its_variant();
    `,
  },
  {
    // Filtering and counting by option values (Size M, Colour Red). Each variant keeps its values as
    // 'size=m' pairs (lower case; separators in names and values percent-encoded); each product the
    // pairs of its variants for sale, and of those in stock, kept by the variants' trigger, on a GIN
    // index: "has an M, or an L" is a match of the product row. Whether one variant is both M and Red is
    // asked of the variants, of the few products whose row has both, on an index that covers the ask.
    id: '009_option_values',
    sql: `
      CREATE FUNCTION catalog.option_pairs(options jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(encoded.n || '=' || encoded.v ORDER BY encoded.n COLLATE "C"), '{}')
          FROM jsonb_each_text(options) e,
               LATERAL (SELECT replace(replace(replace(lower(trim(e.key)), '%', '%25'), '=', '%3D'), ',', '%2C') AS n,
                               replace(replace(replace(lower(trim(e.value)), '%', '%25'), '=', '%3D'), ',', '%2C') AS v) encoded
      $$;
      ALTER TABLE catalog.variants ADD COLUMN option_values text[] GENERATED ALWAYS AS (catalog.option_pairs(options)) STORED;
      ALTER TABLE catalog.products ADD COLUMN option_values text[] NOT NULL DEFAULT '{}',
                                   ADD COLUMN option_values_in_stock text[] NOT NULL DEFAULT '{}';
      UPDATE catalog.products p SET option_values = o.vals, option_values_in_stock = o.in_stock
        FROM (SELECT v.product_id, array_agg(DISTINCT k) AS vals, coalesce(array_agg(DISTINCT k) FILTER (WHERE v.stock > 0), '{}') AS in_stock
                FROM catalog.variants v, unnest(v.option_values) k WHERE v.status = 'active' GROUP BY v.product_id) o
       WHERE p.id = o.product_id;

      -- As in 008, and the pairs too, for all the changed products at once (a bulk import's too).
      CREATE OR REPLACE FUNCTION catalog.variants_sum_up() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        WITH changed AS (SELECT DISTINCT product_id FROM changed_variants),
        sums AS (
          SELECT c.product_id, min(v.price_cents) AS low, max(v.price_cents) AS high, sum(v.stock)::int AS stock
            FROM changed c LEFT JOIN catalog.variants v ON v.product_id = c.product_id AND v.status = 'active'
           GROUP BY c.product_id),
        pairs AS (
          SELECT v.product_id, array_agg(DISTINCT k) AS vals, array_agg(DISTINCT k) FILTER (WHERE v.stock > 0) AS in_stock
            FROM changed c JOIN catalog.variants v ON v.product_id = c.product_id AND v.status = 'active',
                 unnest(v.option_values) AS k
           GROUP BY v.product_id),
        summed AS (
          SELECT s.*, coalesce(k.vals, '{}') AS vals, coalesce(k.in_stock, '{}') AS in_stock
            FROM sums s LEFT JOIN pairs k ON k.product_id = s.product_id)
        UPDATE catalog.products p
           SET price_cents = coalesce(a.low, p.price_cents),
               price_max_cents = CASE WHEN a.high > a.low THEN a.high END,
               stock = coalesce(a.stock, 0),
               option_values = a.vals,
               option_values_in_stock = a.in_stock,
               updated_at = now()
          FROM summed a
         WHERE p.id = a.product_id
           AND (p.price_cents, p.price_max_cents, p.stock, p.option_values, p.option_values_in_stock) IS DISTINCT FROM
               (coalesce(a.low, p.price_cents), CASE WHEN a.high > a.low THEN a.high END, coalesce(a.stock, 0), a.vals, a.in_stock);
        RETURN NULL;
      END $$;

      CREATE INDEX products_shop_option_values ON catalog.products USING gin (option_values, option_values_in_stock)
        WHERE status = 'active';
      CREATE INDEX variants_shop_option_values ON catalog.variants (product_id) INCLUDE (stock, option_values)
        WHERE status = 'active';
    `,
  },
  {
    // The automatic promotions the orders service announces, as the shelves need them (sale prices,
    // deals), and the paid orders that used each, to stop showing one whose uses have run out.
    id: '010_shelf_promotions',
    sql: `
      CREATE TABLE catalog.promotions (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        automatic boolean NOT NULL,
        status text NOT NULL,
        target jsonb NOT NULL,
        benefit jsonb NOT NULL,
        min_subtotal_cents integer NOT NULL,
        combines boolean NOT NULL,
        for_everyone boolean NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        usage_limit integer,
        changed_at timestamptz NOT NULL
      );
      CREATE INDEX promotions_on_shelves ON catalog.promotions (starts_at) WHERE automatic AND status = 'active';
      CREATE TABLE catalog.promotion_uses (
        promotion_id uuid NOT NULL,
        order_id text NOT NULL,
        PRIMARY KEY (promotion_id, order_id)
      );
    `,
  },
  {
    // A gift card is a product sold by amount: its variants are set amounts, and `gift_card` holds the
    // least and most a shopper may choose instead ({ minCents, maxCents }); null for everything else.
    id: '011_gift_card_products',
    sql: `ALTER TABLE catalog.products ADD COLUMN gift_card jsonb;`,
  },
  {
    // A product's rating as the reviews service last announced it: its average in tenths of a star, how
    // many approved reviews, and the number of that announcement (an older one that arrives late is ignored).
    id: '012_ratings',
    sql: `
      ALTER TABLE catalog.products ADD COLUMN rating_tenths smallint NOT NULL DEFAULT 0,
                                   ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
                                   ADD COLUMN rating_version integer NOT NULL DEFAULT 0;
      CREATE INDEX products_by_rating ON catalog.products (rating_tenths DESC, rating_count DESC, id) WHERE status = 'active';
    `,
  },
  {
    // The catalogue in more than one language. A product's texts in another language than English sit in
    // `texts` ({ "fr": { "name": ..., "description": ... } }), a category's in catalog.categories; English
    // stays in the columns, and shows where a translation is missing. Search reads both: French texts are
    // indexed with the French stemmer after their accents are taken off (the words of a query are
    // unaccented too), and their words join those typos are corrected to.
    id: '013_catalogue_languages',
    sql: `
      CREATE EXTENSION IF NOT EXISTS unaccent;
      CREATE TEXT SEARCH CONFIGURATION catalog.french_words (COPY = pg_catalog.french);
      ALTER TEXT SEARCH CONFIGURATION catalog.french_words ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;

      ALTER TABLE catalog.products ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
      CREATE TABLE catalog.categories (
        name text PRIMARY KEY,
        texts jsonb NOT NULL DEFAULT '{}'
      );
      CREATE INDEX products_shop_french_name_words ON catalog.products
        USING gin (to_tsvector('catalog.french_words'::regconfig, coalesce(texts->'fr'->>'name', ''))) WHERE status = 'active';

      CREATE OR REPLACE FUNCTION catalog.products_index() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        french_category text := coalesce((SELECT c.texts->'fr'->>'name' FROM catalog.categories c WHERE c.name = NEW.category), '');
        french text := coalesce(NEW.texts->'fr'->>'name', '') || ' ' || french_category || ' ' || coalesce(NEW.texts->'fr'->>'description', '');
      BEGIN
        NEW.search_vector :=
          setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
          setweight(to_tsvector('catalog.french_words', coalesce(NEW.texts->'fr'->>'name', '')), 'A') ||
          setweight(to_tsvector('english', coalesce(NEW.category, '')), 'B') ||
          setweight(to_tsvector('catalog.french_words', french_category), 'B') ||
          setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'C') ||
          setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D') ||
          setweight(to_tsvector('catalog.french_words', coalesce(NEW.texts->'fr'->>'description', '')), 'D');
        INSERT INTO catalog.search_words (word)
          SELECT DISTINCT w FROM regexp_split_to_table(
            lower(unaccent(NEW.name || ' ' || NEW.category || ' ' || array_to_string(NEW.tags, ' ') || ' ' || NEW.description || ' ' || french)),
            '[^a-z0-9]+') AS w
          WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
          ON CONFLICT DO NOTHING;
        RETURN NEW;
      END $$;
      DROP TRIGGER products_index ON catalog.products;
      CREATE TRIGGER products_index BEFORE INSERT OR UPDATE OF name, category, tags, description, texts
        ON catalog.products FOR EACH ROW EXECUTE FUNCTION catalog.products_index();
    `,
  },
  {
    // A product's names, English and French, as one stored vector: a search's "the name matches first"
    // candidates are read from its index, and where the planner reads the table instead, each row costs
    // a look at a stored vector rather than stemming two names again (50 times slower at 100,000).
    id: '014_name_words',
    sql: `
      ALTER TABLE catalog.products ADD COLUMN name_words tsvector NOT NULL DEFAULT ''::tsvector;
      UPDATE catalog.products
         SET name_words = to_tsvector('english', name) || to_tsvector('catalog.french_words', coalesce(texts->'fr'->>'name', ''));
      CREATE INDEX products_shop_names ON catalog.products USING gin (name_words) WHERE status = 'active';
      DROP INDEX catalog.products_shop_name_words;
      DROP INDEX catalog.products_shop_french_name_words;

      CREATE FUNCTION catalog.products_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.name_words :=
          to_tsvector('english', coalesce(NEW.name, '')) || to_tsvector('catalog.french_words', coalesce(NEW.texts->'fr'->>'name', ''));
        RETURN NEW;
      END $$;
      CREATE TRIGGER products_name_words BEFORE INSERT OR UPDATE OF name, texts
        ON catalog.products FOR EACH ROW EXECUTE FUNCTION catalog.products_name_words();
    `,
  },
];
