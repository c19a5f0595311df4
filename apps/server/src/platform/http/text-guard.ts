import type { FastifyInstance } from 'fastify';
import { messages } from '@bo/contract';
import { badRequest } from './errors.js';

// Control characters (C0, DEL, C1) but tab, line feed and carriage return.
// PostgreSQL refuses NUL in text outright; the others have no place in any field either.
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;

/** Where in `value` the first text (or key) holding a control character is, as a dotted path. */
export function findControlCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (controlCharacter.test(key)) return at;
    const found = findControlCharacter(item, at);
    if (found) return found;
  }
  return undefined;
}

/** A 400 naming the field, when a text of `value` holds a control character. */
export function refuseControlCharacters(value: unknown, path: string): void {
  const at = findControlCharacter(value, path);
  if (at) throw badRequest('controlCharacters', undefined, { [at]: [messages.controlCharacters] });
}

/**
 * Refuses control characters in every body, query and route parameter before
 * a route's schema sees them (issue 18): one rule for all text, instead of one
 * refinement per field.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request.params, 'params');
    refuseControlCharacters(request.query, 'query');
    refuseControlCharacters(request.body, 'body');
  });
}
