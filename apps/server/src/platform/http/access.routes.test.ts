import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@bo/contract';
import { openTestApp, createTestApp, type TestApp } from '../../test/test-app.js';
import type * as multipartModule from './multipart.js';
import { readMultipart } from './multipart.js';

// Watches every multipart read of every handler: a refused caller must never reach one.
vi.mock('./multipart.js', async (importOriginal) => {
  const original = await importOriginal<typeof multipartModule>();
  return { ...original, readMultipart: vi.fn(original.readMultipart) };
});

let t: TestApp;
openTestApp({}, async (app) => {
  t = app;
});

/** A concrete URL for a route pattern: `:login` and similar become a harmless value. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x');

describe('every /api route declares who may call it', () => {
  it('has an access rule on every registered route', () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((route) => !route.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('keeps the public routes to sign-in, health, the API document and the registration loop', () => {
    const open = t.app.apiRoutes
      .filter((route) => route.access && 'public' in route.access)
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !route.includes('/api/docs'));
    expect(open.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/auth/session',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/public/Confirm',
        'POST /api/public/Confirmation',
        'POST /api/public/Register',
        'POST /api/public/RegistrationCompanies',
      ].sort(),
    );
  });

  it('refuses every non-public route without a session (401) and with no role (403)', async () => {
    const noRoles = await t.makeUser({ roles: [] });
    for (const route of t.app.apiRoutes) {
      if (!route.access || 'public' in route.access) continue;
      const method = route.method as 'GET' | 'POST';
      const headers = { 'x-requested-with': 'XMLHttpRequest' };
      const anonymous = await t.app.inject({ method, url: concrete(route.url), headers });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      if ('roles' in route.access) {
        const denied = await t.app.inject({
          method,
          url: concrete(route.url),
          headers: { ...headers, cookie: noRoles.cookie },
        });
        expect(denied.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(denied.json()).toMatchObject({ message: messages.forbidden });
      }
    }
  });

  it('refuses a route registered without a declaration, even for an Admin', async () => {
    const bare = await createTestApp({}, (app) => {
      app.post('/api/test/undeclared', async () => ({ leaked: true }));
    });
    try {
      const admin = await bare.makeUser({ roles: ['Admin'] });
      expect(
        bare.app.apiRoutes.find((route) => route.url === '/api/test/undeclared')?.access,
      ).toBeUndefined();
      const response = await bare.post('/api/test/undeclared', {}, admin);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('leaked');
    } finally {
      await bare.close();
    }
  });
});

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const unsafe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** Flips the case of every letter after the first segment: `/api/Journal/x` → `/api/jOURNAL/X`. */
const swapCase = (path: string) =>
  path.replace(/[a-z]/gi, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

/**
 * The same route spelled the ways the router decodes to it while the text does
 * not start with `/api`: percent-encoded letters of the prefix, in any case.
 */
const encodedForms = (url: string): string[] => {
  const rest = url.slice('/api'.length);
  return [
    `/%61pi${rest}`,
    `/%41PI${rest}`,
    `/ap%69${rest}`,
    `/A%50i${swapCase(rest)}`,
    `/%61%70%69${rest}`,
    `/aPI${swapCase(rest)}`,
  ];
};

describe('access follows the route that matched, not the URL text', () => {
  it('refuses every route through every encoded spelling of /api', async () => {
    const noRoles = await t.makeUser({ roles: [] });
    const failures: string[] = [];
    const expectStatus = (label: string, actual: number, expected: number) => {
      if (actual !== expected) failures.push(`${label}: ${actual}, expected ${expected}`);
    };
    for (const route of t.app.apiRoutes) {
      const method = route.method as 'GET' | 'POST';
      for (const url of encodedForms(concrete(route.url))) {
        const label = `${method} ${url}`;
        if (unsafe(method)) {
          // Cross-site: no header, whatever the route's access.
          const crossSite = await t.app.inject({ method, url });
          expectStatus(`${label} without the header`, crossSite.statusCode, 403);
          if (crossSite.statusCode === 403) {
            expect(crossSite.json(), label).toMatchObject({ code: 'csrf' });
          }
        }
        if (!route.access || 'public' in route.access) continue;
        const anonymous = await t.app.inject({ method, url, headers: xhr });
        expectStatus(`${label} signed out`, anonymous.statusCode, 401);
        if (method === 'GET') {
          const head = await t.app.inject({ method: 'HEAD', url });
          expectStatus(`HEAD ${url} signed out`, head.statusCode, 401);
        }
        if ('roles' in route.access) {
          const denied = await t.app.inject({
            method,
            url,
            headers: { ...xhr, cookie: noRoles.cookie },
          });
          expectStatus(`${label} without the role`, denied.statusCode, 403);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the session of a signed-in caller on an encoded path', async () => {
    const user = await t.makeUser({ roles: [] });
    const me = await t.app.inject({ url: '/%61pi/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ login: user.login });
  });

  it('answers an unknown path under an encoded /api as the API does: JSON 404, or csrf', async () => {
    for (const url of ['/%61pi/no/such/call', '/%41PI/NO', 'http://localhost/%61pi/nothing']) {
      const get = await t.app.inject({ url });
      expect(get.statusCode, url).toBe(404);
      expect(get.headers['content-type'], url).toMatch(/json/);
      expect(get.json(), url).toMatchObject({ code: 'not_found' });
      const post = await t.app.inject({ method: 'POST', url });
      expect(post.statusCode, url).toBe(403);
      expect(post.json(), url).toMatchObject({ code: 'csrf' });
    }
  });

  it('does not sign out on a cross-site style POST to an encoded logout', async () => {
    const user = await t.makeUser({ roles: [] });
    for (const url of ['/%61pi/auth/logout', '/%41PI/AUTH/LOGOUT', '/ap%69/auth/logout']) {
      const forged = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: user.cookie,
          origin: 'https://evil.example',
          // What a cross-site <form enctype="text/plain"> sends, and a parser exists for it.
          'content-type': 'text/plain',
        },
        payload: 'a=b',
      });
      expect(forged.statusCode, url).toBe(403);
      expect(forged.json()).toMatchObject({ message: messages.csrfHeaderMissing });
    }
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a signed-out upload to an encoded journal path before reading its body', async () => {
    vi.mocked(readMultipart).mockClear();
    const boundary = '----bo-test-boundary';
    const total = 49 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    // A lazy body: counts how much of it the server pulled.
    const body = new Readable({
      read() {
        if (sent === 0) {
          this.push(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          );
        }
        if (sent >= total) {
          this.push(`\r\n--${boundary}--\r\n`);
          this.push(null);
          return;
        }
        sent += chunk.length;
        this.push(chunk);
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/Journal/CreateJournal',
      headers: {
        ...xhr,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total + 400),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.sessionMissing });
    expect(readMultipart).not.toHaveBeenCalled();
    // Far less than the body was ever pulled (a few stream buffers at most).
    console.log('SENT', sent, t.app.apiRoutes.length);
    expect(sent).toBeLessThan(total / 4);
  });

  it('a signed-in caller without the role is refused an upload before its body is read', async () => {
    vi.mocked(readMultipart).mockClear();
    const noRoles = await t.makeUser({ roles: [] });
    const form = new FormData();
    form.append('name', 'x');
    form.append('file', new Blob([Buffer.alloc(1024 * 1024)]), 'big.pdf');
    const response = await t.postForm('/ap%69/Journal/CreateJournal', form, noRoles);
    expect(response.statusCode).toBe(403);
    expect(readMultipart).not.toHaveBeenCalled();
  });
});

/** One raw request over a socket, the target sent exactly as given (absolute-form included). */
function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('absolute-form request targets', () => {
  it('light-my-request rewrites them, so they go over a real socket here', async () => {
    const probe = await t.app.inject({ url: 'http://localhost/api/health' });
    expect(probe.raw.req.url).toBe('/api/health');
  });

  it('refuses every route addressed as http://host/api/... and http://host/%61pi/...', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const path = concrete(route.url);
      for (const target of [
        `http://localhost${path}`,
        `http://evil.example/%61pi${path.slice(4)}`,
      ]) {
        const label = `${route.method} ${target}`;
        if (unsafe(route.method)) {
          const crossSite = await rawRequest(port, route.method, target, {
            host: 'localhost',
            'content-length': '0',
          });
          if (crossSite.status !== 403 || !crossSite.body.includes('"csrf"'))
            failures.push(`${label} without the header: ${crossSite.status}`);
        }
        if (!route.access || 'public' in route.access) continue;
        const anonymous = await rawRequest(port, route.method, target, {
          host: 'localhost',
          'content-length': '0',
          ...xhr,
        });
        if (anonymous.status !== 401) failures.push(`${label} signed out: ${anonymous.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
