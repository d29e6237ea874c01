'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { countryOptions } from '@/address/countries';
import { Select } from '@/ui/kit/select';
import type { Cart } from './cart-model';
import type { CartActions } from './use-cart-actions';

/** Where the cart goes: it decides VAT and the shipping estimate, which the shop computes. */
export function ShippingCountrySelect({ cart, actions }: { readonly cart: Cart; readonly actions: CartActions }) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Select
      intl={intl}
      label={intl.formatMessage({ id: 'cart.shipping.country' })}
      hint={intl.formatMessage({ id: 'cart.shipping.countryHint' })}
      name="shipping_country"
      placeholder={intl.formatMessage({ id: 'cart.shipping.pending' })}
      options={countryOptions(intl.locale)}
      value={cart.shippingCountry ?? ''}
      aria-busy={busy || undefined}
      error={error ?? undefined}
      onChange={(event) => {
        const country = event.target.value;
        if (country === '') return;
        setBusy(true);
        void actions.setShippingCountry(country).then((result) => {
          setBusy(false);
          setError(result.ok ? null : (result.fieldErrors.country?.[0] ?? result.message));
        });
      }}
    />
  );
}
