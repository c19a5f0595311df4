import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';

/**
 * Runs `fn` on a client of the server at `serverUrl` (no database of the tests
 * in it) and ends the client. A connection error reaches `fn`'s query; the
 * listener only keeps it from also being thrown as an uncaught exception.
 */
async function onServer(serverUrl: string, fn: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when the
 * Vitest project sets TEST_DB_KIND=postgres, a new database on TEST_DATABASE_URL
 * (or `serverUrl`) that is dropped again on close.
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
  if (process.env.TEST_DB_KIND !== 'postgres') return openDatabase({});
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const drop = () =>
    onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: url.toString(), onConnectionError });
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
