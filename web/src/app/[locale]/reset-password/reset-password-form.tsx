'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { NewPasswordFields, passwordMismatch } from '@/auth/new-password-fields';
import { linkProblemOf, type LinkProblem } from '@/auth/link-problem';
import { LinkProblemPanel } from '@/auth/link-problem-panel';
import { ResultPanel } from '@/auth/result-panel';
import { pathTo } from '@/routing/paths';
import { callShop } from '@/shop-client/browser-api';
import { textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Button, buttonClasses } from '@/ui/kit/button';
import type { resetPasswordRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

const fields = ['password', 'passwordConfirm'] as const;
const passwordNames = { password: 'password', confirm: 'passwordConfirm' } as const;

export function ResetPasswordForm({
  locale,
  token,
  signedIn,
}: {
  readonly locale: Locale;
  readonly token: string;
  readonly signedIn: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [done, setDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<LinkProblem | null>(null);
  const form = useShopForm({
    fields,
    validate: (data) => passwordMismatch(data, passwordNames, t),
    send: (data) =>
      callShop('customer/auth/reset-password', {
        method: 'POST',
        json: {
          token,
          password: textField(data, 'password'),
          password_confirm: textField(data, 'passwordConfirm'),
        } satisfies WireBody<typeof resetPasswordRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      }),
    onSuccess: () => setDone(true),
    // A refused link cannot be fixed in this form: say what happened to it and how to get a new one.
    onFailure: (result) => setLinkProblem(linkProblemOf(result)),
  });

  if (done) {
    return (
      <ResultPanel
        tone="success"
        focusOnMount
        title={t({ id: 'auth.reset.doneTitle' })}
        actions={
          <Link href={pathTo(locale, 'login')} className={buttonClasses()}>
            {t({ id: 'auth.signIn' })}
          </Link>
        }
      >
        <p>{t({ id: 'auth.reset.doneText' })}</p>
      </ResultPanel>
    );
  }

  if (linkProblem !== null) {
    return <LinkProblemPanel locale={locale} kind="resetPassword" problem={linkProblem} signedIn={signedIn} />;
  }

  return (
    <form {...form.formProps} className="space-y-5">
      <FormAlert message={form.alert} />
      <NewPasswordFields
        form={form}
        names={passwordNames}
        labels={{ password: 'form.newPassword', confirm: 'form.newPasswordConfirm' }}
      />
      <Button type="submit" size="lg" loading={form.pending} className="w-full">
        {t({ id: 'auth.reset.submit' })}
      </Button>
    </form>
  );
}
