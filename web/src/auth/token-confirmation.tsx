'use client';

import type { tokenRequest } from '@seedshop/shop/contract';
import type { Locale } from '@seedshop/locales';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/messages';
import { pathTo } from '@/routing/paths';
import type { RouteId } from '@/routing/registry';
import { callShop } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { buttonClasses } from '@/ui/kit/button';
import { ResultPanel } from './result-panel';
import { announceSessionChange } from '@/shop-client/session-events';

interface LinkSpec {
  readonly route: Extract<RouteId, 'login' | 'account' | 'home' | 'registration' | 'restoreCustomer'>;
  readonly label: MessageId;
}

interface ConfirmationKind {
  readonly endpoint: string;
  readonly pending: MessageId;
  readonly successTitle: MessageId;
  readonly successText: MessageId;
  readonly successLink: LinkSpec;
  readonly failureTitle: MessageId;
  readonly failureHelp: MessageId;
  readonly failureLinks: readonly LinkSpec[];
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
    failureHelp: 'auth.confirmEmail.failedHelp',
    failureLinks: [
      { route: 'login', label: 'auth.signIn' },
      { route: 'registration', label: 'auth.confirmEmail.registerAgain' },
    ],
    refresh: false,
  },
  emailChange: {
    endpoint: 'customer/confirm-email-change',
    pending: 'auth.emailChange.pending',
    successTitle: 'auth.emailChange.doneTitle',
    successText: 'auth.emailChange.doneText',
    successLink: { route: 'account', label: 'auth.toAccount' },
    failureTitle: 'auth.emailChange.failedTitle',
    failureHelp: 'auth.emailChange.failedHelp',
    failureLinks: [{ route: 'account', label: 'auth.toAccount' }],
    refresh: true,
  },
  restore: {
    endpoint: 'customer/account/restore',
    pending: 'auth.restore.pending',
    successTitle: 'auth.restore.doneTitle',
    successText: 'auth.restore.doneText',
    successLink: { route: 'login', label: 'auth.signIn' },
    failureTitle: 'auth.restore.failedTitle',
    failureHelp: 'auth.restore.failedHelp',
    failureLinks: [{ route: 'restoreCustomer', label: 'auth.requestNewLink' }],
    refresh: false,
  },
} as const satisfies Record<string, ConfirmationKind>;

export type ConfirmationKindName = keyof typeof kinds;

type State =
  { readonly phase: 'pending' } | { readonly phase: 'done' } | { readonly phase: 'failed'; readonly message: string };

/**
 * Acts on an e-mailed link as soon as the page opens (confirm the address, confirm the new
 * address, restore the account) and shows the outcome. It runs in the browser, not while the
 * server renders: mail scanners that fetch every link must not use the token up.
 */
export function TokenConfirmation({
  locale,
  token,
  kind,
}: {
  readonly locale: Locale;
  readonly token: string;
  readonly kind: ConfirmationKindName;
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
        const details = Object.values(result.fieldErrors).flat();
        setState({ phase: 'failed', message: details.length > 0 ? details.join(' ') : result.message });
      }
    });
  }, [config, token, intl, router]);

  const link = (spec: LinkSpec, variant: 'primary' | 'secondary') => (
    <Link key={spec.route} href={pathTo(locale, spec.route)} className={buttonClasses({ variant })}>
      {intl.formatMessage({ id: spec.label })}
    </Link>
  );

  return (
    <>
      {state.phase === 'pending' && <ResultPanel tone="pending" title={intl.formatMessage({ id: config.pending })} />}
      {state.phase === 'done' && (
        <ResultPanel
          tone="success"
          focusOnMount
          title={intl.formatMessage({ id: config.successTitle })}
          actions={link(config.successLink, 'primary')}
        >
          <p>{intl.formatMessage({ id: config.successText })}</p>
        </ResultPanel>
      )}
      {state.phase === 'failed' && (
        <ResultPanel
          tone="error"
          focusOnMount
          title={intl.formatMessage({ id: config.failureTitle })}
          actions={config.failureLinks.map((spec, index) => link(spec, index === 0 ? 'primary' : 'secondary'))}
        >
          <p role="alert">{state.message}</p>
          <p className="text-sm">{intl.formatMessage({ id: config.failureHelp })}</p>
        </ResultPanel>
      )}
    </>
  );
}
