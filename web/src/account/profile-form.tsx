'use client';

import { useRouter } from 'next/navigation';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import type { CurrentCustomer } from '@/shop-client/customer.server';
import { optionalText, textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';
import { announceSessionChange } from '@/shop-client/session-events';
import type { updateAccountRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = ['firstName', 'lastName', 'phone', 'instagram'] as const;

/** Name, phone and Instagram handle. */
export function ProfileForm({ customer }: { readonly customer: CurrentCustomer }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const router = useRouter();
  const form = useShopForm({
    fields,
    send: (data) =>
      callShop('customer/account', {
        method: 'PATCH',
        json: {
          first_name: textField(data, 'firstName').trim(),
          last_name: textField(data, 'lastName').trim(),
          phone: optionalText(data, 'phone'),
          instagram: optionalText(data, 'instagram'),
        } satisfies WireBody<typeof updateAccountRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      }),
    successMessage: t({ id: 'accountPage.profile.saved' }),
    // The header greets the customer by first name.
    onSuccess: () => {
      announceSessionChange();
      router.refresh();
    },
  });

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert message={form.alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.field('firstName')}
          label={t({ id: 'form.firstName' })}
          autoComplete="given-name"
          required
          maxLength={100}
          defaultValue={customer.firstName}
        />
        <TextField
          {...form.field('lastName')}
          label={t({ id: 'form.lastName' })}
          autoComplete="family-name"
          required
          maxLength={100}
          defaultValue={customer.lastName}
        />
        <TextField
          {...form.field('phone')}
          type="tel"
          label={t({ id: 'form.phone' })}
          markOptional
          autoComplete="tel"
          maxLength={32}
          defaultValue={customer.phone ?? ''}
        />
        <TextField
          {...form.field('instagram')}
          label={t({ id: 'form.instagram' })}
          hint={t({ id: 'form.instagramHint' })}
          markOptional
          autoComplete="off"
          maxLength={31}
          defaultValue={customer.instagram ?? ''}
        />
      </div>
      <Button type="submit" loading={form.pending}>
        {t({ id: 'form.save' })}
      </Button>
    </form>
  );
}
