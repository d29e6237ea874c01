import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

/** An error as node-postgres or PGlite raise it: a message and a SQLSTATE or socket code. */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

/** Drizzle wraps the driver's error as `cause` of its "Failed query" error. */
function wrapped(cause: unknown): Error {
  return new Error('Failed query: select 1', { cause });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is down, restarting or full, also wrapped by Drizzle', () => {
    for (const error of [
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('sorry, too many clients already', '53300'),
      pgError('connection failure', '08006'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    }
  });

  it('leaves query faults and other errors alone (they stay 500s or their own answers)', () => {
    for (const error of [
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('syntax error at or near "selec"', '42601'),
      pgError('canceling statement due to statement timeout', '57014'),
      new Error('something else'),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
    }
    expect(isUniqueViolation(wrapped(pgError('duplicate', '23505')))).toBe(true);
  });
});
