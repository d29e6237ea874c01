'use client';

import type { updateAddressRequest } from '@seedshop/shop/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { FormAlert } from '@/ui/forms/form-alert';
import { Button } from '@/ui/kit/button';
import { Dialog } from '@/ui/kit/dialog';
import { Skeleton } from '@/ui/kit/skeleton';
import { notify } from '@/ui/toast/notify';
import { AddressCard } from './address-card';
import { AddressForm, type AddressDraft } from './address-form';
import { readAddressList, sortAddresses, type AddressView } from './address-model';

type Editing =
  { readonly kind: 'none' } | { readonly kind: 'new' } | { readonly kind: 'edit'; readonly address: AddressView };

const addButtonId = 'address-add';

type Listing =
  | { readonly phase: 'loading' }
  | { readonly phase: 'failed'; readonly message: string }
  | { readonly phase: 'ready'; readonly addresses: readonly AddressView[] };

/**
 * The customer's addresses: the list, a form to add or edit one, deletion after a confirmation,
 * and the primary and delivery roles. The list is read again after every change, since one change
 * (a new primary address) can alter other addresses too.
 */
export function AddressBook({ draft }: { readonly draft: AddressDraft }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [listing, setListing] = useState<Listing>({ phase: 'loading' });
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<AddressView | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const networkMessage = t({ id: 'form.error.network' });

  const fetchListing = useCallback(async (): Promise<Listing> => {
    const result = await callShop('customer/addresses', { networkMessage });
    const addresses = result.ok ? readAddressList(result.data) : null;
    if (addresses === null) {
      return { phase: 'failed', message: result.ok ? t({ id: 'address.loadFailed' }) : result.message };
    }
    return { phase: 'ready', addresses: sortAddresses(addresses) };
  }, [networkMessage, t]);

  const load = useCallback(async () => setListing(await fetchListing()), [fetchListing]);

  useEffect(() => {
    let active = true;
    void fetchListing().then((next) => {
      if (active) setListing(next);
    });
    return () => {
      active = false;
    };
  }, [fetchListing]);

  const closeForm = () => {
    setEditing({ kind: 'none' });
    // Back to where the visitor started: the add button, or the list for an edited card.
    window.requestAnimationFrame(() => (document.getElementById(addButtonId) ?? listHeading.current)?.focus());
  };

  const update = async (address: AddressView, change: 'primary' | 'delivery') => {
    setBusyId(address.id);
    setActionError(null);
    const result = await callShop(`customer/addresses/${encodeURIComponent(address.id)}`, {
      method: 'PATCH',
      json: (change === 'primary' ? { is_primary: true } : { is_delivery: true }) satisfies WireBody<
        typeof updateAddressRequest
      >,
      networkMessage,
    });
    setBusyId(null);
    if (!result.ok) {
      setActionError(result.message);
      return;
    }
    notify.success(t({ id: change === 'primary' ? 'address.primarySet' : 'address.deliverySet' }));
    await load();
  };

  const confirmDelete = async () => {
    if (deleting === null || busyId !== null) return;
    const address = deleting;
    setBusyId(address.id);
    const result = await callShop(`customer/addresses/${encodeURIComponent(address.id)}`, {
      method: 'DELETE',
      networkMessage,
    });
    setBusyId(null);
    setDeleting(null);
    if (!result.ok) {
      setActionError(result.message);
      return;
    }
    notify.success(t({ id: 'address.deleted' }));
    await load();
    window.requestAnimationFrame(() => listHeading.current?.focus());
  };

  const addresses = listing.phase === 'ready' ? listing.addresses : [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={listHeading} tabIndex={-1} className="text-lg font-semibold text-ink-900 outline-none">
          {t({ id: 'address.listTitle' })}
        </h2>
        {editing.kind === 'none' && listing.phase === 'ready' && (
          <Button id={addButtonId} icon="lucide:plus" onClick={() => setEditing({ kind: 'new' })}>
            {t({ id: 'address.add' })}
          </Button>
        )}
      </div>

      <FormAlert message={listing.phase === 'failed' ? listing.message : actionError} />

      {editing.kind !== 'none' && (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          address={editing.kind === 'edit' ? editing.address : undefined}
          draft={draft}
          onSaved={() => {
            void load();
            closeForm();
          }}
          onCancel={closeForm}
        />
      )}

      {listing.phase === 'loading' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton
            intl={intl}
            variant="text"
            lines={5}
            className="rounded-[var(--radius-card)] border border-ink-200 p-5"
          />
          <Skeleton
            intl={intl}
            variant="text"
            lines={5}
            className="rounded-[var(--radius-card)] border border-ink-200 p-5"
          />
        </div>
      )}

      {listing.phase === 'ready' && addresses.length === 0 && editing.kind === 'none' && (
        <p className="text-ink-700">{t({ id: 'address.empty' })}</p>
      )}

      {addresses.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busyId !== null}
                onEdit={() => setEditing({ kind: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onMakePrimary={() => void update(address, 'primary')}
                onMakeDelivery={() => void update(address, 'delivery')}
              />
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        size="sm"
        title={t({ id: 'address.deleteTitle' })}
        description={
          deleting === null
            ? undefined
            : `${deleting.firstName} ${deleting.lastName}, ${deleting.street}${deleting.houseNumber ? ` ${deleting.houseNumber}` : ''}, ${deleting.postalCode} ${deleting.city}`
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t({ id: 'form.cancel' })}
            </Button>
            <Button variant="danger" loading={busyId !== null} onClick={() => void confirmDelete()}>
              {t({ id: 'address.deleteConfirm' })}
            </Button>
          </>
        }
      >
        <p className="text-ink-700">{t({ id: 'address.deleteText' })}</p>
      </Dialog>
    </div>
  );
}
