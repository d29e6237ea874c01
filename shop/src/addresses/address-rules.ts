import type { Address, AddressValues, CreateAddressRequest, UpdateAddressRequest } from '../contract';
import type { AddressRow } from '../db/schema';
import { fieldErrors, type FieldErrors, type MessagePick } from '../http/api-error';
import { isAddressCountry } from '../checkout/checkout-countries';
import { checkPostalCode } from '../checkout/postal-codes';
import { checkTaxId, taxIdKindFor } from '../tax-id/check-tax-id';

export function valuesFromCreate(body: CreateAddressRequest): AddressValues {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    country: body.country,
    state: body.state ?? null,
    city: body.city,
    postalCode: body.postal_code,
    street: body.street,
    houseNumber: body.house_number ?? null,
    noHouseNumber: body.no_house_number ?? false,
    taxId: body.tax_id ?? null,
    isPrimary: body.is_primary ?? false,
    isDelivery: body.is_delivery ?? false,
  };
}

/** Fields that were not sent keep their value; ticking "no house number" clears the number. */
export function valuesFromUpdate(row: AddressRow, body: UpdateAddressRequest): AddressValues {
  const houseNumberCleared = body.no_house_number === true && body.house_number === undefined;
  return {
    firstName: body.first_name ?? row.firstName,
    lastName: body.last_name ?? row.lastName,
    country: body.country ?? row.country,
    state: body.state === undefined ? row.state : body.state,
    city: body.city ?? row.city,
    postalCode: body.postal_code ?? row.postalCode,
    street: body.street ?? row.street,
    houseNumber: houseNumberCleared ? null : body.house_number === undefined ? row.houseNumber : body.house_number,
    noHouseNumber: body.no_house_number ?? row.noHouseNumber,
    taxId: body.tax_id === undefined ? row.taxId : body.tax_id,
    isPrimary: body.is_primary ?? row.isPrimary,
    isDelivery: body.is_delivery ?? row.isDelivery,
  };
}

/**
 * Rules across fields: a country the shop takes addresses in, a postal code of that country's
 * format, a house number or the "none" tick (not both), and a tax / ID number that passes the
 * check of the address's country. Returns the values with postal code and number normalised.
 */
export function checkAddress(values: AddressValues): AddressValues {
  const errors: Record<string, MessagePick[]> = {};
  let postalCode = values.postalCode;
  if (!isAddressCountry(values.country)) {
    errors['country'] = [(m) => m.addressCountryUnavailable];
  } else {
    const checked = checkPostalCode(values.country, values.postalCode);
    if (checked === null) errors['postal_code'] = [(m) => m.postalCodeInvalid];
    else postalCode = checked;
  }
  if (values.noHouseNumber && values.houseNumber !== null) {
    errors['house_number'] = [(m) => m.houseNumberNotAllowed];
  } else if (!values.noHouseNumber && values.houseNumber === null) {
    errors['house_number'] = [(m) => m.houseNumberRequired];
  }
  let taxId = values.taxId;
  if (taxId !== null) {
    const result = checkTaxId(values.country, taxId);
    const kind = taxIdKindFor(values.country);
    if (result.ok) taxId = result.normalized;
    else if (result.reason === 'format') errors['tax_id'] = [(m) => m.taxIdFormat(m.taxIdLabels[kind])];
    else errors['tax_id'] = [(m) => m.taxIdChecksum(m.taxIdLabels[kind])];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors satisfies FieldErrors);
  return { ...values, postalCode, taxId };
}

export function toAddressWire(row: AddressRow): Address {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    country: row.country,
    state: row.state,
    city: row.city,
    postal_code: row.postalCode,
    street: row.street,
    house_number: row.houseNumber,
    no_house_number: row.noHouseNumber,
    tax_id: row.taxId,
    is_primary: row.isPrimary,
    is_delivery: row.isDelivery,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
