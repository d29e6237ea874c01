'use client';

import { useState, type ReactNode } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Checkbox } from '@/ui/kit/checkbox';
import type { KitIntl } from '@/ui/kit/kit-intl';
import { TextField } from '@/ui/kit/text-field';
import { regionLabel, taxIdField } from './countries';

/** The fields of an address besides the country, by their control name within the address. */
export type AddressFieldName =
  'firstName' | 'lastName' | 'street' | 'houseNumber' | 'noHouseNumber' | 'postalCode' | 'city' | 'state' | 'taxId';

/** What a form gives each of its controls: name, intl, error and an `onChange` that clears it. */
export interface AddressControlProps {
  readonly intl: KitIntl;
  readonly name: string;
  readonly error: string | undefined;
  readonly onChange: () => void;
}

export interface AddressFieldValues {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly street?: string;
  readonly houseNumber?: string | null;
  readonly noHouseNumber?: boolean;
  readonly postalCode?: string;
  readonly city?: string;
  readonly state?: string | null;
  readonly taxId?: string | null;
}

/**
 * The fields of one address, as the account's address book and the checkout both ask for them: the
 * name, the country (the caller's control, placed after the name), street and house number (or "no
 * house number"), postal code, city, state and the tax / ID number named after the chosen country
 * (DNI/NIE, CPF, CUIT, or a generic optional tax number). The fields stay uncontrolled, so nothing
 * typed is lost when an error appears.
 */
export function AddressFields({
  control,
  clearError,
  country,
  countryControl,
  initial = {},
  section,
  after,
}: {
  /** The props of the control for one field (its name may carry the form's prefix). */
  readonly control: (field: AddressFieldName) => AddressControlProps;
  readonly clearError: (field: AddressFieldName) => void;
  /** The chosen country: it names the tax / ID field. */
  readonly country: string;
  readonly countryControl: ReactNode;
  readonly initial?: AddressFieldValues;
  /** The autofill section of the address. */
  readonly section: 'shipping' | 'billing';
  /** Further fields of the address, after the tax / ID number. */
  readonly after?: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const [noHouseNumber, setNoHouseNumber] = useState(initial.noHouseNumber ?? false);
  const taxId = taxIdField(country);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        {...control('firstName')}
        label={t({ id: 'form.firstName' })}
        autoComplete={`${section} given-name`}
        required
        maxLength={100}
        defaultValue={initial.firstName}
      />
      <TextField
        {...control('lastName')}
        label={t({ id: 'form.lastName' })}
        autoComplete={`${section} family-name`}
        required
        maxLength={100}
        defaultValue={initial.lastName}
      />
      {countryControl}
      <TextField
        {...control('street')}
        label={t({ id: 'address.street' })}
        autoComplete={`${section} address-line1`}
        required
        maxLength={200}
        defaultValue={initial.street}
      />
      <div>
        <TextField
          {...control('houseNumber')}
          label={t({ id: 'address.houseNumber' })}
          autoComplete="off"
          required={!noHouseNumber}
          disabled={noHouseNumber}
          maxLength={20}
          defaultValue={initial.houseNumber ?? ''}
        />
        <Checkbox
          {...control('noHouseNumber')}
          label={t({ id: 'address.noHouseNumber' })}
          checked={noHouseNumber}
          onChange={(event) => {
            setNoHouseNumber(event.currentTarget.checked);
            clearError('houseNumber');
            clearError('noHouseNumber');
          }}
          className="mt-2"
        />
      </div>
      <TextField
        {...control('postalCode')}
        label={t({ id: 'address.postalCode' })}
        autoComplete={`${section} postal-code`}
        required
        maxLength={20}
        defaultValue={initial.postalCode}
      />
      <TextField
        {...control('city')}
        label={t({ id: 'address.city' })}
        autoComplete={`${section} address-level2`}
        required
        maxLength={100}
        defaultValue={initial.city}
      />
      <TextField
        {...control('state')}
        label={t({ id: regionLabel(country) })}
        markOptional
        autoComplete={`${section} address-level1`}
        maxLength={100}
        defaultValue={initial.state ?? ''}
      />
      <TextField
        {...control('taxId')}
        label={t({ id: taxId.label })}
        hint={taxId.hint === undefined ? undefined : t({ id: taxId.hint })}
        markOptional
        autoComplete="off"
        maxLength={32}
        defaultValue={initial.taxId ?? ''}
      />
      {after}
    </div>
  );
}
