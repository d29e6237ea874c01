'use client';

import { clsx } from 'clsx';
import { useMemo } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { AddressFields, type AddressFieldName, type AddressFieldValues } from '@/address/address-fields';
import type { AddressView } from '@/address/address-model';
import { addressCountryGroups, countryName } from '@/address/countries';
import { FieldError } from '@/ui/kit/field-error';
import { Select } from '@/ui/kit/select';
import { Skeleton } from '@/ui/kit/skeleton';
import { TextField } from '@/ui/kit/text-field';
import type { CheckoutFields } from './use-checkout-fields';
import { addressChoiceName, addressPrefix, NEW_ADDRESS } from './order-request';

/** The customer's address book as the checkout sees it; guests have none. */
export type SavedAddresses =
  | { readonly phase: 'none' }
  | { readonly phase: 'loading' }
  | { readonly phase: 'ready'; readonly addresses: readonly AddressView[] };

function addressLines(address: AddressView, tag: string): string[] {
  const street =
    address.noHouseNumber || address.houseNumber === null ? address.street : `${address.street} ${address.houseNumber}`;
  return [
    `${address.firstName} ${address.lastName}`,
    street,
    `${address.postalCode} ${address.city}`,
    countryName(address.country, tag),
  ];
}

/**
 * One address of the checkout: a saved address of the customer as a radio card, or a new one typed
 * into the same fields as the account's address form. `refusal` is the message for a destination
 * the shop does not deliver to, shown right at the choice.
 */
export function AddressChoice({
  kind,
  fields,
  saved,
  chosen,
  onChoose,
  country,
  onCountryChange,
  draft,
  refusal,
}: {
  readonly kind: 'shipping' | 'billing';
  readonly fields: CheckoutFields;
  readonly saved: SavedAddresses;
  /** The chosen saved address's id, or `NEW_ADDRESS`. */
  readonly chosen: string;
  readonly onChoose: (value: string) => void;
  /** The country of the new address. */
  readonly country: string;
  readonly onCountryChange: (country: string) => void;
  readonly draft: AddressFieldValues;
  readonly refusal: string | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const prefix = addressPrefix[kind];
  const choiceName = addressChoiceName[kind];
  const refusalId = `${kind}-refusal`;
  const countries = useMemo(() => addressCountryGroups(intl.locale), [intl.locale]);

  const newAddress = (
    <AddressFields
      control={(name: AddressFieldName) => fields.field(`${prefix}${name}`)}
      clearError={(name) => fields.clearError(`${prefix}${name}`)}
      country={country}
      section={kind}
      initial={draft}
      countryControl={
        <Select
          {...fields.field(`${prefix}country`)}
          label={t({ id: 'address.country' })}
          placeholder={t({ id: 'address.countryPlaceholder' })}
          options={countries.shipping}
          groups={[
            {
              label: t({ id: kind === 'shipping' ? 'checkout.country.refusedGroup' : 'checkout.country.otherGroup' }),
              options: countries.refused,
            },
          ]}
          autoComplete={`${kind} country`}
          required
          value={country}
          error={fields.errorOf(`${prefix}country`) ?? refusal ?? undefined}
          onChange={(event) => {
            onCountryChange(event.currentTarget.value);
            fields.clearError(`${prefix}country`);
          }}
          className="sm:col-span-2"
        />
      }
      after={
        kind === 'shipping' ? (
          <TextField
            {...fields.field(`${prefix}phone`)}
            type="tel"
            label={t({ id: 'form.phone' })}
            hint={t({ id: 'checkout.address.phoneHint' })}
            markOptional
            autoComplete="shipping tel"
            maxLength={32}
          />
        ) : undefined
      }
    />
  );

  if (saved.phase === 'none') return newAddress;
  if (saved.phase === 'loading') {
    return (
      <Skeleton
        intl={intl}
        variant="text"
        lines={4}
        className="rounded-[var(--radius-card)] border border-ink-200 p-5"
      />
    );
  }

  const options = [
    ...saved.addresses.map((address) => ({ value: address.id, lines: addressLines(address, intl.locale) })),
    { value: NEW_ADDRESS, lines: [t({ id: 'checkout.address.new' })] },
  ];
  const choiceError = fields.errorOf(choiceName);
  return (
    <div className="space-y-5">
      <fieldset
        aria-describedby={
          [
            refusal !== null && chosen !== NEW_ADDRESS ? refusalId : null,
            choiceError === undefined ? null : `${choiceName}-error`,
          ]
            .filter((id): id is string => id !== null)
            .join(' ') || undefined
        }
      >
        <legend className="sr-only">
          {t({ id: kind === 'shipping' ? 'checkout.address.chooseShipping' : 'checkout.address.chooseBilling' })}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => {
            const id = `${choiceName}-${option.value}`;
            const checked = chosen === option.value;
            return (
              <label
                key={option.value}
                htmlFor={id}
                className={clsx(
                  'flex cursor-pointer items-start gap-3 rounded-[var(--radius-card)] border bg-white p-4 text-sm text-ink-800',
                  checked ? 'border-brand-700 ring-2 ring-brand-700/30' : 'border-ink-200 hover:border-ink-500',
                )}
              >
                <input
                  id={id}
                  type="radio"
                  name={choiceName}
                  value={option.value}
                  checked={checked}
                  onChange={() => {
                    onChoose(option.value);
                    fields.clearError(choiceName);
                  }}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <span className="flex flex-col">
                  {option.lines.map((line, index) => (
                    <span key={index} className={index === 0 ? 'font-semibold text-ink-900' : undefined}>
                      {line}
                    </span>
                  ))}
                </span>
              </label>
            );
          })}
        </div>
        {choiceError !== undefined && <FieldError id={`${choiceName}-error`}>{choiceError}</FieldError>}
      </fieldset>
      {refusal !== null && chosen !== NEW_ADDRESS && (
        <p id={refusalId} role="alert" className="text-sm font-medium text-danger-700">
          {refusal}
        </p>
      )}
      {chosen === NEW_ADDRESS && newAddress}
    </div>
  );
}
