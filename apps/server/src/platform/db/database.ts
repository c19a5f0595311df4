import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../schema.js';
import { serverRoot } from '../paths.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Refreshes planner statistics where nothing else does (PGlite has no autovacuum). */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverRoot(), 'drizzle');

/**
 * Opens PostgreSQL through `url` when given, else PGlite stored in `pgliteDir`
 * (in memory when `pgliteDir` is undefined), and applies the migrations.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  pgliteDir?: string | undefined;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', maintain: async () => {}, close: () => pool.end() };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // VACUUM also sets the visibility map, which index-only and bitmap scans (counts, searches) rely on.
  const maintain = async () => {
    await client.exec('VACUUM ANALYZE');
  };
  await maintain();
  return { db, kind: 'pglite', maintain, close: () => client.close() };
}
