import { addressList, type Address } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { expectReaderAgrees } from '@/shop-client/testing/reader-agreement';
import { addressListReader, readAddress, readAddressList, sortAddresses } from './address-model';

function wireAddress(fields: Partial<Address> = {}): Address {
  return {
    id: '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c',
    first_name: 'Ana',
    last_name: 'García',
    country: 'ES',
    state: null,
    city: 'Madrid',
    postal_code: '28001',
    street: 'Calle Mayor',
    house_number: '5',
    no_house_number: false,
    tax_id: '12345678Z',
    is_primary: false,
    is_delivery: true,
    created_at: '2026-11-25T20:00:00.000Z',
    updated_at: '2026-11-25T20:00:00.000Z',
    ...fields,
  };
}

describe('address model', () => {
  it('reads an address answer as callShop hands it over (the wire body), field by field', () => {
    expect(readAddress(wireAddress())).toEqual({
      id: '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c',
      firstName: 'Ana',
      lastName: 'García',
      country: 'ES',
      state: null,
      city: 'Madrid',
      postalCode: '28001',
      street: 'Calle Mayor',
      houseNumber: '5',
      noHouseNumber: false,
      taxId: '12345678Z',
      isPrimary: false,
      isDelivery: true,
    });
  });

  it('reads the list and refuses an answer the contract does not allow', () => {
    const list = readAddressList({
      addresses: [wireAddress(), wireAddress({ id: 'a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d' })],
    });
    expect(list?.map((address) => address.id)).toEqual([
      '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f8a9b0c',
      'a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d',
    ]);
    expect(readAddressList({ addresses: [{ ...wireAddress(), postal_code: 28001 }] })).toBeNull();
    expect(readAddress({ firstName: 'Ana' })).toBeNull();
  });

  it('puts the primary address first, then the delivery address', () => {
    const primary = readAddress(
      wireAddress({ id: 'a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d', is_primary: true, is_delivery: false }),
    );
    const other = readAddress(wireAddress({ id: 'b2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d', is_delivery: false }));
    const delivery = readAddress(wireAddress());
    if (!primary || !other || !delivery) throw new Error('unreadable fixture');
    expect(sortAddresses([other, delivery, primary]).map((address) => address.id)).toEqual([
      primary.id,
      delivery.id,
      other.id,
    ]);
  });
});

describe('address reader', () => {
  it('accepts and refuses exactly what the contract’s address list schema does', () => {
    const fixture = { addresses: [wireAddress(), wireAddress({ state: 'M', house_number: null, tax_id: null })] };
    expect(expectReaderAgrees(addressListReader, addressList, fixture)).toBeGreaterThan(300);
  });
});
