-- One PostgreSQL role per service, owning its schema and nothing else. Made by databaseSetupSql()
-- in packages/data/src/service-roles.ts: do not edit; `npm run database-setup-sql` writes it again.
-- Run with psql, connected to the store's database as its administrator; safe to run again:
--   CATALOG_DATABASE_PASSWORD=… USERS_DATABASE_PASSWORD=… CART_DATABASE_PASSWORD=… ORDERS_DATABASE_PASSWORD=… RECOMMENDATIONS_DATABASE_PASSWORD=… SUPPORT_DATABASE_PASSWORD=… REVIEWS_DATABASE_PASSWORD=… \
--   psql "$DATABASE_ADMIN_URL" -f database-setup.sql
\set ON_ERROR_STOP on

-- Nobody but the roles given it below connects to this database or uses its public schema.
DO $$ BEGIN EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database()); END $$;
REVOKE ALL ON SCHEMA public FROM PUBLIC;

-- catalog
\getenv catalog_password CATALOG_DATABASE_PASSWORD
\if :{?catalog_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'CATALOG_DATABASE_PASSWORD is not set: the password of the catalog service'; END $$;
\endif
SELECT :'catalog_password' IN ('', 'REPLACE_ME') AS catalog_password_unusable \gset
\if :catalog_password_unusable
  DO $$ BEGIN RAISE EXCEPTION 'CATALOG_DATABASE_PASSWORD is empty or the placeholder REPLACE_ME: the catalog service needs a password of its own'; END $$;
\endif
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'catalog') THEN CREATE ROLE catalog; END IF; END $$;
ALTER ROLE catalog WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD :'catalog_password';
GRANT catalog TO CURRENT_USER;
DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO catalog', current_database()); END $$;
DO $$ BEGIN EXECUTE format('ALTER ROLE catalog IN DATABASE %I SET search_path = catalog', current_database()); END $$;
CREATE SCHEMA IF NOT EXISTS catalog AUTHORIZATION catalog;
ALTER SCHEMA catalog OWNER TO catalog;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA catalog;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA catalog;
SELECT format('ALTER %s %s OWNER TO catalog', kind, object) FROM (
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
           c.oid::regclass::text AS object
      FROM pg_class c
     WHERE c.relnamespace = 'catalog'::regnamespace AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')
       AND c.relowner <> 'catalog'::regrole
       -- a column's sequence follows its table; an extension's objects stay its own
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT 'ROUTINE', p.oid::regprocedure::text FROM pg_proc p
     WHERE p.pronamespace = 'catalog'::regnamespace AND p.proowner <> 'catalog'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'TYPE', t.oid::regtype::text FROM pg_type t
     WHERE t.typnamespace = 'catalog'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> 'catalog'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
) owned_by_others \gexec

-- users
\getenv users_password USERS_DATABASE_PASSWORD
\if :{?users_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'USERS_DATABASE_PASSWORD is not set: the password of the users service'; END $$;
\endif
SELECT :'users_password' IN ('', 'REPLACE_ME') AS users_password_unusable \gset
\if :users_password_unusable
  DO $$ BEGIN RAISE EXCEPTION 'USERS_DATABASE_PASSWORD is empty or the placeholder REPLACE_ME: the users service needs a password of its own'; END $$;
\endif
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'users') THEN CREATE ROLE users; END IF; END $$;
ALTER ROLE users WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD :'users_password';
GRANT users TO CURRENT_USER;
DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO users', current_database()); END $$;
DO $$ BEGIN EXECUTE format('ALTER ROLE users IN DATABASE %I SET search_path = users', current_database()); END $$;
CREATE SCHEMA IF NOT EXISTS users AUTHORIZATION users;
ALTER SCHEMA users OWNER TO users;
SELECT format('ALTER %s %s OWNER TO users', kind, object) FROM (
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
           c.oid::regclass::text AS object
      FROM pg_class c
     WHERE c.relnamespace = 'users'::regnamespace AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')
       AND c.relowner <> 'users'::regrole
       -- a column's sequence follows its table; an extension's objects stay its own
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT 'ROUTINE', p.oid::regprocedure::text FROM pg_proc p
     WHERE p.pronamespace = 'users'::regnamespace AND p.proowner <> 'users'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'TYPE', t.oid::regtype::text FROM pg_type t
     WHERE t.typnamespace = 'users'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> 'users'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
) owned_by_others \gexec

-- cart
\getenv cart_password CART_DATABASE_PASSWORD
\if :{?cart_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'CART_DATABASE_PASSWORD is not set: the password of the cart service'; END $$;
\endif
SELECT :'cart_password' IN ('', 'REPLACE_ME') AS cart_password_unusable \gset
\if :cart_password_unusable
  DO $$ BEGIN RAISE EXCEPTION 'CART_DATABASE_PASSWORD is empty or the placeholder REPLACE_ME: the cart service needs a password of its own'; END $$;
\endif
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cart') THEN CREATE ROLE cart; END IF; END $$;
ALTER ROLE cart WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD :'cart_password';
GRANT cart TO CURRENT_USER;
DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO cart', current_database()); END $$;
DO $$ BEGIN EXECUTE format('ALTER ROLE cart IN DATABASE %I SET search_path = cart', current_database()); END $$;
CREATE SCHEMA IF NOT EXISTS cart AUTHORIZATION cart;
ALTER SCHEMA cart OWNER TO cart;
SELECT format('ALTER %s %s OWNER TO cart', kind, object) FROM (
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
           c.oid::regclass::text AS object
      FROM pg_class c
     WHERE c.relnamespace = 'cart'::regnamespace AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')
       AND c.relowner <> 'cart'::regrole
       -- a column's sequence follows its table; an extension's objects stay its own
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT 'ROUTINE', p.oid::regprocedure::text FROM pg_proc p
     WHERE p.pronamespace = 'cart'::regnamespace AND p.proowner <> 'cart'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'TYPE', t.oid::regtype::text FROM pg_type t
     WHERE t.typnamespace = 'cart'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> 'cart'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
) owned_by_others \gexec

-- orders
\getenv orders_password ORDERS_DATABASE_PASSWORD
\if :{?orders_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'ORDERS_DATABASE_PASSWORD is not set: the password of the orders service'; END $$;
\endif
SELECT :'orders_password' IN ('', 'REPLACE_ME') AS orders_password_unusable \gset
\if :orders_password_unusable
  DO $$ BEGIN RAISE EXCEPTION 'ORDERS_DATABASE_PASSWORD is empty or the placeholder REPLACE_ME: the orders service needs a password of its own'; END $$;
\endif
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'orders') THEN CREATE ROLE orders; END IF; END $$;
ALTER ROLE orders WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD :'orders_password';
GRANT orders TO CURRENT_USER;
DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO orders', current_database()); END $$;
DO $$ BEGIN EXECUTE format('ALTER ROLE orders IN DATABASE %I SET search_path = orders', current_database()); END $$;
CREATE SCHEMA IF NOT EXISTS orders AUTHORIZATION orders;
ALTER SCHEMA orders OWNER TO orders;
SELECT format('ALTER %s %s OWNER TO orders', kind, object) FROM (
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
           c.oid::regclass::text AS object
      FROM pg_class c
     WHERE c.relnamespace = 'orders'::regnamespace AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')
       AND c.relowner <> 'orders'::regrole
       -- a column's sequence follows its table; an extension's objects stay its own
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT 'ROUTINE', p.oid::regprocedure::text FROM pg_proc p
     WHERE p.pronamespace = 'orders'::regnamespace AND p.proowner <> 'orders'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'TYPE', t.oid::regtype::text FROM pg_type t
     WHERE t.typnamespace = 'orders'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> 'orders'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
) owned_by_others \gexec

-- recommendations
\getenv recommendations_password RECOMMENDATIONS_DATABASE_PASSWORD
\if :{?recommendations_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'RECOMMENDATIONS_DATABASE_PASSWORD is not set: the password of the recommendations service'; END $$;
\endif
SELECT :'recommendations_password' IN ('', 'REPLACE_ME') AS recommendations_password_unusable \gset
\if :recommendations_password_unusable
  DO $$ BEGIN RAISE EXCEPTION 'RECOMMENDATIONS_DATABASE_PASSWORD is empty or the placeholder REPLACE_ME: the recommendations service needs a password of its own'; END $$;
\endif
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'recommendations') THEN CREATE ROLE recommendations; END IF; END $$;
ALTER ROLE recommendations WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD :'recommendations_password';
GRANT recommendations TO CURRENT_USER;
DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO recommendations', current_database()); END $$;
DO $$ BEGIN EXECUTE format('ALTER ROLE recommendations IN DATABASE %I SET search_path = recommendations', current_database()); END $$;
CREATE SCHEMA IF NOT EXISTS recommendations AUTHORIZATION recommendations;
ALTER SCHEMA recommendations OWNER TO recommendations;
SELECT format('ALTER %s %s OWNER TO recommendations', kind, object) FROM (
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
           c.oid::regclass::text AS object
      FROM pg_class c
     WHERE c.relnamespace = 'recommendations'::regnamespace AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')
       AND c.relowner <> 'recommendations'::regrole
       -- a column's sequence follows its table; an extension's objects stay its own
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT 'ROUTINE', p.oid::regprocedure::text FROM pg_proc p
     WHERE p.pronamespace = 'recommendations'::regnamespace AND p.proowner <> 'recommendations'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'TYPE', t.oid::regtype::text FROM pg_type t
     WHERE t.typnamespace = 'recommendations'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> 'recommendations'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
) owned_by_others \gexec

-- support
\getenv support_password SUPPORT_DATABASE_PASSWORD
\if :{?support_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'SUPPORT_DATABASE_PASSWORD is not set: the password of the support service'; END $$;
\endif
SELECT :'support_password' IN ('', 'REPLACE_ME') AS support_password_unusable \gset
\if :support_password_unusable
  DO $$ BEGIN RAISE EXCEPTION 'SUPPORT_DATABASE_PASSWORD is empty or the placeholder REPLACE_ME: the support service needs a password of its own'; END $$;
\endif
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'support') THEN CREATE ROLE support; END IF; END $$;
ALTER ROLE support WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD :'support_password';
GRANT support TO CURRENT_USER;
DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO support', current_database()); END $$;
DO $$ BEGIN EXECUTE format('ALTER ROLE support IN DATABASE %I SET search_path = support', current_database()); END $$;
CREATE SCHEMA IF NOT EXISTS support AUTHORIZATION support;
ALTER SCHEMA support OWNER TO support;
SELECT format('ALTER %s %s OWNER TO support', kind, object) FROM (
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
           c.oid::regclass::text AS object
      FROM pg_class c
     WHERE c.relnamespace = 'support'::regnamespace AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')
       AND c.relowner <> 'support'::regrole
       -- a column's sequence follows its table; an extension's objects stay its own
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT 'ROUTINE', p.oid::regprocedure::text FROM pg_proc p
     WHERE p.pronamespace = 'support'::regnamespace AND p.proowner <> 'support'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'TYPE', t.oid::regtype::text FROM pg_type t
     WHERE t.typnamespace = 'support'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> 'support'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
) owned_by_others \gexec

-- reviews
\getenv reviews_password REVIEWS_DATABASE_PASSWORD
\if :{?reviews_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'REVIEWS_DATABASE_PASSWORD is not set: the password of the reviews service'; END $$;
\endif
SELECT :'reviews_password' IN ('', 'REPLACE_ME') AS reviews_password_unusable \gset
\if :reviews_password_unusable
  DO $$ BEGIN RAISE EXCEPTION 'REVIEWS_DATABASE_PASSWORD is empty or the placeholder REPLACE_ME: the reviews service needs a password of its own'; END $$;
\endif
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'reviews') THEN CREATE ROLE reviews; END IF; END $$;
ALTER ROLE reviews WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD :'reviews_password';
GRANT reviews TO CURRENT_USER;
DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO reviews', current_database()); END $$;
DO $$ BEGIN EXECUTE format('ALTER ROLE reviews IN DATABASE %I SET search_path = reviews', current_database()); END $$;
CREATE SCHEMA IF NOT EXISTS reviews AUTHORIZATION reviews;
ALTER SCHEMA reviews OWNER TO reviews;
SELECT format('ALTER %s %s OWNER TO reviews', kind, object) FROM (
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind,
           c.oid::regclass::text AS object
      FROM pg_class c
     WHERE c.relnamespace = 'reviews'::regnamespace AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S')
       AND c.relowner <> 'reviews'::regrole
       -- a column's sequence follows its table; an extension's objects stay its own
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
    UNION ALL
    SELECT 'ROUTINE', p.oid::regprocedure::text FROM pg_proc p
     WHERE p.pronamespace = 'reviews'::regnamespace AND p.proowner <> 'reviews'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'TYPE', t.oid::regtype::text FROM pg_type t
     WHERE t.typnamespace = 'reviews'::regnamespace AND t.typtype IN ('e', 'd') AND t.typowner <> 'reviews'::regrole
       AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
) owned_by_others \gexec
