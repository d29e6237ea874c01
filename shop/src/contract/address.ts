import { z } from 'zod';
import { optionalText, text, timestamp } from './common';

/** ISO 3166-1 alpha-2, accepted in any case and stored upper-case. */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/u)
  .transform((value) => value.toUpperCase());

/** The fields of a postal address, shared by the address book and the checkout. */
export const postalAddressFields = {
  first_name: text(100),
  last_name: text(100),
  country: countryCode,
  state: optionalText(100).optional(),
  city: text(100),
  postal_code: text(20),
  street: text(200),
  house_number: optionalText(20).optional(),
  no_house_number: z.boolean().optional(),
  tax_id: optionalText(32).optional(),
};

const addressFields = {
  ...postalAddressFields,
  is_primary: z.boolean().optional(),
  is_delivery: z.boolean().optional(),
};

export const createAddressRequest = z.object(addressFields);

/** A partial update: only the fields sent change. */
export const updateAddressRequest = z.object(addressFields).partial();

export const address = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  street: z.string(),
  house_number: z.string().nullable(),
  no_house_number: z.boolean(),
  tax_id: z.string().nullable(),
  is_primary: z.boolean(),
  is_delivery: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const addressList = z.object({ addresses: z.array(address) });

export type Address = z.infer<typeof address>;
export type CreateAddressRequest = z.infer<typeof createAddressRequest>;
export type UpdateAddressRequest = z.infer<typeof updateAddressRequest>;

/**
 * An address's fields in camelCase, as code on either side holds them once they are off the wire:
 * the shop's address rules check them, the web's account pages show and edit them.
 */
export interface AddressValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly state: string | null;
  readonly city: string;
  readonly postalCode: string;
  readonly street: string;
  readonly houseNumber: string | null;
  readonly noHouseNumber: boolean;
  readonly taxId: string | null;
  readonly isPrimary: boolean;
  readonly isDelivery: boolean;
}
