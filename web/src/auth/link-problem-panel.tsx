'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useIntl } from '@/i18n/client-intl';
import type { MessageId } from '@/i18n/messages';
import { pathTo } from '@/routing/paths';
import type { RouteId } from '@/routing/registry';
import { buttonClasses } from '@/ui/kit/button';
import type { LinkProblem } from './link-problem';
import { ResultPanel } from './result-panel';

interface Step {
  readonly route: Extract<RouteId, 'login' | 'account' | 'forgotPassword' | 'restoreCustomer'>;
  readonly label: MessageId;
}

const signIn: Step = { route: 'login', label: 'auth.signIn' };
const toAccount: Step = { route: 'account', label: 'auth.toAccount' };
/** A signed-in shopper goes to the account, never to the sign-in form. */
const accountOrSignIn = (signedIn: boolean): Step => (signedIn ? toAccount : signIn);

interface Outcome {
  readonly title: MessageId;
  readonly text: MessageId;
  /** The next steps, the first one the main action. */
  readonly steps: readonly Step[];
}

interface LinkKindCopy {
  /** The link did its work before. */
  readonly used: (signedIn: boolean) => Outcome;
  /** How to get a link that works (after an invalid or expired one). */
  readonly renew: (signedIn: boolean) => { readonly text: MessageId; readonly steps: readonly Step[] };
}

/** Each mail link's words and next steps when its token is refused. */
const linkKinds = {
  confirmEmail: {
    used: (signedIn) => ({
      title: 'auth.confirmEmail.usedTitle',
      text: 'auth.confirmEmail.usedText',
      steps: [accountOrSignIn(signedIn)],
    }),
    renew: (signedIn) => ({
      text: signedIn ? 'auth.confirmEmail.renewSignedIn' : 'auth.confirmEmail.renewSignedOut',
      steps: [accountOrSignIn(signedIn)],
    }),
  },
  emailChange: {
    used: (signedIn) => ({
      title: 'auth.link.usedTitle',
      text: 'auth.emailChange.usedText',
      steps: [accountOrSignIn(signedIn)],
    }),
    renew: (signedIn) => ({
      text: signedIn ? 'auth.emailChange.failedHelp' : 'auth.emailChange.renewSignedOut',
      steps: [accountOrSignIn(signedIn)],
    }),
  },
  restore: {
    used: (signedIn) => ({
      title: 'auth.link.usedTitle',
      text: 'auth.restore.usedText',
      steps: [accountOrSignIn(signedIn)],
    }),
    renew: () => ({
      text: 'auth.restore.failedHelp',
      steps: [{ route: 'restoreCustomer', label: 'auth.requestNewLink' }],
    }),
  },
  resetPassword: {
    used: (signedIn) => ({
      title: 'auth.link.usedTitle',
      text: 'auth.reset.usedText',
      steps: [{ route: 'forgotPassword', label: 'auth.requestNewLink' }, accountOrSignIn(signedIn)],
    }),
    renew: () => ({ text: 'auth.reset.renewText', steps: [{ route: 'forgotPassword', label: 'auth.requestNewLink' }] }),
  },
  deleteAccount: {
    used: () => ({
      title: 'auth.link.usedTitle',
      text: 'auth.delete.usedText',
      steps: [{ route: 'restoreCustomer', label: 'auth.delete.restoreLink' }],
    }),
    renew: (signedIn) => ({
      text: signedIn ? 'auth.delete.renewSignedIn' : 'auth.delete.renewSignedOut',
      steps: [accountOrSignIn(signedIn)],
    }),
  },
} as const satisfies Record<string, LinkKindCopy>;

export type MailLinkKind = keyof typeof linkKinds;

/** What happened to the link and what to do next, in place of the link's result. */
export function linkOutcome(
  kind: MailLinkKind,
  problem: LinkProblem,
  signedIn: boolean,
): Outcome & { readonly help?: MessageId } {
  const copy: LinkKindCopy = linkKinds[kind];
  if (problem === 'used') return copy.used(signedIn);
  const renew = copy.renew(signedIn);
  return problem === 'expired'
    ? { title: 'auth.link.expiredTitle', text: 'auth.link.expiredText', help: renew.text, steps: renew.steps }
    : { title: 'auth.link.invalidTitle', text: 'auth.link.invalidText', help: renew.text, steps: renew.steps };
}

export function LinkProblemPanel({
  locale,
  kind,
  problem,
  signedIn,
}: {
  readonly locale: Locale;
  readonly kind: MailLinkKind;
  readonly problem: LinkProblem;
  /** Whether a shopper is signed in on this browser (decides between the account and sign-in). */
  readonly signedIn: boolean;
}) {
  const intl = useIntl();
  const outcome = linkOutcome(kind, problem, signedIn);
  return (
    <ResultPanel
      tone={problem === 'used' ? 'info' : 'error'}
      focusOnMount
      title={intl.formatMessage({ id: outcome.title })}
      actions={outcome.steps.map((step, index) => (
        <Link
          key={step.route}
          href={pathTo(locale, step.route)}
          className={buttonClasses({ variant: index === 0 ? 'primary' : 'secondary' })}
        >
          {intl.formatMessage({ id: step.label })}
        </Link>
      ))}
    >
      <p role="alert">{intl.formatMessage({ id: outcome.text })}</p>
      {outcome.help !== undefined && <p className="text-sm">{intl.formatMessage({ id: outcome.help })}</p>}
    </ResultPanel>
  );
}
