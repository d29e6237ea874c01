'use client';

import type { tokenRequest } from '@seedshop/shop/contract';
import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { linkProblemOf, type LinkProblem } from '@/auth/link-problem';
import { LinkProblemPanel } from '@/auth/link-problem-panel';
import { ResultPanel } from '@/auth/result-panel';
import { pathTo } from '@/routing/paths';
import { callShop } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { FormAlert } from '@/ui/forms/form-alert';
import { Button, buttonClasses } from '@/ui/kit/button';
import { announceSessionChange } from '@/shop-client/session-events';

export function DeleteConfirmation({
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
  const router = useRouter();
  const [pending, setPending] = useState(false);
  // A double click must not send the single-use token twice (the second would report it as used).
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<LinkProblem | null>(null);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setFailure(null);
    const result = await callShop('customer/account/delete', {
      method: 'POST',
      json: { token } satisfies WireBody<typeof tokenRequest>,
      networkMessage: t({ id: 'form.error.network' }),
    });
    sending.current = false;
    setPending(false);
    if (result.ok) {
      setDone(true);
      // The gateway has ended the session; the header must stop greeting the customer.
      announceSessionChange();
      router.refresh();
    } else {
      const problem = linkProblemOf(result);
      if (problem === null) setFailure(result.message);
      else setLinkProblem(problem);
    }
  };

  if (done) {
    return (
      <ResultPanel
        tone="success"
        focusOnMount
        title={t({ id: 'auth.delete.doneTitle' })}
        actions={
          <>
            <Link href={pathTo(locale, 'home')} className={buttonClasses()}>
              {t({ id: 'auth.toHome' })}
            </Link>
            <Link href={pathTo(locale, 'restoreCustomer')} className={buttonClasses({ variant: 'secondary' })}>
              {t({ id: 'auth.delete.restoreLink' })}
            </Link>
          </>
        }
      >
        <p>{t({ id: 'auth.delete.doneText' })}</p>
      </ResultPanel>
    );
  }

  if (linkProblem !== null) {
    return <LinkProblemPanel locale={locale} kind="deleteAccount" problem={linkProblem} signedIn={signedIn} />;
  }

  return (
    <div className="space-y-5">
      <FormAlert message={failure} />
      <p className="text-ink-700">{t({ id: 'auth.delete.explain' })}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" size="lg" loading={pending} onClick={() => void confirm()} icon="lucide:trash-2">
          {t({ id: 'auth.delete.confirm' })}
        </Button>
        <Link href={pathTo(locale, 'account')} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t({ id: 'auth.delete.cancel' })}
        </Link>
      </div>
    </div>
  );
}
