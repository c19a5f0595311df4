import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openWebApp } from '../../test/web-app.js';
import { routerPath, withCspNonce } from './web-app.js';

let app: FastifyInstance;

openWebApp(
  '<!doctype html><html><head><title>app</title></head><body></body></html>',
  (opened) => (app = opened),
  (dataDir) => {
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'pic.svg'), '<svg/>');
  },
);

/** The directives of a policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header, 'content-security-policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** What every answer's policy holds, HTML or not. */
function expectStrictBase(policy: Record<string, string[]>): void {
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  const all = Object.values(policy).flat();
  expect(all).not.toContain("'unsafe-inline'");
  expect(all).not.toContain("'unsafe-eval'");
  expect(all).not.toContain('*');
}

describe('the Content-Security-Policy', () => {
  it('is on the web app with a fresh style nonce that index.html carries', async () => {
    const nonces: string[] = [];
    for (const url of ['/admin/banners', '/login', '/', '/index.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const policy = directives(response.headers['content-security-policy']);
      expectStrictBase(policy);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(
        policy['style-src']?.find((value) => value.startsWith("'nonce-")) ?? '',
      )?.[1];
      expect(nonce, url).toBeDefined();
      expect(policy['style-src']?.[0]).toBe("'self'");
      expect(response.body, url).toContain(`<head><meta property="csp-nonce" nonce="${nonce}" />`);
      nonces.push(nonce as string);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/auth/me', 401],
    ['POST', '/api/auth/logout', 403],
    ['GET', '/api/no/such/call', 404],
    ['GET', '/assets/main-abc.js', 200],
    ['GET', '/assets/missing.js', 404],
    ['GET', '/uploads/pic.svg', 200],
  ] as const)('is on the answer of %s %s (%i), without a nonce', async (method, url, status) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    const policy = directives(response.headers['content-security-policy']);
    expectStrictBase(policy);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the API docs page only its logo style, by hash', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = directives(page.headers['content-security-policy']);
    expectStrictBase(policy);
    expect(policy['style-src']).toEqual([
      "'self'",
      "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
    ]);
    const document = await app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expectStrictBase(directives(document.headers['content-security-policy']));
  });
});

describe('a 404 under an encoded /api', () => {
  it.each(['/%61pi/no/such/call', '/%41PI/nothing', '/ap%69/x', '//api/x', '/%2561pi/x'])(
    'answers %s as the API would, not with the web app',
    async (url) => {
      const response = await app.inject({ url });
      if (url === '/%2561pi/x') {
        // A doubly encoded prefix is not /api to the router either: a screen path.
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        return;
      }
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.body).not.toContain('<title>app</title>');
    },
  );

  it('reads the path as the router does', () => {
    expect(routerPath('/%61pi/X?y=1')).toBe('/api/x');
    expect(routerPath('http://host:8080/%41PI/x')).toBe('/api/x');
    expect(routerPath('//api//x')).toBe('/api/x');
    expect(routerPath('/%E0%A4%A')).toBeUndefined();
  });

  it('puts the nonce meta first in <head>, or first in a page without one', () => {
    expect(withCspNonce('<html><head lang="x"><title>t</title>', 'n1')).toBe(
      '<html><head lang="x"><meta property="csp-nonce" nonce="n1" /><title>t</title>',
    );
    expect(withCspNonce('<p>x</p>', 'n2')).toBe('<meta property="csp-nonce" nonce="n2" /><p>x</p>');
  });
});
