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

/**
 * SQLSTATEs of a server that is not there for now: class 08 (connection exception), the server
 * shutting down or starting up (57P01–57P03), too many connections (53300).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a server that is down or restarting. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own messages for a connection it could not make or lost. */
const unavailableMessage =
  /timeout exceeded when trying to connect|connection terminated|connection timeout|Client has encountered a connection error|Connection terminated unexpectedly/iu;

/**
 * True when `error` (or one of its causes) says the database cannot be reached right now — down,
 * restarting, or out of connections — rather than that the query was wrong. Such a request is
 * worth repeating shortly: a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = Reflect.get(current, 'code');
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || unavailableStates.has(code) || unavailableSocketCodes.has(code))
    )
      return true;
    const message: unknown = Reflect.get(current, 'message');
    if (typeof message === 'string' && unavailableMessage.test(message)) return true;
    const nested: unknown = Reflect.get(current, 'errors');
    // An AggregateError (IPv4 and IPv6 both refused) carries its reasons in `errors`.
    if (Array.isArray(nested) && nested.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}
