'use client';

import { Link } from '@/routing/link';
import { useRouter } from 'next/navigation';
import { useIntl } from '@/i18n/client-intl';
import { readCustomerGreeting } from '@/account/login-answer';
import { callShop } from '@/shop-client/browser-api';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { PasswordField } from '@/ui/forms/password-field';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';
import { announceSessionChange } from '@/shop-client/session-events';
import type { loginRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = ['email', 'password'] as const;

export function LoginForm({
  returnTo,
  forgotPasswordHref,
}: {
  readonly returnTo: string;
  /** The forgot-password page in the page's language (from the server: the route table stays out of this page's script). */
  readonly forgotPasswordHref: string;
}) {
  const intl = useIntl();
  const router = useRouter();
  const form = useShopForm({
    fields,
    send: (data) =>
      callShop('customer/auth/login', {
        method: 'POST',
        json: {
          email: textField(data, 'email').trim(),
          password: textField(data, 'password'),
        } satisfies WireBody<typeof loginRequest>,
        networkMessage: intl.formatMessage({ id: 'form.error.network' }),
      }),
    successMessage: (result) => {
      const firstName = readCustomerGreeting(result.data);
      return firstName === null
        ? intl.formatMessage({ id: 'auth.login.welcome' })
        : intl.formatMessage({ id: 'auth.login.welcomeName' }, { name: firstName });
    },
    onSuccess: () => {
      // The header is part of the shared layout: refresh so it is rendered again for the customer.
      router.replace(returnTo);
      announceSessionChange();
      router.refresh();
    },
  });

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert message={form.alert} />
      <TextField
        {...form.field('email')}
        type="email"
        label={intl.formatMessage({ id: 'form.email' })}
        autoComplete="username"
        inputMode="email"
        required
        maxLength={254}
      />
      <div>
        <PasswordField
          {...form.field('password')}
          label={intl.formatMessage({ id: 'form.password' })}
          autoComplete="current-password"
          required
        />
        <p className="mt-2 text-right text-sm">
          <Link href={forgotPasswordHref} className="font-medium text-brand-700 underline hover:text-brand-800">
            {intl.formatMessage({ id: 'auth.login.forgotPassword' })}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" loading={form.pending} className="w-full">
        {intl.formatMessage({ id: 'auth.login.submit' })}
      </Button>
    </form>
  );
}
