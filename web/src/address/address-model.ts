import { address as addressSchema, addressList, type Address, type AddressValues } from '@seedshop/shop/contract';

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

/**
 * An answer as `callShop` hands it over (the wire body), checked against the shop's contract and
 * mapped, or null: the shape of an address is defined once, by the shop.
 */
export function readAddressList(data: unknown): AddressView[] | null {
  const parsed = addressList.safeParse(data);
  return parsed.success ? parsed.data.addresses.map(addressFromWire) : null;
}

export function readAddress(data: unknown): AddressView | null {
  const parsed = addressSchema.safeParse(data);
  return parsed.success ? addressFromWire(parsed.data) : null;
}

/** Primary first, then the delivery address, then the rest in the shop's order. */
export function sortAddresses(addresses: readonly AddressView[]): AddressView[] {
  const rank = (address: AddressView) => (address.isPrimary ? 0 : address.isDelivery ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b));
}
