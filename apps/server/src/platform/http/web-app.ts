import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { renderText } from '@bo/contract';
import { requestLanguage } from './language.js';
import { contentSecurityPolicy, cspHeaderName, newCspNonce } from './security-headers.js';

/**
 * The path as the router sees it, lower-cased: no absolute-form scheme and
 * host, no query, percent-escapes decoded, repeated slashes collapsed. So
 * `/%61pi/x` and `http://host/API/x` count as /api here as they do in the
 * router. Undefined when the escapes are malformed.
 */
export function routerPath(url: string): string | undefined {
  let target = url.split('?')[0] ?? '';
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  try {
    target = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  return target.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * index.html with this answer's style nonce in a `<meta property="csp-nonce">`
 * (Vite's convention, which its preload helper reads too); the web app gives
 * it to emotion, so MUI's `<style>` elements pass the policy.
 */
export function withCspNonce(html: string, nonce: string): string {
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return meta + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

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
      // index.html is answered below, with a nonce, whatever the screen path.
      allowedPath: (pathName) => pathName.toLowerCase() !== '/index.html',
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = routerPath(request.url);
    // A screen path has no file extension: a missing script or picture stays a 404.
    const isScreen =
      request.method === 'GET' &&
      url !== undefined &&
      !url.startsWith('/api') &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/assets/') &&
      (url === '/index.html' || !/\.[a-z0-9]+$/.test(url));
    if (isScreen && hasWebApp) {
      const nonce = newCspNonce();
      const html = await fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8');
      return reply
        .header('cache-control', 'no-cache')
        .header(cspHeaderName, contentSecurityPolicy({ styleNonce: nonce }))
        .type('text/html; charset=utf-8')
        .send(withCspNonce(html, nonce));
    }
    return reply.status(404).send({
      message: renderText(requestLanguage(request), { key: 'notFound' }),
      code: 'not_found',
      key: 'notFound',
    });
  });
}
