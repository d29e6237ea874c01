/**
 * The addresses of an order: a saved one of the customer's, or one typed at the checkout and
 * checked by the address book's rules (country, postal code, house number, tax ID). Errors are
 * keyed by the request's field (`shipping_address.postal_code`, `billing_address_id`, …). The
 * order keeps a snapshot, so a later change in the address book does not alter it.
 */
import { checkAddress } from '../addresses/address-rules';
import { findAddress } from '../addresses/address-store';
import type { CheckoutAddress } from '../contract/checkout';
import type { Executor } from '../db/database';
import type { AddressRow } from '../db/schema';
import { ApiError, fieldError, fieldErrors, type FieldErrors } from '../http/api-error';
import { destinationProblem } from './checkout-quote';
import type { OrderAddressSnapshot } from './place-order';

/** A typed address checked like the address book checks one; errors under `field.`. */
export function checkCheckoutAddress(field: string, address: CheckoutAddress): OrderAddressSnapshot {
  try {
    const values = checkAddress({
      firstName: address.first_name,
      lastName: address.last_name,
      country: address.country,
      state: address.state ?? null,
      city: address.city,
      postalCode: address.postal_code,
      street: address.street,
      houseNumber: address.house_number ?? null,
      noHouseNumber: address.no_house_number ?? false,
      taxId: address.tax_id ?? null,
      isPrimary: false,
      isDelivery: false,
    });
    return {
      first_name: values.firstName,
      last_name: values.lastName,
      country: values.country,
      state: values.state,
      city: values.city,
      postal_code: values.postalCode,
      street: values.street,
      house_number: values.houseNumber,
      tax_id: values.taxId,
      phone: address.phone ?? null,
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.fieldErrors === undefined) throw error;
    const nested: FieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([key, picks]) => [`${field}.${key}`, picks]),
    );
    throw fieldErrors(nested);
  }
}

function snapshotOf(row: AddressRow): OrderAddressSnapshot {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    country: row.country,
    state: row.state,
    city: row.city,
    postal_code: row.postalCode,
    street: row.street,
    house_number: row.houseNumber,
    tax_id: row.taxId,
    phone: null,
  };
}

export interface AddressChoice {
  readonly id: string | undefined;
  readonly address: CheckoutAddress | undefined;
}

/**
 * The snapshot of a saved address (`<name>_address_id`, the customer's own only) or a typed one
 * (`<name>_address`); null when neither was sent. Both at once is a 422.
 */
export async function resolveAddress(
  db: Executor,
  customerId: string | null,
  name: 'shipping' | 'billing',
  choice: AddressChoice,
): Promise<OrderAddressSnapshot | null> {
  const idField = `${name}_address_id`;
  if (choice.id !== undefined && choice.address !== undefined) {
    throw fieldError(idField, (m) => m.addressEitherOr);
  }
  if (choice.id !== undefined) {
    const row = customerId === null ? null : await findAddress(db, customerId, choice.id);
    if (row === null) throw fieldError(idField, (m) => m.savedAddressUnknown);
    return snapshotOf(row);
  }
  return choice.address === undefined ? null : checkCheckoutAddress(`${name}_address`, choice.address);
}

/** The shipping address must name a country the shop delivers to; the error says why not. */
export function assertDeliverable(address: OrderAddressSnapshot, savedId: string | undefined): void {
  const problem = destinationProblem(address.country);
  if (problem === null) return;
  throw fieldError(savedId === undefined ? 'shipping_address.country' : 'shipping_address_id', problem);
}
