/*
 * A test database handed back by one test file and emptied for the next: the
 * rows the migrations seeded are put back and every sequence where the
 * migrations left it, as in a fresh copy of the migrated database. A fresh copy
 * costs a PGlite about 1.3 s and 1.5 CPU-s (a 44 MB data folder to unpack and
 * start); this reset about 50 ms (docs/testing.md, "Time").
 */

/**
 * Run once on the migrated database before it is copied: schema `test_seed`
 * keeps the seeded rows of each table of `public` that has any, the sequences'
 * values, and `test_seed.reset()`.
 */
export const prepareReuseStatements = [
  'CREATE SCHEMA test_seed',
  `DO $$
DECLARE
  t record;
  seeded boolean;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
  LOOP
    EXECUTE format('SELECT EXISTS (SELECT FROM public.%I)', t.relname) INTO seeded;
    IF seeded THEN
      EXECUTE format('CREATE TABLE test_seed.%I AS TABLE public.%I', t.relname, t.relname);
    END IF;
  END LOOP;
END $$`,
  `CREATE TABLE test_seed.sequences AS
  SELECT format('%I.%I', schemaname, sequencename) AS name, last_value
  FROM pg_sequences WHERE schemaname = 'public'`,
  `CREATE FUNCTION test_seed.reset() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  columns text;
BEGIN
  -- Triggers and foreign-key checks off while the seeded rows go back.
  SET LOCAL session_replication_role = replica;
  EXECUTE (
    SELECT 'TRUNCATE ' || string_agg(c.oid::regclass::text, ', ') || ' CASCADE'
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
  );
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'test_seed' AND c.relkind = 'r' AND c.relname <> 'sequences'
  LOOP
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO columns
    FROM pg_attribute a
    WHERE a.attrelid = format('public.%I', t.relname)::regclass
      AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '';
    EXECUTE format(
      'INSERT INTO public.%I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM test_seed.%I',
      t.relname, columns, columns, t.relname
    );
  END LOOP;
  FOR t IN SELECT name, last_value FROM test_seed.sequences LOOP
    IF t.last_value IS NULL THEN
      EXECUTE format('ALTER SEQUENCE %s RESTART', t.name);
    ELSE
      PERFORM setval(t.name, t.last_value);
    END IF;
  END LOOP;
END $$`,
];

/**
 * Empties a database handed back for the next test file, one statement at a
 * time (DISCARD ALL runs outside any transaction). DISCARD ALL first: the one
 * session a PGlite keeps may hold settings, advisory locks or prepared
 * statements of the file before.
 */
export const resetStatements = ['DISCARD ALL', 'SELECT test_seed.reset()'];
