/**
 * Whether a database error is a foreign-key violation (SQLSTATE 23503), as pg
 * raises it or as drizzle wraps it in `cause`: a parent deleted while a child
 * was added under it, or a child added while its parent was deleted.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const cause = 'cause' in error ? error.cause : undefined;
  return code === '23503' || (cause !== error && isForeignKeyViolation(cause));
}
