import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { serverRoot } from '../platform/paths.js';
import { resetStatements } from './database-reuse.js';

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

/*
 * The databases this worker's test files handed back, to be emptied for the next
 * file (database-reuse.ts); the module lives across files (isolate: false). A
 * few are kept, for a file that holds two at once.
 */
const keptIdle = 2;
const idlePglites: PGlite[] = [];
/** Names of copies of the run's PostgreSQL template, by server. */
const idleCopies = new Map<string, string[]>();
function idleCopiesOf(serverUrl: string) {
  let names = idleCopies.get(serverUrl);
  if (!names) idleCopies.set(serverUrl, (names = []));
  return names;
}

/**
 * A client that answers while the file holds it: after the close, a query of
 * the file that comes late fails instead of reaching the next file's database.
 */
function heldUntilClosed(client: PGlite) {
  let held = true;
  const view = new Proxy(client, {
    get(target, key) {
      if (!held) throw new Error('the test database is closed');
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const bound: unknown = value.bind(target);
      return bound;
    },
  });
  const release = () => {
    const wasHeld = held;
    held = false;
    return wasHeld;
  };
  return { view, release };
}

/**
 * An in-memory PGlite in the state of the migrated snapshot: one a file before
 * handed back, emptied (database-reuse.ts), or else a new one restored from the
 * snapshot. The extensions must be those openDatabase loads, since the
 * snapshot's schema uses them.
 */
async function openPgliteCopy(file: string): Promise<DatabaseHandle> {
  let client = idlePglites.pop();
  if (client) {
    for (const statement of resetStatements) await client.exec(statement);
  } else {
    client = await PGlite.create({
      loadDataDir: new Blob([await fs.readFile(file)]),
      extensions: { pg_trgm },
    });
    // The copy carries Drizzle's journal: this applies only a migration added since the setup ran.
    await migrate(drizzle({ client }), { migrationsFolder: path.join(serverRoot(), 'drizzle') });
  }
  const owned = client;
  const { view, release } = heldUntilClosed(owned);
  const maintain = async () => {
    await view.exec('VACUUM ANALYZE');
  };
  return {
    db: drizzle({ client: view }),
    kind: 'pglite',
    maintain,
    analyze: maintain,
    close: async () => {
      if (!release()) return;
      if (idlePglites.length < keptIdle) idlePglites.push(owned);
      else await owned.close();
    },
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
  const template = templateOf('postgres');
  const idle = template ? idleCopiesOf(serverUrl) : [];
  const reused = idle.pop();
  // A copy is named after its template, so that the run's teardown drops the copies kept.
  const name = reused ?? `${template?.database ?? 'bo_test'}_${randomBytes(6).toString('hex')}`;
  const drop = () =>
    onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  if (!reused) {
    await onServer(serverUrl, (client) =>
      client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.database}` : ''}`),
    );
  }
  let handle: DatabaseHandle;
  try {
    // On a copy of the template the migrator finds its journal complete and applies nothing.
    handle = await openDatabase({ url: databaseUrl(serverUrl, name), onConnectionError });
    if (reused)
      for (const statement of resetStatements) await handle.db.execute(sql.raw(statement));
  } catch (error) {
    await drop();
    throw error;
  }
  let closed: Promise<void> | undefined;
  const handBack = async () => {
    if (template && idle.length < keptIdle) idle.push(name);
    else await drop();
  };
  return {
    ...handle,
    close() {
      closed ??= handle.close().then(handBack);
      return closed;
    },
  };
}
