import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, hasAnyRole, messages, type RoleCode } from '@bo/contract';

/**
 * What a route declares about who may call it. Every /api route must declare
 * one; a route without it is refused (deny by default).
 */
export type Access = { public: true } | { signedIn: true } | { roles: readonly RoleCode[] };

export const publicAccess: Access = { public: true };
export const signedInAccess: Access = { signedIn: true };
export const rolesAccess = (...roles: RoleCode[]): Access => ({ roles });

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Routes under /api as registered, for the test that walks them all. */
    apiRoutes: RegisteredRoute[];
  }
}

/**
 * Records every /api route and enforces its declared access before the handler
 * runs. Register it after the session loader (auth/session-loader.ts).
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: publicAccess };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  // onRequest, so that a caller without the right is refused before any body is read.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.is404 || !request.url.toLowerCase().startsWith('/api')) return;
    const access = request.routeOptions.config.access;
    if (!access) throw new ApiError(403, messages.routeWithoutAccess, 'undeclared_route');
    if ('public' in access) return;
    const user = request.user;
    if (!user) {
      throw new ApiError(
        401,
        request.sessionState === 'expired' ? messages.sessionExpired : messages.sessionMissing,
        request.sessionState === 'expired' ? 'session_expired' : 'session_missing',
      );
    }
    if ('roles' in access && !hasAnyRole(user.roles, access.roles)) {
      throw new ApiError(403, messages.forbidden, 'forbidden');
    }
  });
}
