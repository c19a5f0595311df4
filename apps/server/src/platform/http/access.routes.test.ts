import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@bo/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
