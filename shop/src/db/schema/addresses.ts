import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * A customer's postal address. Partial unique indexes make "one primary and one delivery address
 * per customer" a database rule, not only an application habit.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    state: text('state'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number'),
    noHouseNumber: boolean('no_house_number').notNull().default(false),
    taxId: text('tax_id'),
    isPrimary: boolean('is_primary').notNull().default(false),
    isDelivery: boolean('is_delivery').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('addresses_customer_id_index').on(table.customerId),
    uniqueIndex('addresses_one_primary')
      .on(table.customerId)
      .where(sql`${table.isPrimary}`),
    uniqueIndex('addresses_one_delivery')
      .on(table.customerId)
      .where(sql`${table.isDelivery}`),
    check(
      'addresses_house_number_or_none',
      sql`(${table.noHouseNumber} and ${table.houseNumber} is null) or (not ${table.noHouseNumber} and ${table.houseNumber} is not null)`,
    ),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
