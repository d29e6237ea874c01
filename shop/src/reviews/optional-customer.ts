import type { Database } from '../db/database';
import type { Clock } from '../ports';
import { authenticate } from '../sessions/session-store';

/** The shape of an access token (as in `require-customer.ts`); anything else is not looked up. */
const bearerPattern = /^Bearer +([A-Za-z0-9_-]{20,200})$/iu;

/**
 * The signed-in caller of a public route, or null. A missing, malformed or expired token is not an
 * error here: the answer is the same as for a visitor, only without the caller's own data.
 */
export async function optionalCustomerId(
  db: Database,
  clock: Clock,
  header: string | undefined,
): Promise<string | null> {
  const token = header === undefined ? undefined : bearerPattern.exec(header.trim())?.[1];
  if (token === undefined) return null;
  const auth = await authenticate(db, token, clock.now());
  return auth?.customer.id ?? null;
}
