import type { FastifyInstance } from 'fastify';
import { ApiError, csrfHeader, text } from '@bo/contract';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request defence (DESIGN §4): a browser cannot send this header
 * cross-origin without a CORS preflight, which this server never grants.
 * It covers every unsafe method whatever the path: the router decodes
 * `/%61pi/...` and absolute-form targets to /api handlers, so the URL text
 * cannot tell which requests need it, and nothing else accepts one anyway.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (request.headers[csrfHeader.name] !== csrfHeader.value) {
      throw new ApiError(403, 'csrf', text('csrfHeaderMissing'));
    }
  });
}
