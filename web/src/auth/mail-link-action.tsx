'use client';

import type { tokenRequest } from '@seedshop/shop/contract';
import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { useHydrated } from '@/ui/use-hydrated';
import { pathTo } from '@/routing/paths';
import { callShop } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { FormAlert } from '@/ui/forms/form-alert';
import { Button, buttonClasses } from '@/ui/kit/button';
import type { MailLinkTexts } from './mail-link-copy';
import { ResultPanel } from './result-panel';

type State =
  | { readonly phase: 'ready'; readonly problem: string | null }
  | { readonly phase: 'done' }
  | { readonly phase: 'failed'; readonly message: string };

/**
 * A page behind a mail link that acts on a button press (newsletter and product-alert confirmation
 * and unsubscribe): it acts when the visitor presses the button, not when the page opens — mail
 * scanners that open every link must not subscribe or unsubscribe anyone. Shows the outcome: done, or a link that no longer
 * works (used, expired, unknown). A network failure or a rate limit keeps the button for a retry.
 */
export function MailLinkAction({
  locale,
  token,
  endpoint,
  texts,
}: {
  readonly locale: Locale;
  readonly token: string;
  /** The shop API endpoint that takes `{token}`. */
  readonly endpoint: string;
  readonly texts: MailLinkTexts;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, setState] = useState<State>({ phase: 'ready', problem: null });
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  // The token works once: a double click must not send it twice (the second would report it used).
  const sending = useRef(false);

  const act = async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    const result = await callShop(endpoint, {
      method: 'POST',
      json: { token } satisfies WireBody<typeof tokenRequest>,
      networkMessage: t({ id: 'form.error.network' }),
    });
    sending.current = false;
    setPending(false);
    if (result.ok) setState({ phase: 'done' });
    else if (result.status === 0 || result.status === 429 || result.status >= 500) {
      setState({ phase: 'ready', problem: result.message });
    } else {
      const details = Object.values(result.fieldErrors).flat();
      setState({ phase: 'failed', message: details.length > 0 ? details.join(' ') : result.message });
    }
  };

  const toShop = (
    <Link href={pathTo(locale, 'home')} className={buttonClasses()}>
      {texts.toShop}
    </Link>
  );

  if (state.phase === 'done') {
    return (
      <ResultPanel tone="success" focusOnMount title={texts.doneTitle} actions={toShop}>
        <p>{texts.doneText}</p>
      </ResultPanel>
    );
  }
  if (state.phase === 'failed') {
    return (
      <ResultPanel tone="error" focusOnMount title={texts.failedTitle} actions={toShop}>
        <p role="alert">{state.message}</p>
        <p className="text-sm">{texts.failedHelp}</p>
      </ResultPanel>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-ink-700">{texts.intro}</p>
      <FormAlert message={state.problem} />
      <Button size="lg" className="w-full" loading={pending} disabled={!hydrated} onClick={() => void act()}>
        {texts.submit}
      </Button>
    </div>
  );
}
