/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const uniqueViolation = '23505';

/**
 * True when `error` (or one of its causes — Drizzle wraps driver errors) is a unique violation,
 * from node-postgres and PGlite alike.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (Reflect.get(current, 'code') === uniqueViolation) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}
