import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { users } from '../../schema.js';
import { openTestDatabase } from '../../test/test-database.js';
import { publicAccess } from './access.js';

/** Looks like what argon2 stores: it must never reach the log. */
const secretHash =
  '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQtdmFsdWU$bm90LWEtcmVhbC1oYXNoLWJ1dC1jbG9zZQ';

let app: FastifyInstance;
let handle: DatabaseHandle;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  handle = await openTestDatabase();
  const db = handle.db;
  ({ app } = await buildApp(config, db, {
    logStream: { write: (line) => void lines.push(line) },
    extraRoutes: (instance) => {
      // A failing insert (no company 999): drizzle puts every parameter in its error.
      instance.post('/api/test/failing-insert', { config: { access: publicAccess } }, async () => {
        await db.insert(users).values({ login: 'leak-test', pwdHash: secretHash, comId: 999 });
        return {};
      });
      // The database repeats a bad value in its own message, here the cause's.
      instance.post('/api/test/failing-cast', { config: { access: publicAccess } }, async () => {
        await db.execute(sql`select ${secretHash}::integer as n`);
        return {};
      });
    },
  }));
});
afterAll(async () => {
  await app.close();
  await handle.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const call = (url: string) =>
  app.inject({ method: 'POST', url, headers: { 'x-requested-with': 'XMLHttpRequest' } });

/** The log entries written while `run` ran, parsed. */
async function logged(run: () => Promise<unknown>): Promise<{ text: string; entries: unknown[] }> {
  const from = lines.length;
  await run();
  const text = lines.slice(from).join('');
  return { text, entries: lines.slice(from).map((line) => JSON.parse(line) as unknown) };
}

describe('the error log holds no query parameters (finding 8)', () => {
  it('logs a failed insert with its SQL and code, without the password hash', async () => {
    let status = 0;
    const { text, entries } = await logged(async () => {
      const response = await call('/api/test/failing-insert');
      status = response.statusCode;
      expect(response.json()).toEqual({
        message: messages.serverError,
        code: 'server_error',
        key: 'serverError',
      });
    });
    expect(status).toBe(500);
    expect(text).not.toContain(secretHash);
    expect(text).not.toContain('c2VjcmV0LXNhbHQtdmFsdWU');
    const error = entries.find((entry) => (entry as { level?: number }).level === 50) as
      | { msg: string; err: { message: string; stack: string; query?: string; cause?: unknown } }
      | undefined;
    expect(error?.msg).toBe('unhandled error');
    // What helps find the fault stays: the SQL text, the database's code and constraint.
    expect(error?.err.message).toContain('insert into "users"');
    expect(error?.err.stack).toContain('insert into "users"');
    expect(text).toContain('23503');
    expect(text).toContain('users_com_id_companies_com_id_fk');
  });

  it('removes a parameter the database repeats in its own message', async () => {
    let status = 0;
    const { text, entries } = await logged(async () => {
      status = (await call('/api/test/failing-cast')).statusCode;
    });
    expect(status).toBe(500);
    expect(text).not.toContain(secretHash);
    expect(text).not.toContain('c2VjcmV0LXNhbHQtdmFsdWU');
    expect(text).toContain('invalid input syntax for type integer');
    expect(text).toContain('22P02');
    expect(entries.some((entry) => (entry as { msg?: string }).msg === 'unhandled error')).toBe(
      true,
    );
  });
});
