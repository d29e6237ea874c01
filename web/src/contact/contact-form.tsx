'use client';

import type { Locale } from '@seedshop/locales';
import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { ResultPanel } from '@/auth/result-panel';
import { callShop } from '@/shop-client/browser-api';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha } from '@/ui/captcha/use-captcha';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { localFailure, useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { RequiredNote } from '@/ui/kit/required-note';
import { TextField } from '@/ui/kit/text-field';
import { Textarea } from '@/ui/kit/textarea';
import { contactLimits, contactProblems, type ContactField, type ContactValues } from './contact-rules';
import { problemMessage } from './problem-message';
import { useHydrated } from '@/ui/use-hydrated';
import type { contactMessageRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

/**
 * The form controls the shop's 422 `errors` land at, in page order: each wire field in camelCase
 * (`fieldName`).
 */
const fields = ['firstName', 'lastName', 'email', 'phone', 'message'] as const satisfies readonly ContactField[];

function valuesOf(data: FormData): ContactValues {
  return {
    firstName: textField(data, 'firstName'),
    lastName: textField(data, 'lastName'),
    email: textField(data, 'email'),
    phone: textField(data, 'phone'),
    message: textField(data, 'message'),
  };
}

/**
 * The contact form of `/contact-us`: name, e-mail, optional phone and the message, sent with an
 * invisible captcha in the page's language (the shop answers and mails the acknowledgement in it).
 * Checked in the browser by the shop's own rules first; the shop's field errors appear at the
 * fields and nothing typed is lost. Once sent, a panel says so and offers a fresh form.
 */
export function ContactForm({ locale }: { readonly locale: Locale }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const captcha = useCaptcha();
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  const form = useShopForm({
    fields,
    validate: (data) => {
      const problems = contactProblems(valuesOf(data));
      return Object.fromEntries(
        fields.flatMap((name) => {
          const problem = problems[name];
          return problem === undefined ? [] : [[name, problemMessage(problem, intl)]];
        }),
      );
    },
    send: async (data) => {
      const token = await captcha.token('contact');
      if (token === null) return localFailure(t({ id: 'captcha.failed' }));
      const values = valuesOf(data);
      const phone = values.phone.trim();
      return callShop('contact/messages', {
        method: 'POST',
        json: {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          email: values.email.trim(),
          phone: phone === '' ? undefined : phone,
          message: values.message.trim(),
          language: locale,
          captcha: token,
        } satisfies WireBody<typeof contactMessageRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      });
    },
    onSuccess: (_result, element) => setSentTo(textField(new FormData(element), 'email').trim()),
  });

  if (sentTo !== null) {
    return (
      <ResultPanel
        tone="success"
        focusOnMount
        title={t({ id: 'contact.form.doneTitle' })}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setSentTo(null);
              setRound((value) => value + 1);
            }}
          >
            {t({ id: 'contact.form.another' })}
          </Button>
        }
      >
        <p>
          {t(
            { id: 'contact.form.doneText' },
            { email: <strong className="font-semibold break-all text-ink-900">{sentTo}</strong> },
          )}
        </p>
      </ResultPanel>
    );
  }

  return (
    <form key={round} {...form.formProps} className="space-y-5">
      <RequiredNote intl={intl} />
      <FormAlert message={form.alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.field('firstName')}
          label={t({ id: 'form.firstName' })}
          autoComplete="given-name"
          required
          maxLength={contactLimits.name}
        />
        <TextField
          {...form.field('lastName')}
          label={t({ id: 'form.lastName' })}
          autoComplete="family-name"
          required
          maxLength={contactLimits.name}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.field('email')}
          type="email"
          label={t({ id: 'form.email' })}
          autoComplete="email"
          inputMode="email"
          required
          maxLength={contactLimits.email}
        />
        <TextField
          {...form.field('phone')}
          type="tel"
          label={t({ id: 'form.phone' })}
          hint={t({ id: 'contact.form.phoneHint' })}
          markOptional
          autoComplete="tel"
          maxLength={contactLimits.phone}
        />
      </div>
      <Textarea
        {...form.field('message')}
        label={t({ id: 'contact.form.message' })}
        hint={t({ id: 'contact.form.messageHint' }, { min: contactLimits.messageMin, max: contactLimits.messageMax })}
        required
        rows={7}
        maxLength={contactLimits.messageMax}
      />
      <p className="text-sm text-ink-600">{t({ id: 'contact.form.privacy' })}</p>
      <Button type="submit" size="lg" loading={form.pending} disabled={!hydrated}>
        {t({ id: 'contact.form.submit' })}
      </Button>
      <CaptchaBadge provider={captcha.provider} />
    </form>
  );
}
