import type { FastifyInstance } from 'fastify';

/** Headers that keep uploads from being sniffed as HTML and the app from being framed. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
  });
}
