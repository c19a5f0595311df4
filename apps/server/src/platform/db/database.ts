import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../paths.js';

/**
 * The database, typed without the tables: queries name the tables they use,
 * and no code asks Drizzle's relational `db.query`, so the platform needs no
 * feature's schema (the tables are listed for drizzle-kit in src/schema.ts).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** What `db.transaction` hands its callback (its relational config is the database's, empty). */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Refreshes planner statistics where nothing else does (PGlite has no autovacuum). */
  maintain(): Promise<void>;
  /** Refreshes planner statistics now, on either database (after a bulk load such as the demo). */
  analyze(): Promise<void>;
  /** PGlite only: the data directory as a tarball (the tests copy one migrated database). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Closes the database; on PostgreSQL it resolves once every pooled connection
   * has really ended, so the database can be dropped right after. A second call
   * answers the first one's promise.
   */
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverRoot(), 'drizzle');

/** PostgreSQL's admin_shutdown: the server ended the connection (shutdown, `DROP DATABASE … WITH (FORCE)`). */
const adminShutdown = '57P01';

/**
 * True for what a closing pool's connections may still hear: the server
 * terminating them, and the broken connection that follows.
 */
function isTeardownError(error: Error): boolean {
  return (
    (error as { code?: unknown }).code === adminShutdown ||
    error.message === 'Connection terminated unexpectedly'
  );
}

/** Calls `fn` once; later calls answer the first call's promise. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}

/**
 * A pg pool that never lets a connection's error escape as an uncaught
 * exception: an error of an idle or checked-out connection (the server
 * restarted, the network dropped) goes to `onConnectionError` (a query that
 * was running fails on its own), and once closing has begun the server's
 * terminating of the connections is expected and ignored. `close` waits until
 * every client has ended, not just until the pool has let go of them.
 */
function openPool(url: string, onConnectionError: (error: Error) => void) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // The pool passes an idle client's error to its own 'error' event too: report it once.
  const reported = new WeakSet<Error>();
  const onError = (error: Error) => {
    if ((closing && isTeardownError(error)) || reported.has(error)) return;
    reported.add(error);
    onConnectionError(error);
  };
  pool.on('error', onError);
  const open = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    client.on('error', onError);
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    open.add(ended);
    void ended.then(() => open.delete(ended));
  });
  const close = once(async () => {
    closing = true;
    // end() resolves when the pool has let go of its clients (after any checked-out
    // one is released), while their goodbyes may still be on the wire.
    await pool.end();
    await Promise.all(open);
  });
  return { pool, close };
}

/**
 * Opens PostgreSQL through `url` when given, else PGlite stored in `pgliteDir`
 * (in memory when `pgliteDir` is undefined), and applies the migrations.
 * `onConnectionError` hears a PostgreSQL connection's error that no query
 * receives (by default it is written to stderr); it is never thrown.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  pgliteDir?: string | undefined;
  onConnectionError?: ((error: Error) => void) | undefined;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const onConnectionError =
      options.onConnectionError ??
      ((error: Error) => console.error('PostgreSQL connection error:', error));
    const { pool, close } = openPool(options.url, onConnectionError);
    const db = drizzlePg({ client: pool });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await close();
      throw error;
    }
    const analyze = async () => {
      await db.execute(sql`analyze`);
    };
    return { db, kind: 'postgres', maintain: async () => {}, analyze, close };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  // VACUUM also sets the visibility map, which index-only and bitmap scans (counts, searches) rely on.
  const maintain = async () => {
    await client.exec('VACUUM ANALYZE');
  };
  await maintain();
  return {
    db,
    kind: 'pglite',
    maintain,
    analyze: maintain,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: once(() => client.close()),
  };
}
