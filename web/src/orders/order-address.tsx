import type { ClientIntl } from '@/i18n/client-intl';
import { countryName } from '@/address/countries';
import type { OrderAddress } from './order-model';

/** An address of the order as it was given, in the order people write it on a parcel. */
export function OrderAddressBlock({
  intl,
  title,
  address,
}: {
  readonly intl: ClientIntl;
  readonly title: string;
  readonly address: OrderAddress;
}) {
  const streetLine = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ');
  return (
    <div>
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      <address className="mt-2 text-ink-800 not-italic">
        <span className="block">
          {address.firstName} {address.lastName}
        </span>
        <span className="block">{streetLine}</span>
        <span className="block">{cityLine}</span>
        {address.state && <span className="block">{address.state}</span>}
        <span className="block">{countryName(address.country, intl.locale)}</span>
        {address.taxId && (
          <span className="mt-1 block text-sm text-ink-700">
            {intl.formatMessage({ id: 'orders.detail.taxId' }, { value: address.taxId })}
          </span>
        )}
        {address.phone && (
          <span className="block text-sm text-ink-700">
            {intl.formatMessage({ id: 'orders.detail.phone' }, { value: address.phone })}
          </span>
        )}
      </address>
    </div>
  );
}
