import type { FastifyInstance } from 'fastify';
import { isApiRoute } from '../http/access.js';
import type { AuthService } from './auth.service.js';
import { sessionCookieName } from './auth.service.js';
import type { SignedInUser } from './account-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
    sessionState: 'none' | 'valid' | 'expired';
  }
}

/**
 * Resolves the session cookie of every request that matched an /api route
 * (however its URL was spelled) into `request.user`.
 */
export function registerSessionLoader(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionState', 'none');
  app.addHook('onRequest', async (request, reply) => {
    request.user = null;
    request.sessionState = 'none';
    if (!isApiRoute(request)) return;
    const token = request.cookies[sessionCookieName];
    if (!token) return;
    const resolved = await auth.resolveSession(token);
    if (resolved === 'expired') {
      request.sessionState = 'expired';
      return;
    }
    request.user = resolved;
    request.sessionState = 'valid';
    // Every log line of the request says who made it.
    request.log = request.log.child({ login: resolved.login, comId: resolved.comId });
    reply.log = request.log;
  });
}
