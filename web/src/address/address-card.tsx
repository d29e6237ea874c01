'use client';

import { useIntl } from '@/i18n/client-intl';
import { Badge } from '@/ui/kit/badge';
import { Button } from '@/ui/kit/button';
import type { AddressView } from './address-model';
import { countryName, taxIdField } from './countries';

/** One saved address with its roles and what can be done with it. */
export function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakePrimary,
  onMakeDelivery,
}: {
  readonly address: AddressView;
  readonly busy: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  readonly onMakePrimary: () => void;
  readonly onMakeDelivery: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = `${address.firstName} ${address.lastName}`;
  const streetLine =
    address.noHouseNumber || address.houseNumber === null ? address.street : `${address.street} ${address.houseNumber}`;
  // Every card has the same buttons; screen readers hear which address each one is for.
  const context = `: ${name}, ${streetLine}`;
  return (
    <article
      aria-label={t({ id: 'address.cardLabel' }, { name, street: streetLine, city: address.city })}
      className="flex h-full flex-col rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap gap-2">
        {address.isPrimary && <Badge variant="success">{t({ id: 'address.badge.primary' })}</Badge>}
        {address.isDelivery && <Badge variant="info">{t({ id: 'address.badge.delivery' })}</Badge>}
      </div>
      <address className="mt-3 flex-1 text-ink-900 not-italic">
        <span className="block font-semibold">{name}</span>
        <span className="block">{streetLine}</span>
        <span className="block">
          {address.postalCode} {address.city}
        </span>
        {address.state !== null && <span className="block">{address.state}</span>}
        <span className="block">{countryName(address.country, intl.locale)}</span>
        {address.taxId !== null && (
          <span className="mt-1 block text-sm text-ink-700">
            {t(
              { id: 'common.labelled' },
              { label: t({ id: taxIdField(address.country).label }), value: address.taxId },
            )}
          </span>
        )}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" icon="lucide:pencil" onClick={onEdit} disabled={busy}>
          {t({ id: 'address.edit' })}
          <span className="sr-only">{context}</span>
        </Button>
        <Button size="sm" variant="ghost" icon="lucide:trash-2" onClick={onDelete} disabled={busy}>
          {t({ id: 'address.delete' })}
          <span className="sr-only">{context}</span>
        </Button>
        {!address.isPrimary && (
          <Button size="sm" variant="ghost" onClick={onMakePrimary} disabled={busy}>
            {t({ id: 'address.makePrimary' })}
            <span className="sr-only">{context}</span>
          </Button>
        )}
        {!address.isDelivery && (
          <Button size="sm" variant="ghost" onClick={onMakeDelivery} disabled={busy}>
            {t({ id: 'address.makeDelivery' })}
            <span className="sr-only">{context}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
