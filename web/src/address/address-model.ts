import type { Address, AddressValues } from '@seedshop/shop/contract';
import { array, boolean, instant, nullable, object, readWire, string, uuid } from '@/shop-client/wire-reader';

/** An address as the account pages use it (camelCase). */
export interface AddressView extends AddressValues {
  readonly id: string;
}

/** The one mapper of the `address` wire type, field by field. */
export function addressFromWire(wire: Address): AddressView {
  return {
    id: wire.id,
    firstName: wire.first_name,
    lastName: wire.last_name,
    country: wire.country,
    state: wire.state,
    city: wire.city,
    postalCode: wire.postal_code,
    street: wire.street,
    houseNumber: wire.house_number,
    noHouseNumber: wire.no_house_number,
    taxId: wire.tax_id,
    isPrimary: wire.is_primary,
    isDelivery: wire.is_delivery,
  };
}

/** The contract's address, read without Zod: the checkout and the address book run in the browser. */
export const addressReader = object<Address>({
  id: uuid,
  first_name: string,
  last_name: string,
  country: string,
  state: nullable(string),
  city: string,
  postal_code: string,
  street: string,
  house_number: nullable(string),
  no_house_number: boolean,
  tax_id: nullable(string),
  is_primary: boolean,
  is_delivery: boolean,
  created_at: instant,
  updated_at: instant,
});

export const addressListReader = object({ addresses: array(addressReader) });

/**
 * An answer as `callShop` hands it over (the wire body), checked against the contract's address
 * type and mapped, or null: the shape of an address is defined once, by the shop.
 */
export function readAddressList(data: unknown): AddressView[] | null {
  return readWire(addressListReader, data)?.addresses.map(addressFromWire) ?? null;
}

export function readAddress(data: unknown): AddressView | null {
  return readWire(addressReader, data, addressFromWire);
}

/** Primary first, then the delivery address, then the rest in the shop's order. */
export function sortAddresses(addresses: readonly AddressView[]): AddressView[] {
  const rank = (address: AddressView) => (address.isPrimary ? 0 : address.isDelivery ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b));
}
