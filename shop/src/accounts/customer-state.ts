import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers, type CustomerRow } from '../db/schema';
import { RESTORE_WINDOW_DAYS } from '../deps';

const dayMs = 24 * 60 * 60_000;

export async function findCustomerByEmail(executor: Executor, email: string): Promise<CustomerRow | null> {
  const [row] = await executor.select().from(customers).where(eq(customers.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findCustomerById(executor: Executor, id: string): Promise<CustomerRow | null> {
  const [row] = await executor.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

/** Deleted, and still within the window in which it can be restored. */
export function isRestorable(customer: CustomerRow, now: Date): boolean {
  return customer.deletedAt !== null && now.getTime() - customer.deletedAt.getTime() < RESTORE_WINDOW_DAYS * dayMs;
}

/** Deleted beyond the restore window: the account is gone for every purpose. */
export function isGone(customer: CustomerRow, now: Date): boolean {
  return customer.deletedAt !== null && !isRestorable(customer, now);
}
