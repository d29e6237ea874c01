import type { Customer } from '../contract';
import type { CustomerRow } from '../db/schema';

/** The profile as its owner sees it; the password hash and internal dates stay inside. */
export function toCustomerWire(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    instagram: row.instagram,
    language: row.language,
    newsletter: row.newsletter,
    product_notifications: row.productNotifications,
    email_confirmed: row.emailConfirmedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
