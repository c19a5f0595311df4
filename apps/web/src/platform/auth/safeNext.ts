export const homePath = '/admin';

/** The `next` target after sign-in: only a same-origin path, never the sign-in page itself. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return homePath;
  }
  if (next === '/login' || next.startsWith('/login?')) return homePath;
  return next;
}

/** The sign-in address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
