'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { NewPasswordFields, passwordMismatch } from '@/auth/new-password-fields';
import { ResultPanel } from '@/auth/result-panel';
import { callShop } from '@/shop-client/browser-api';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha } from '@/ui/captcha/use-captcha';
import { booleanField, textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { localFailure, useShopForm } from '@/ui/forms/use-shop-form';
import { buttonClasses, Button } from '@/ui/kit/button';
import { Checkbox } from '@/ui/kit/checkbox';
import { RequiredNote } from '@/ui/kit/required-note';
import { TextField } from '@/ui/kit/text-field';
import type { registerRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'instagram',
  'password',
  'passwordConfirm',
  'newsletter',
  'productNotifications',
  'adultConfirmed',
  'terms',
] as const;
const passwordNames = { password: 'password', confirm: 'passwordConfirm' } as const;

/** The pages the form links to, in the page's language (from the server: the route table stays out of this page's script). */
export interface RegistrationLinks {
  readonly login: string;
  readonly terms: string;
  readonly privacy: string;
}

export function RegistrationForm({ locale, links }: { readonly locale: Locale; readonly links: RegistrationLinks }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const captcha = useCaptcha();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const form = useShopForm({
    fields,
    validate: (data) => passwordMismatch(data, passwordNames, t),
    missingMessages: { adultConfirmed: t({ id: 'auth.registration.adultRequired' }) },
    send: async (data) => {
      const token = await captcha.token('register');
      if (token === null) return localFailure(t({ id: 'captcha.failed' }));
      const phone = textField(data, 'phone').trim();
      const instagram = textField(data, 'instagram').trim();
      return callShop('customer/auth/register', {
        method: 'POST',
        json: {
          first_name: textField(data, 'firstName').trim(),
          last_name: textField(data, 'lastName').trim(),
          email: textField(data, 'email').trim(),
          phone: phone === '' ? undefined : phone,
          instagram: instagram === '' ? undefined : instagram,
          password: textField(data, 'password'),
          password_confirm: textField(data, 'passwordConfirm'),
          newsletter: booleanField(data, 'newsletter'),
          product_notifications: booleanField(data, 'productNotifications'),
          adult_confirmed: true,
          language: locale,
          captcha: token,
        } satisfies WireBody<typeof registerRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      });
    },
    onSuccess: (_result, element) => {
      setRegisteredEmail(textField(new FormData(element), 'email').trim());
    },
  });

  if (registeredEmail !== null) {
    return (
      <ResultPanel
        tone="info"
        focusOnMount
        title={t({ id: 'auth.registration.doneTitle' })}
        actions={
          <Link href={links.login} className={buttonClasses({ variant: 'secondary' })}>
            {t({ id: 'auth.registration.signIn' })}
          </Link>
        }
      >
        <p>
          {t(
            { id: 'auth.registration.doneText' },
            { email: <strong className="font-semibold break-all text-ink-900">{registeredEmail}</strong> },
          )}
        </p>
        <p className="text-sm">{t({ id: 'auth.registration.doneHint' })}</p>
      </ResultPanel>
    );
  }

  return (
    <form {...form.formProps} className="space-y-5">
      <RequiredNote intl={intl} />
      <FormAlert message={form.alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.field('firstName')}
          label={t({ id: 'form.firstName' })}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <TextField
          {...form.field('lastName')}
          label={t({ id: 'form.lastName' })}
          autoComplete="family-name"
          required
          maxLength={100}
        />
      </div>
      <TextField
        {...form.field('email')}
        type="email"
        label={t({ id: 'form.email' })}
        hint={t({ id: 'auth.registration.emailHint' })}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
      />
      <TextField
        {...form.field('phone')}
        type="tel"
        label={t({ id: 'form.phone' })}
        markOptional
        autoComplete="tel"
        maxLength={40}
      />
      <TextField
        {...form.field('instagram')}
        label={t({ id: 'form.instagram' })}
        hint={t({ id: 'form.instagramHint' })}
        markOptional
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={31}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields
          form={form}
          names={passwordNames}
          labels={{ password: 'form.password', confirm: 'form.passwordConfirm' }}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-ink-900">{t({ id: 'auth.registration.optIns' })}</legend>
        <Checkbox
          {...form.fieldWithoutClearing('newsletter')}
          label={t({ id: 'form.newsletter' })}
          hint={t({ id: 'form.newsletterHint' })}
        />
        <Checkbox
          {...form.fieldWithoutClearing('productNotifications')}
          label={t({ id: 'form.productNotifications' })}
          hint={t({ id: 'form.productNotificationsHint' })}
        />
      </fieldset>
      <Checkbox {...form.field('adultConfirmed')} required label={t({ id: 'auth.registration.adult' })} />
      <Checkbox
        {...form.field('terms')}
        required
        label={t(
          { id: 'auth.registration.terms' },
          {
            terms: (chunks) => (
              <Link href={links.terms} target="_blank" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href={links.privacy} target="_blank" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          },
        )}
      />
      <Button type="submit" size="lg" loading={form.pending} className="w-full">
        {t({ id: 'auth.registration.submit' })}
      </Button>
      <CaptchaBadge provider={captcha.provider} />
    </form>
  );
}
