'use client';

import type { forgotPasswordRequest, restoreRequest } from '@seedshop/shop/contract';
import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { ResultPanel } from '@/auth/result-panel';
import type { MessageId } from '@/i18n/messages';
import { callShop } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha, type CaptchaAction } from '@/ui/captcha/use-captcha';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { localFailure, useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';

const fields = ['email'] as const;

export interface EmailRequestFormProps {
  /** The shop endpoint that mails the link, e.g. `customer/auth/forgot-password`. */
  readonly endpoint: string;
  /** The captcha action the shop checks the token against. */
  readonly captchaAction: CaptchaAction;
  /** Message ids of the neutral answer and of the submit button. */
  readonly messages: { readonly doneTitle: MessageId; readonly doneText: MessageId; readonly submit: MessageId };
}

/**
 * An e-mail address and a captcha, answered the same way whether or not the address belongs to an
 * account — so the form cannot be used to find out who is a customer.
 */
export function EmailRequestForm({ endpoint, captchaAction, messages }: EmailRequestFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const captcha = useCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useShopForm({
    fields,
    send: async (data) => {
      const token = await captcha.token(captchaAction);
      if (token === null) return localFailure(t({ id: 'captcha.failed' }));
      return callShop(endpoint, {
        method: 'POST',
        // Forgot-password and restore-request take the same body.
        json: { email: textField(data, 'email').trim(), captcha: token } satisfies WireBody<
          typeof forgotPasswordRequest
        > &
          WireBody<typeof restoreRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      });
    },
    onSuccess: (_result, element) => setSentTo(textField(new FormData(element), 'email').trim()),
  });

  if (sentTo !== null) {
    return (
      <ResultPanel tone="info" focusOnMount title={t({ id: messages.doneTitle })}>
        <p>
          {t(
            { id: messages.doneText },
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
        {...form.field('email')}
        type="email"
        label={t({ id: 'form.email' })}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
      />
      <Button type="submit" size="lg" loading={form.pending} className="w-full">
        {t({ id: messages.submit })}
      </Button>
      <CaptchaBadge provider={captcha.provider} />
    </form>
  );
}
