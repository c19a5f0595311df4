import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { serverRoot } from '../platform/paths.js';

/** The database the run's global setup (migrate-once.ts) migrated, for every test file to copy. */
type MigratedTemplate =
  | {
      kind: 'pglite';
      /** A tarball of the migrated data folder (`PGlite.dumpDataDir`). */ file: string;
    }
  | {
      kind: 'postgres';
      /** A database on TEST_DATABASE_URL that nobody connects to. */ database: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/**
 * Runs `fn` on a client of the server at `serverUrl` (no database of the tests
 * in it) and ends the client. A connection error reaches `fn`'s query; the
 * listener only keeps it from also being thrown as an uncaught exception.
 */
export async function onServer(serverUrl: string, fn: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database replaced by `database`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The template of this run for `kind`, or undefined outside the api projects (no global setup). */
function templateOf<Kind extends MigratedTemplate['kind']>(kind: Kind) {
  const template = inject('migratedTemplate') as MigratedTemplate | undefined;
  return template?.kind === kind
    ? (template as Extract<MigratedTemplate, { kind: Kind }>)
    : undefined;
}

/**
 * An in-memory PGlite restored from the migrated snapshot. The extensions must
 * be those openDatabase loads, since the snapshot's schema uses them.
 */
async function openPgliteCopy(file: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    loadDataDir: new Blob([await fs.readFile(file)]),
    extensions: { pg_trgm },
  });
  const db = drizzle({ client });
  // The copy carries Drizzle's journal: this applies only a migration added since the setup ran.
  await migrate(db, { migrationsFolder: path.join(serverRoot(), 'drizzle') });
  let closed: Promise<void> | undefined;
  const maintain = async () => {
    await client.exec('VACUUM ANALYZE');
  };
  return {
    db,
    kind: 'pglite',
    maintain,
    analyze: maintain,
    close: () => (closed ??= client.close()),
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when the
 * Vitest project sets TEST_DB_KIND=postgres, a new database on TEST_DATABASE_URL
 * (or `serverUrl`) that is dropped again on close. In the api projects it is a
 * copy of the database the global setup migrated once for the run (a PGlite
 * snapshot, or `CREATE DATABASE … TEMPLATE`); elsewhere it is migrated here.
 *
 * `close` ends every pooled connection before the drop, so `WITH (FORCE)` has
 * no client of ours left to terminate; should one still hear the server's 57P01
 * (admin shutdown), the pool's teardown listener ignores it rather than letting
 * it escape as an uncaught exception.
 */
export async function openTestDatabase({
  serverUrl = process.env.TEST_DATABASE_URL,
  onConnectionError,
}: {
  serverUrl?: string | undefined;
  /** Hears a pooled connection's error that no query receives (openDatabase). */
  onConnectionError?: (error: Error) => void;
} = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const snapshot = templateOf('pglite');
    return snapshot ? openPgliteCopy(snapshot.file) : openDatabase({});
  }
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const template = templateOf('postgres');
  const drop = () =>
    onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.database}` : ''}`),
  );
  let handle: DatabaseHandle;
  try {
    // On a copy of the template the migrator finds its journal complete and applies nothing.
    handle = await openDatabase({ url: databaseUrl(serverUrl, name), onConnectionError });
  } catch (error) {
    await drop();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close() {
      closed ??= handle.close().then(drop);
      return closed;
    },
  };
}
