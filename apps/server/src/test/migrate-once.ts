import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { prepareReuseStatements } from './database-reuse.js';
import { databaseUrl, onServer } from './test-database.js';

/**
 * Global setup of the api projects: migrates one database for the whole run,
 * which openTestDatabase then copies for each test file instead of migrating
 * its own. PGlite: an in-memory database migrated by openDatabase, dumped to a
 * tarball. PostgreSQL: a template database `bo_test_template_<run>`, which no
 * connection may hold while it is copied, dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_KIND === 'postgres') return migratePostgresTemplate(project);
  return migratePgliteSnapshot(project);
}

/** Readies the migrated database's copies to be emptied and used again (database-reuse.ts). */
async function prepareReuse({ db }: DatabaseHandle) {
  for (const statement of prepareReuseStatements) await db.execute(sql.raw(statement));
}

async function migratePgliteSnapshot(project: TestProject) {
  const handle = await openDatabase({});
  if (!handle.dumpDataDir) throw new Error('the embedded database cannot be dumped');
  await prepareReuse(handle);
  const tarball = await handle.dumpDataDir();
  await handle.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-test-template-'));
  const file = path.join(dir, 'pgdata.tar');
  await fs.writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  project.provide('migratedTemplate', { kind: 'pglite', file });
  return () => fs.rm(dir, { recursive: true, force: true });
}

async function migratePostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
  const database = `bo_test_template_${randomBytes(6).toString('hex')}`;
  // The template, and the copies the workers kept for their next file (named after it).
  const drop = () =>
    onServer(serverUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
        [database],
      );
      for (const { datname } of rows) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    });
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  try {
    // close() resolves once every pooled connection has ended: none is left to block a copy.
    const handle = await openDatabase({ url: databaseUrl(serverUrl, database) });
    await prepareReuse(handle);
    await handle.close();
    // A stray connection would make every CREATE DATABASE … TEMPLATE of the run fail.
    await onServer(serverUrl, (client) =>
      client.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`),
    );
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('migratedTemplate', { kind: 'postgres', database });
  return drop;
}
