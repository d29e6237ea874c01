'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { PasswordField } from '@/ui/forms/password-field';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';
import type { changeEmailRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = ['newEmail', 'password'] as const;

/** A new e-mail address takes effect once the link sent to it is opened. */
export function EmailChangeForm({ currentEmail }: { readonly currentEmail: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useShopForm({
    fields,
    send: (data) =>
      callShop('customer/account/email', {
        method: 'POST',
        json: {
          new_email: textField(data, 'newEmail').trim(),
          password: textField(data, 'password'),
        } satisfies WireBody<typeof changeEmailRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      }),
    successMessage: t({ id: 'accountPage.email.sentToast' }),
    onSuccess: (_result, element) => {
      setPendingEmail(textField(new FormData(element), 'newEmail').trim());
      element.reset();
    },
  });

  return (
    <form {...form.formProps} className="space-y-5">
      <p className="text-sm text-ink-700">
        {t(
          { id: 'accountPage.email.current' },
          { email: <strong className="font-semibold break-all text-ink-900">{currentEmail}</strong> },
        )}
      </p>
      <FormAlert message={form.alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.field('newEmail')}
          type="email"
          label={t({ id: 'form.newEmail' })}
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
        />
        <PasswordField
          {...form.field('password')}
          label={t({ id: 'form.currentPassword' })}
          autoComplete="current-password"
          required
        />
      </div>
      <div role="status">
        {pendingEmail !== null && (
          <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-ink-900">
            {t(
              { id: 'accountPage.email.sent' },
              { email: <strong className="font-semibold break-all">{pendingEmail}</strong> },
            )}
          </p>
        )}
      </div>
      <Button type="submit" loading={form.pending}>
        {t({ id: 'accountPage.email.submit' })}
      </Button>
    </form>
  );
}
