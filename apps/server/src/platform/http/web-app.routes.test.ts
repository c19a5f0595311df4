import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { FastifyInstance } from 'fastify';

let handle: DatabaseHandle;
let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-web-'));
  const webDist = path.join(root, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc.js'), 'console.log(1)');
  handle = await openTestDatabase();
  ({ app } = await buildApp(loadConfig({ DATA_DIR: path.join(root, 'data') }), handle.db, {
    logger: false,
    webDist,
  }));
});
afterAll(async () => {
  await app.close();
  await handle.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the web app on the same port', () => {
  it.each(['/admin/banners/7', '/login', '/admin/banners?page=2'])(
    'answers index.html for the screen %s',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves built assets with a long cache, and a missing asset as 404', async () => {
    const asset = await app.inject({ url: '/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/favicon.png' })).statusCode).toBe(404);
  });

  it('never answers index.html for /api or /uploads, nor files outside the folders', async () => {
    expect((await app.inject({ url: '/api/banner/nothing' })).headers['content-type']).toMatch(
      /json/,
    );
    expect((await app.inject({ url: '/uploads/nothing.png' })).statusCode).toBe(404);
    const traversal = await app.inject({ url: '/uploads/%2e%2e/%2e%2e/package.json' });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.body).not.toContain('"name"');
  });
});
