/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), as
 * pg raises it or as drizzle wraps it in `cause`: two writes of one key at
 * once, where the index decides and the loser should hear why.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const cause = 'cause' in error ? error.cause : undefined;
  return code === '23505' || (cause !== error && isUniqueViolation(cause));
}
