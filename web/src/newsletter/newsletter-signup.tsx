'use client';

import { useId, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { ResultPanel } from '@/auth/result-panel';
import { problemMessage } from '@/contact/problem-message';
import { useHydrated } from '@/ui/use-hydrated';
import { callShop } from '@/shop-client/browser-api';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha } from '@/ui/captcha/use-captcha';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { localFailure, useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';
import { newsletterEmailProblem } from './newsletter-rules';
import type { newsletterSubscribeRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = ['email'] as const;

/**
 * The page builder's newsletter block: the editor's heading and text, an e-mail field and an
 * invisible captcha. The shop starts a double opt-in (a confirmation link by mail, in the page's
 * language) and answers the same whether or not the address is already subscribed, so the panel
 * after sending always says "check your inbox".
 */
export function NewsletterSignup({ heading, text }: { readonly heading: string; readonly text?: string | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // The block sits on busy pages (home): no challenge and no hashing until the visitor engages.
  const captcha = useCaptcha({ startOn: 'interaction' });
  const hydrated = useHydrated();
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useShopForm({
    fields,
    validate: (data) => {
      const problem = newsletterEmailProblem(textField(data, 'email'));
      return { email: problem === undefined ? undefined : problemMessage(problem, intl) };
    },
    send: async (data) => {
      const token = await captcha.token('newsletter');
      if (token === null) return localFailure(t({ id: 'captcha.failed' }));
      return callShop('newsletter/subscriptions', {
        method: 'POST',
        json: { email: textField(data, 'email').trim(), captcha: token } satisfies WireBody<
          typeof newsletterSubscribeRequest
        >,
        networkMessage: t({ id: 'form.error.network' }),
      });
    },
    onSuccess: (_result, element) => setSentTo(textField(new FormData(element), 'email').trim()),
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-brand-100 bg-brand-50 px-6 py-8 sm:px-10"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900">
        {heading}
      </h2>
      {text ? <p className="mt-2 max-w-2xl text-ink-700">{text}</p> : null}
      <div className="mt-6 max-w-xl">
        {sentTo !== null ? (
          <ResultPanel tone="info" focusOnMount headingLevel={3} title={t({ id: 'newsletter.signup.doneTitle' })}>
            <p>
              {t(
                { id: 'newsletter.signup.doneText' },
                { email: <strong className="font-semibold break-all text-ink-900">{sentTo}</strong> },
              )}
            </p>
            <p className="text-sm">{t({ id: 'newsletter.signup.doneHint' })}</p>
          </ResultPanel>
        ) : (
          <form {...form.formProps} className="space-y-4">
            <FormAlert message={form.alert} />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                {...form.field('email')}
                type="email"
                label={t({ id: 'form.email' })}
                autoComplete="email"
                inputMode="email"
                required
                maxLength={254}
                onFocus={captcha.prime}
                className="sm:flex-1"
              />
              <Button type="submit" loading={form.pending} disabled={!hydrated} className="sm:mt-7">
                {t({ id: 'newsletter.signup.submit' })}
              </Button>
            </div>
            <p className="text-sm text-ink-600">{t({ id: 'newsletter.signup.privacy' })}</p>
            <CaptchaBadge provider={captcha.provider} />
          </form>
        )}
      </div>
    </section>
  );
}
