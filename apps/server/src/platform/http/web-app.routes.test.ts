import { describe, expect, it } from 'vitest';
import { openWebApp } from '../../test/web-app.js';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;

openWebApp('<!doctype html><title>app</title>', (opened) => (app = opened));

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
