'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResultPanel } from '@/auth/result-panel';
import { callShop } from '@/shop/browser-api';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha } from '@/ui/captcha/use-captcha';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { localFailure, useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';

const fields = ['email'] as const;

export function ForgotPasswordForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const captcha = useCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useShopForm({
    fields,
    send: async (data) => {
      const token = await captcha.token('forgot_password');
      if (token === null) return localFailure(t({ id: 'captcha.failed' }));
      return callShop('customer/auth/forgot-password', {
        method: 'POST',
        json: { email: textField(data, 'email').trim(), captcha: token },
        networkMessage: t({ id: 'form.error.network' }),
      });
    },
    onSuccess: (_result, element) => setSentTo(textField(new FormData(element), 'email').trim()),
  });

  if (sentTo !== null) {
    return (
      <ResultPanel tone="info" focusOnMount title={t({ id: 'auth.forgot.doneTitle' })}>
        <p>
          {t(
            { id: 'auth.forgot.doneText' },
            { email: <strong className="font-semibold break-all text-ink-900">{sentTo}</strong> },
          )}
        </p>
        <p className="text-sm">{t({ id: 'auth.mailHint' })}</p>
      </ResultPanel>
    );
  }

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert message={form.alert} />
      <TextField
        intl={intl}
        name="email"
        type="email"
        label={t({ id: 'form.email' })}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        error={form.errorOf('email')}
        onChange={() => form.clearError('email')}
      />
      <Button type="submit" size="lg" loading={form.pending} className="w-full">
        {t({ id: 'auth.forgot.submit' })}
      </Button>
      <CaptchaBadge provider={captcha.provider} />
    </form>
  );
}
