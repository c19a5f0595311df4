import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { companies } from '../platform/db/platform.schema.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { vehicleFuels } from '../features/vehicles/vehicles.schema.js';
import { serverRoot } from '../platform/paths.js';
import { openTestDatabase } from './test-database.js';

/**
 * The test database's teardown (issue: a race in the teardown turned a green run
 * red). Closing the pool used to resolve while its clients were still saying
 * goodbye; `DROP DATABASE … WITH (FORCE)` then killed them, and the 57P01 error
 * of a client without an `error` listener escaped as an uncaught exception.
 */

const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught.length = 0;
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
});
afterEach(() => {
  process.off('uncaughtException', record);
  process.off('unhandledRejection', record);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('opening a test database', () => {
  it("copies the run's migrated database, and each copy is its own", async () => {
    // The global setup migrated one database of the project's kind for the whole run.
    expect(inject('migratedTemplate')).toMatchObject({ kind: process.env.TEST_DB_KIND });
    const journal = JSON.parse(
      fs.readFileSync(path.join(serverRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      for (const handle of [first, second]) {
        const { rows } = (await handle.db.execute(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        )) as { rows: { applied: number }[] };
        expect(rows).toEqual([{ applied: journal.entries.length }]);
      }
      await first.db.insert(companies).values({ comId: 1, name: 'Only in the first' });
      expect(await second.db.select().from(companies)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('a test database handed back', () => {
  /** What a file could have changed: the seeded rows, a table's rows, the sequences. */
  const stateOf = async ({ db }: DatabaseHandle) => ({
    fuels: await db.select().from(vehicleFuels).orderBy(vehicleFuels.id),
    companies: await db.select().from(companies),
    sequences: (
      (await db.execute(
        sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
      )) as { rows: unknown[] }
    ).rows,
  });

  it('is emptied for the next file, as a fresh copy', async () => {
    const first = await openTestDatabase();
    const fresh = await stateOf(first);
    expect(fresh.fuels.length).toBeGreaterThan(0);
    await first.db.insert(companies).values({ comId: 7, name: 'Left by the file before' });
    await first.db.delete(vehicleFuels);
    await first.db.insert(vehicleFuels).values({ id: 99, name: 'Added by the file before' });
    await first.db.execute(
      sql`select setval(format('%I.%I', schemaname, sequencename), 1000) from pg_sequences where schemaname = 'public'`,
    );
    await first.db.execute(sql`select pg_advisory_lock(42)`);
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(await stateOf(next)).toEqual(fresh);
      // No lock of the file before is held (on a PGlite the session is the same one).
      const { rows } = (await next.db.execute(sql`select pg_try_advisory_lock(42) as taken`)) as {
        rows: { taken: boolean }[];
      };
      expect(rows).toEqual([{ taken: true }]);
    } finally {
      await next.close();
    }
  });
});

describe('closing a test database', () => {
  it('leaves no error behind, and a query after the close fails where it is awaited', async () => {
    const handle = await openTestDatabase();
    // Several pooled clients, all idle at the close.
    await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select 1`)));
    await handle.close();
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
    await handle.close(); // a second close is harmless
    await settle();
    expect(uncaught).toEqual([]);
  });
});

/**
 * A TCP proxy in front of PostgreSQL that holds every Terminate message (the
 * client's goodbye) for `holdMs`: the slow machine of the issue, every time.
 */
async function startSlowGoodbyeProxy(target: URL, holdMs: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({
      host: target.hostname,
      port: Number(target.port || 5432),
      allowHalfOpen: true,
    });
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', () => sockets.delete(client));
    upstream.on('error', drop).on('close', () => sockets.delete(upstream));
    upstream.pipe(client);
    // Client to server in order; a chunk ending in Terminate ('X', length 4) waits.
    let queue = Promise.resolve();
    const forward = (send: () => void, delayMs = 0) => {
      queue = queue
        .then(() => (delayMs ? new Promise((resolve) => setTimeout(resolve, delayMs)) : undefined))
        .then(send);
    };
    const terminate = Buffer.from([0x58, 0, 0, 0, 4]);
    client.on('data', (chunk: Buffer) => {
      const goodbye = chunk.subarray(-terminate.length).equals(terminate);
      forward(() => upstream.write(chunk), goodbye ? holdMs : 0);
    });
    client.on('end', () => forward(() => upstream.end()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('closing on a slow machine', () => {
  it('waits for every pooled client to end before dropping the database', async () => {
    const holdMs = 500;
    const proxy = await startSlowGoodbyeProxy(new URL(process.env.TEST_DATABASE_URL ?? ''), holdMs);
    try {
      const handle = await openTestDatabase({ serverUrl: proxy.url });
      await Promise.all(
        Array.from({ length: 4 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)),
      );
      const started = performance.now();
      await handle.close();
      // The goodbyes were held: the close waited for them instead of racing the drop.
      expect(performance.now() - started).toBeGreaterThanOrEqual(holdMs - 50);
      await settle();
      expect(uncaught).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('reports an idle connection the server ends instead of throwing it', async () => {
    const heard: Error[] = [];
    const handle = await openTestDatabase({ onConnectionError: (error) => heard.push(error) });
    try {
      const { rows } = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as {
        rows: { pid: number }[];
      };
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await admin.end();
      for (let i = 0; i < 50 && heard.length === 0; i++) await settle();
      expect(heard).toMatchObject([{ code: '57P01' }]);
      // The pool carries on with a new connection.
      await expect(handle.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await handle.close();
    }
    await settle();
    expect(uncaught).toEqual([]);
  });
});
