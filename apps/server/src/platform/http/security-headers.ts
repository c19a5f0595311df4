import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const cspHeaderName = 'content-security-policy';

/**
 * The Content-Security-Policy of every answer. Scripts, styles, fonts, fetches
 * and workers come from the site itself only; pictures from the site, `data:`
 * (the logo of the API docs, MUI's inline icons) and `blob:` (the journal
 * cover that pdf.js draws before upload, the preview of a chosen picture).
 * Nothing may frame the app, nor change its base URL, nor post a form elsewhere.
 *
 * `styleNonce` is given for the web app's index.html only: MUI's styling
 * engine (emotion) writes its rules into `<style>` elements at run time, and
 * they are allowed by this per-answer nonce, which the page reads from its
 * `<meta property="csp-nonce">` (apps/web/src/main.tsx). No 'unsafe-inline':
 * an injected `<style>` or `style="..."` is refused.
 */
export function contentSecurityPolicy(
  options: { styleNonce?: string; styleHashes?: readonly string[] } = {},
): string {
  const style = [
    "'self'",
    ...(options.styleNonce ? [`'nonce-${options.styleNonce}'`] : []),
    ...(options.styleHashes ?? []).map((hash) => `'${hash}'`),
  ];
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'base-uri': "'self'",
    'object-src': "'none'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    'style-src': style.join(' '),
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'worker-src': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * The one inline `<style>` of the API docs (@fastify/swagger-ui 6): the
 * colours inside the top bar's SVG logo, `.logo_small_svg__cls-2{fill:#fff}
 * .logo_small_svg__cls-3{fill:#85ea2d}`. Allowed by its hash, only on the
 * docs' routes; a new swagger-ui that changes it shows in e2e/csp.spec.ts.
 */
const swaggerUiStyleHashes = ['sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='];

/** A fresh nonce for one answer: 128 random bits. */
export const newCspNonce = (): string => randomBytes(16).toString('base64');

/**
 * Headers that keep uploads from being sniffed as HTML, the app from being
 * framed, and scripts or styles from anywhere but the site from running.
 * A route that set its own policy (the web app's index.html, with its nonce)
 * keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const policy = contentSecurityPolicy();
  const docsPolicy = contentSecurityPolicy({ styleHashes: swaggerUiStyleHashes });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    if (reply.hasHeader(cspHeaderName)) return;
    // The route that matched, not the URL text (see access.ts).
    const isDocs = !request.is404 && /^\/api\/docs(\/|$)/i.test(request.routeOptions.url ?? '');
    reply.header(cspHeaderName, isDocs ? docsPolicy : policy);
  });
}
