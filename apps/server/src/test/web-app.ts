import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { openTestDatabase } from './test-database.js';

/**
 * The app of the test file that calls this, serving a built web app from a
 * folder of its own: `indexHtml` as index.html and one asset, assets/main-abc.js.
 * `prepareData` writes into the data folder before the app opens; `opened`
 * receives the app. All is closed and removed after the file's tests.
 */
export function openWebApp(
  indexHtml: string,
  opened: (app: FastifyInstance) => void,
  prepareData: (dataDir: string) => void = () => undefined,
) {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-web-'));
    const webDist = path.join(root, 'web');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(webDist, 'assets', 'main-abc.js'), 'console.log(1)');
    const dataDir = path.join(root, 'data');
    prepareData(dataDir);
    handle = await openTestDatabase();
    ({ app } = await buildApp(loadConfig({ DATA_DIR: dataDir }), handle.db, {
      logger: false,
      webDist,
    }));
    opened(app);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
}
