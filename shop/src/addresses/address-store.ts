import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database';
import { addresses, type AddressRow } from '../db/schema';
import type { AddressValues } from '../contract';

export function listAddresses(executor: Executor, customerId: string): Promise<AddressRow[]> {
  return executor
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isPrimary), asc(addresses.createdAt), asc(addresses.id));
}

export async function findAddress(executor: Executor, customerId: string, id: string): Promise<AddressRow | null> {
  const [row] = await executor
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(executor: Executor, customerId: string): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(addresses).where(eq(addresses.customerId, customerId));
  return row?.total ?? 0;
}

/**
 * A new primary or delivery address takes the flag from the old one (in the same transaction,
 * before the write: the partial unique indexes allow one of each per customer).
 */
export async function releaseFlags(tx: Transaction, customerId: string, values: AddressValues, exceptId?: string) {
  const others = exceptId === undefined ? [] : [ne(addresses.id, exceptId)];
  if (values.isPrimary) {
    await tx
      .update(addresses)
      .set({ isPrimary: false })
      .where(and(eq(addresses.customerId, customerId), eq(addresses.isPrimary, true), ...others));
  }
  if (values.isDelivery) {
    await tx
      .update(addresses)
      .set({ isDelivery: false })
      .where(and(eq(addresses.customerId, customerId), eq(addresses.isDelivery, true), ...others));
  }
}
