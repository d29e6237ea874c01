'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import type { createAddressRequest } from '@seedshop/shop/contract';
import { callShop, type ShopResult } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { booleanField, optionalText, textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { Checkbox } from '@/ui/kit/checkbox';
import { RequiredNote } from '@/ui/kit/required-note';
import { Select } from '@/ui/kit/select';
import type { AddressView } from './address-model';
import { AddressFields } from './address-fields';
import { addressCountryGroups } from './countries';

/** In form order: the first one with an error gets the focus. */
const fields = [
  'firstName',
  'lastName',
  'country',
  'street',
  'houseNumber',
  'noHouseNumber',
  'postalCode',
  'city',
  'state',
  'taxId',
  'isPrimary',
  'isDelivery',
] as const;

export interface AddressDraft {
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
}

/** The form's controls (camelCase) under the wire's keys: the body of a new or edited address. */
function requestBody(data: FormData): WireBody<typeof createAddressRequest> {
  const noHouseNumber = booleanField(data, 'noHouseNumber');
  return {
    first_name: textField(data, 'firstName').trim(),
    last_name: textField(data, 'lastName').trim(),
    country: textField(data, 'country'),
    state: optionalText(data, 'state'),
    city: textField(data, 'city').trim(),
    postal_code: textField(data, 'postalCode').trim(),
    street: textField(data, 'street').trim(),
    house_number: noHouseNumber ? null : optionalText(data, 'houseNumber'),
    no_house_number: noHouseNumber,
    tax_id: optionalText(data, 'taxId'),
    is_primary: booleanField(data, 'isPrimary'),
    is_delivery: booleanField(data, 'isDelivery'),
  };
}

/**
 * Adds or edits an address. The tax / ID field is named after the chosen country (DNI/NIE, CPF,
 * CUIT, or a generic optional tax number), "no house number" switches the house number off, and
 * the shop's checks (postal code, the ID number's check digits, …) come back at their fields.
 */
export function AddressForm({
  address,
  draft,
  onSaved,
  onCancel,
}: {
  /** The address being edited; none for a new one. */
  readonly address?: AddressView;
  /** Starting values of a new address. */
  readonly draft: AddressDraft;
  readonly onSaved: (result: Extract<ShopResult, { ok: true }>) => void;
  readonly onCancel: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [country, setCountry] = useState(address?.country ?? draft.country);
  const countries = useMemo(() => addressCountryGroups(intl.locale), [intl.locale]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const form = useShopForm({
    fields,
    send: (data) =>
      callShop(address ? `customer/addresses/${encodeURIComponent(address.id)}` : 'customer/addresses', {
        method: address ? 'PATCH' : 'POST',
        json: requestBody(data),
        networkMessage: t({ id: 'form.error.network' }),
      }),
    successMessage: t({ id: address ? 'address.updated' : 'address.added' }),
    onSuccess: (result) => onSaved(result),
  });
  const titleId = address ? `address-form-title-${address.id}` : 'address-form-title-new';

  return (
    <form
      {...form.formProps}
      aria-labelledby={titleId}
      className="space-y-5 rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900 outline-none">
        {t({ id: address ? 'address.editTitle' : 'address.addTitle' })}
      </h3>
      <RequiredNote intl={intl} />
      <FormAlert message={form.alert} />
      <AddressFields
        control={(name) => form.field(name)}
        clearError={(name) => form.clearError(name)}
        country={country}
        section="shipping"
        initial={address ?? draft}
        countryControl={
          <Select
            {...form.field('country')}
            label={t({ id: 'address.country' })}
            placeholder={t({ id: 'address.countryPlaceholder' })}
            options={countries.shipping}
            groups={[{ label: t({ id: 'address.countryRefusedGroup' }), options: countries.refused }]}
            autoComplete="shipping country"
            required
            value={country}
            onChange={(event) => {
              setCountry(event.currentTarget.value);
              form.clearError('country');
            }}
            className="sm:col-span-2"
          />
        }
      />
      <div className="space-y-3">
        <Checkbox
          {...form.fieldWithoutClearing('isPrimary')}
          label={t({ id: 'address.isPrimary' })}
          defaultChecked={address?.isPrimary ?? false}
        />
        <Checkbox
          {...form.fieldWithoutClearing('isDelivery')}
          label={t({ id: 'address.isDelivery' })}
          defaultChecked={address?.isDelivery ?? false}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.pending}>
          {t({ id: address ? 'form.save' : 'address.addSubmit' })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t({ id: 'form.cancel' })}
        </Button>
      </div>
    </form>
  );
}
