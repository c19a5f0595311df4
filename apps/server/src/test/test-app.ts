import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse as LightResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { RoleCode } from '@bo/contract';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { AppDeps } from '../platform/feature.js';
import { createUser, seedAccounts } from '../features/users/index.js';
import { companies } from '../platform/db/platform.schema.js';
import { openTestDatabase } from './test-database.js';

export interface TestUser {
  login: string;
  password: string;
  userId: number;
  comId: number;
  cookie: string;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  /** A new user holding `roles` in company `comId` (1 by default), already signed in. */
  makeUser(options: {
    roles: RoleCode[];
    comId?: number;
    custNo?: string;
    login?: string;
  }): Promise<TestUser>;
  signIn(login: string, password: string): Promise<string>;
  /** POST with the X-Requested-With header, JSON body and the user's cookie. */
  post(url: string, body: unknown, user?: TestUser | null): Promise<LightResponse>;
  /** POST a multipart form, as the browser sends FormData. */
  postForm(url: string, form: FormData, user?: TestUser | null): Promise<LightResponse>;
  close(): Promise<void>;
}

/** Serialises FormData exactly as fetch would, boundary included. */
async function encodeForm(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

let userCounter = 0;

/**
 * argon2id at the least memory the configuration takes and one pass: about 1 ms a hash
 * instead of 20, for the hundreds of users the tests make. A server keeps the
 * production cost (password-cost.routes.test.ts).
 */
export const testHashCost = { memoryKiB: 1024, passes: 1 };

/** The whole server on a fresh database and a temporary DATA_DIR, with companies 1 and 2. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extraRoutes?: BuildOptions['extraRoutes'],
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    passwordHashCost: testHashCost,
    ...overrides,
  };
  const handle = await openTestDatabase();
  const { app, deps } = await buildApp(config, handle.db, { logger: false, extraRoutes });
  await seedAccounts.syncRoles(handle.db);
  await handle.db.insert(companies).values([
    { comId: 1, name: 'Company 1' },
    { comId: 2, name: 'Company 2' },
  ]);

  const signIn = async (login: string, password: string): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { login, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in of ${login} failed: ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === 'bo_session');
    if (!cookie) throw new Error('no session cookie');
    return `bo_session=${cookie.value}`;
  };

  return {
    app,
    deps,
    config,
    signIn,
    async makeUser({ roles, comId = 1, custNo, login }) {
      const name = login ?? `user${++userCounter}_${Date.now().toString(36)}`;
      const password = 'secret-' + name;
      const userId = await createUser(handle.db, {
        login: name,
        password,
        fullName: `Test ${name}`,
        comId,
        custNo: custNo ?? null,
        roles,
      });
      return { login: name, password, userId, comId, cookie: await signIn(name, password) };
    },
    post(url, body, user) {
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
      if (user) headers.cookie = user.cookie;
      if (body === undefined) return app.inject({ method: 'POST', url, headers });
      headers['content-type'] = 'application/json';
      return app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
    },
    postForm(url, form, user) {
      return encodeForm(form).then(({ payload, contentType }) =>
        app.inject({
          method: 'POST',
          url,
          headers: {
            'x-requested-with': 'XMLHttpRequest',
            'content-type': contentType,
            ...(user ? { cookie: user.cookie } : {}),
          },
          payload,
        }),
      );
    },
    async close() {
      await app.close();
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of the test file (or scene) that calls this: made with `overrides` before
 * its tests, handed to `setUp` for the file's users and rows, and closed after its tests.
 */
export function openTestApp(
  overrides: Partial<Config>,
  setUp: (app: TestApp) => Promise<void>,
): void {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(overrides);
    await setUp(opened);
  });
  afterAll(() => opened?.close());
}
