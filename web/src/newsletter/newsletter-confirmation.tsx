'use client';

import type { Locale } from '@seedshop/locales';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResultPanel } from '@/auth/result-panel';
import { pathTo } from '@/routing/paths';
import { callShop } from '@/shop/browser-api';
import { FormAlert } from '@/ui/forms/form-alert';
import { useHydrated } from '@/contact/use-hydrated';
import { Button, buttonClasses } from '@/ui/kit/button';

type State =
  | { readonly phase: 'ready'; readonly networkProblem: string | null }
  | { readonly phase: 'done' }
  | { readonly phase: 'failed'; readonly message: string };

/**
 * The newsletter's confirmation page: the subscription starts when the visitor presses the
 * button, not when the page opens — mail scanners that open every link must not subscribe
 * anyone. Shows the outcome: subscribed, or a link that no longer works (used or expired).
 */
export function NewsletterConfirmation({ locale, token }: { readonly locale: Locale; readonly token: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, setState] = useState<State>({ phase: 'ready', networkProblem: null });
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  // The token works once: a double click must not send it twice (the second would report it used).
  const sending = useRef(false);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    const result = await callShop('newsletter/confirm', {
      method: 'POST',
      json: { token },
      networkMessage: t({ id: 'form.error.network' }),
    });
    sending.current = false;
    setPending(false);
    if (result.ok) setState({ phase: 'done' });
    else if (result.status === 0 || result.status >= 500) setState({ phase: 'ready', networkProblem: result.message });
    else {
      const details = Object.values(result.fieldErrors).flat();
      setState({ phase: 'failed', message: details.length > 0 ? details.join(' ') : result.message });
    }
  };

  const toShop = (
    <Link href={pathTo(locale, 'home')} className={buttonClasses()}>
      {t({ id: 'newsletter.confirm.toShop' })}
    </Link>
  );

  if (state.phase === 'done') {
    return (
      <ResultPanel tone="success" focusOnMount title={t({ id: 'newsletter.confirm.doneTitle' })} actions={toShop}>
        <p>{t({ id: 'newsletter.confirm.doneText' })}</p>
      </ResultPanel>
    );
  }
  if (state.phase === 'failed') {
    return (
      <ResultPanel tone="error" focusOnMount title={t({ id: 'newsletter.confirm.failedTitle' })} actions={toShop}>
        <p role="alert">{state.message}</p>
        <p className="text-sm">{t({ id: 'newsletter.confirm.failedHelp' })}</p>
      </ResultPanel>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-ink-700">{t({ id: 'newsletter.confirm.intro' })}</p>
      <FormAlert message={state.networkProblem} />
      <Button size="lg" className="w-full" loading={pending} disabled={!hydrated} onClick={() => void confirm()}>
        {t({ id: 'newsletter.confirm.submit' })}
      </Button>
    </div>
  );
}
