import type { FastifyInstance } from 'fastify';
import { messages } from '@bo/contract';
import { badRequest } from './errors.js';

// Control characters (C0, DEL, C1) but tab, line feed and carriage return.
// PostgreSQL refuses NUL in text outright; the others have no place in any field either.
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;

/**
 * Where in `value` the first text (or key) holding a control character is, as
 * a dotted path. Walked with a stack of its own, not by recursion: a JSON body
 * may nest half a million levels within the body limit (issue 31).
 */
function findControlCharacter(value: unknown, path: string): string | undefined {
  // What is left to look at, the next on top: a value, its path and the key that names it,
  // each key looked at just before its value, in the order of the keys.
  const pending: [unknown, string, string?][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at, key] = next;
    if (key !== undefined && controlCharacter.test(key)) return at;
    if (typeof item === 'string') {
      if (controlCharacter.test(item)) return at;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries = Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [childKey, child] = entries[index] as [string, unknown];
      pending.push([child, `${at}.${childKey}`, childKey]);
    }
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
