import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, hasAnyRole, type RoleCode, text } from '@bo/contract';
import { forbidden } from './errors.js';

/**
 * What a route declares about who may call it. Every /api route must declare
 * one; a route without it is refused (deny by default).
 */
export type Access = { public: true } | { signedIn: true } | { roles: readonly RoleCode[] };

export const publicAccess: Access = { public: true };
export const signedInAccess: Access = { signedIn: true };
export const rolesAccess = (...roles: RoleCode[]): Access => ({ roles });

interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Set by the onRoute hook below on every route registered under /api. */
    api?: boolean;
  }
  interface FastifyInstance {
    /** Routes under /api as registered, for the test that walks them all. */
    apiRoutes: RegisteredRoute[];
  }
}

/**
 * Whether the route that matched this request is an /api route. Decided from
 * the route's registration, never from the URL text: the router decodes
 * `/%61pi/...`, `/%41PI/...` and absolute-form targets (`http://host/api/...`)
 * to the same handlers, so a test of `request.url` can be walked around.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return !request.is404 && request.routeOptions.config.api === true;
}

/**
 * Marks and records every /api route and enforces its declared access before
 * the handler runs (and before any body is read). Register it after the
 * session loader (auth/session-loader.ts) and before any route.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith('/api')) return;
    route.config = { ...route.config, api: true };
    if (route.url.toLowerCase().startsWith('/api/docs')) {
      route.config = { ...route.config, access: publicAccess };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({ method, url: route.url, access: route.config.access });
    }
  });
  // onRequest, so that a caller without the right is refused before any body is read.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isApiRoute(request)) return;
    const access = request.routeOptions.config.access;
    if (!access) throw new ApiError(403, 'undeclared_route', text('routeWithoutAccess'));
    if ('public' in access) return;
    const user = request.user;
    if (!user) {
      throw new ApiError(
        401,
        request.sessionState === 'expired' ? 'session_expired' : 'session_missing',
        text(request.sessionState === 'expired' ? 'sessionExpired' : 'sessionMissing'),
      );
    }
    if ('roles' in access && !hasAnyRole(user.roles, access.roles)) {
      throw forbidden();
    }
  });
}
