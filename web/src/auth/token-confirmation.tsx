'use client';

import type { tokenRequest } from '@seedshop/shop/contract';
import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import type { MessageId } from '@/i18n/messages';
import { pathTo } from '@/routing/paths';
import type { RouteId } from '@/routing/registry';
import { callShop } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { buttonClasses } from '@/ui/kit/button';
import { linkProblemOf, type LinkProblem } from './link-problem';
import { LinkProblemPanel } from './link-problem-panel';
import { ResultPanel } from './result-panel';
import { announceSessionChange } from '@/shop-client/session-events';

interface ConfirmationKind {
  readonly endpoint: string;
  readonly pending: MessageId;
  readonly successTitle: MessageId;
  readonly successText: MessageId;
  readonly successLink: { readonly route: Extract<RouteId, 'login' | 'account'>; readonly label: MessageId };
  /** Title of a failure that is not the link's (network, rate limit, an address taken meanwhile). */
  readonly failureTitle: MessageId;
  /** The session or the customer's data changed: render the header again. */
  readonly refresh: boolean;
}

/** The links that act as soon as they are opened, each with its outcome texts. */
const kinds = {
  confirmEmail: {
    endpoint: 'customer/confirm-email',
    pending: 'auth.confirmEmail.pending',
    successTitle: 'auth.confirmEmail.doneTitle',
    successText: 'auth.confirmEmail.doneText',
    successLink: { route: 'login', label: 'auth.signIn' },
    failureTitle: 'auth.confirmEmail.failedTitle',
    refresh: false,
  },
  emailChange: {
    endpoint: 'customer/confirm-email-change',
    pending: 'auth.emailChange.pending',
    successTitle: 'auth.emailChange.doneTitle',
    successText: 'auth.emailChange.doneText',
    successLink: { route: 'account', label: 'auth.toAccount' },
    failureTitle: 'auth.emailChange.failedTitle',
    refresh: true,
  },
  restore: {
    endpoint: 'customer/account/restore',
    pending: 'auth.restore.pending',
    successTitle: 'auth.restore.doneTitle',
    successText: 'auth.restore.doneText',
    successLink: { route: 'login', label: 'auth.signIn' },
    failureTitle: 'auth.restore.failedTitle',
    refresh: false,
  },
} as const satisfies Record<string, ConfirmationKind>;

export type ConfirmationKindName = keyof typeof kinds;

type State =
  | { readonly phase: 'pending' }
  | { readonly phase: 'done' }
  | { readonly phase: 'refused'; readonly problem: LinkProblem }
  | { readonly phase: 'failed'; readonly message: string };

/**
 * Acts on an e-mailed link as soon as the page opens (confirm the address, confirm the new
 * address, restore the account) and shows the outcome. It runs in the browser, not while the
 * server renders: mail scanners that fetch every link must not use the token up.
 */
export function TokenConfirmation({
  locale,
  token,
  kind,
  signedIn,
}: {
  readonly locale: Locale;
  readonly token: string;
  readonly kind: ConfirmationKindName;
  /** Whether a shopper is signed in: a signed-in shopper is offered the account, never sign-in. */
  readonly signedIn: boolean;
}) {
  const intl = useIntl();
  const router = useRouter();
  const config: ConfirmationKind = kinds[kind];
  const [state, setState] = useState<State>({ phase: 'pending' });
  // Tokens are single-use: React's development double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void callShop(config.endpoint, {
      method: 'POST',
      json: { token } satisfies WireBody<typeof tokenRequest>,
      networkMessage: intl.formatMessage({ id: 'form.error.network' }),
    }).then((result) => {
      if (result.ok) {
        setState({ phase: 'done' });
        if (config.refresh) {
          announceSessionChange();
          router.refresh();
        }
      } else {
        const problem = linkProblemOf(result);
        setState(problem === null ? { phase: 'failed', message: result.message } : { phase: 'refused', problem });
      }
    });
  }, [config, token, intl, router]);

  // After a success the account is the next step for a signed-in shopper, whatever the kind says.
  const successLink = signedIn ? ({ route: 'account', label: 'auth.toAccount' } as const) : config.successLink;

  return (
    <>
      {state.phase === 'pending' && <ResultPanel tone="pending" title={intl.formatMessage({ id: config.pending })} />}
      {state.phase === 'done' && (
        <ResultPanel
          tone="success"
          focusOnMount
          title={intl.formatMessage({ id: config.successTitle })}
          actions={
            <Link href={pathTo(locale, successLink.route)} className={buttonClasses()}>
              {intl.formatMessage({ id: successLink.label })}
            </Link>
          }
        >
          <p>{intl.formatMessage({ id: config.successText })}</p>
        </ResultPanel>
      )}
      {state.phase === 'refused' && (
        <LinkProblemPanel locale={locale} kind={kind} problem={state.problem} signedIn={signedIn} />
      )}
      {state.phase === 'failed' && (
        <ResultPanel
          tone="error"
          focusOnMount
          title={intl.formatMessage({ id: config.failureTitle })}
          actions={
            <Link
              href={pathTo(locale, signedIn ? 'account' : 'home')}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {intl.formatMessage({ id: signedIn ? 'auth.toAccount' : 'auth.toHome' })}
            </Link>
          }
        >
          <p role="alert">{state.message}</p>
        </ResultPanel>
      )}
    </>
  );
}
