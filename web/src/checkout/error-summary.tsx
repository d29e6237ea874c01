'use client';

import { useEffect, useRef } from 'react';
import { useIntl, type ClientIntl } from '@/i18n/client-intl';
import type { MessageId } from '@/i18n/messages';
import { Icon } from '@/ui/icon/icon';

const addressLabels: Readonly<Record<string, MessageId>> = {
  firstName: 'form.firstName',
  lastName: 'form.lastName',
  country: 'address.country',
  street: 'address.street',
  houseNumber: 'address.houseNumber',
  noHouseNumber: 'address.noHouseNumber',
  postalCode: 'address.postalCode',
  city: 'address.city',
  state: 'address.state',
  taxId: 'address.taxId.generic',
  phone: 'form.phone',
};

const topLabels: Readonly<Record<string, MessageId>> = {
  email: 'form.email',
  'createAccount.password': 'checkout.contact.password',
  shippingAddressId: 'checkout.shipping.title',
  billingAddressId: 'checkout.billing.title',
  shippingMethod: 'checkout.method.title',
  paymentMethod: 'checkout.payment.title',
  ageConfirmed: 'checkout.review.ageShort',
  termsAccepted: 'checkout.review.termsShort',
};

/** The name of a checkout control as the error summary lists it, or null for a name the form has not. */
export function fieldLabel(name: string, t: ClientIntl['formatMessage']): string | null {
  const top = topLabels[name];
  if (top !== undefined) return t({ id: top });
  const [group, field] = name.split('.');
  const label = field === undefined ? undefined : addressLabels[field];
  if (label === undefined) return null;
  if (group === 'shippingAddress') {
    return t({ id: 'common.labelled' }, { label: t({ id: 'checkout.shipping.title' }), value: t({ id: label }) });
  }
  if (group === 'billingAddress') {
    return t({ id: 'common.labelled' }, { label: t({ id: 'checkout.billing.title' }), value: t({ id: label }) });
  }
  return null;
}

export interface SummaryEntry {
  readonly name: string;
  readonly label: string;
  readonly message: string;
}

/**
 * What keeps the order from being placed, at the top of the form: each field error with a link to
 * its field, and any message of the whole form. It takes the focus when it appears (`focusKey`
 * changes with every failed attempt), so keyboard and screen-reader users start from it.
 */
export function ErrorSummary({
  entries,
  message,
  focusKey,
  onGoTo,
}: {
  readonly entries: readonly SummaryEntry[];
  readonly message: string | null;
  readonly focusKey: number;
  readonly onGoTo: (name: string) => void;
}) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const visible = entries.length > 0 || message !== null;

  useEffect(() => {
    if (focusKey > 0) box.current?.focus();
  }, [focusKey]);

  return (
    <div
      ref={box}
      tabIndex={-1}
      aria-labelledby={visible ? 'checkout-errors-title' : undefined}
      className="outline-none"
    >
      <div role="alert">
        {visible && (
          <div
            className="rounded-md border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm text-danger-700"
            data-testid="checkout-errors"
          >
            <p id="checkout-errors-title" className="flex items-center gap-2 font-semibold">
              <Icon name="lucide:circle-alert" size="1.25em" className="shrink-0" />
              {intl.formatMessage({ id: 'checkout.errors.title' })}
            </p>
            {message !== null && <p className="mt-1">{message}</p>}
            {entries.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {entries.map((entry) => (
                  <li key={entry.name}>
                    <button
                      type="button"
                      className="text-left font-medium underline underline-offset-2 hover:no-underline"
                      onClick={() => onGoTo(entry.name)}
                    >
                      {intl.formatMessage({ id: 'common.labelled' }, { label: entry.label, value: entry.message })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
