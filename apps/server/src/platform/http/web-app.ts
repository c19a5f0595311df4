import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@bo/contract';

/**
 * Serves the built web app and the public uploads. Any other GET that is not
 * under /api answers index.html, so screen routes such as /admin/banners/7 load.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  uploadsDir: string,
): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    dotfiles: 'deny',
    maxAge: '7d',
    immutable: true,
  });
  const hasWebApp = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = (request.url.split('?')[0] ?? '').toLowerCase();
    // A screen path has no file extension: a missing script or picture stays a 404.
    const isScreen =
      request.method === 'GET' &&
      !url.startsWith('/api') &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/.test(url);
    if (isScreen && hasWebApp) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', webDist, { cacheControl: false });
    }
    return reply.status(404).send({ message: messages.notFound, code: 'not_found' });
  });
}
