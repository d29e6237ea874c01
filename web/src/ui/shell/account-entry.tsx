'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import { onSessionChange } from '@/shop-client/session-events';
import { Icon } from '../icon/icon';
import { hasSessionHint } from '@/shop-client/cookie-hints';

/** The first name in the wire answer of `GET customer/account` (a hand-written check keeps zod out of every page). */
function readFirstName(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('first_name' in data)) return null;
  return typeof data.first_name === 'string' && data.first_name !== '' ? data.first_name : null;
}

// The menu's code (sections, counts, sign-out) loads once a signed-in customer's name is known.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

const noSubscription = () => () => undefined;
const readHint = () => hasSessionHint(document.cookie);
const serverHint = () => null;

/**
 * The header's account entry. The server renders the same page for everybody (so pages can be
 * cached); in the browser the session hint cookie decides between "Sign in" and the customer's
 * menu, whose first name is loaded once per session change.
 */
export function AccountEntry({
  locale,
  loginPath,
  accountPath,
}: {
  readonly locale: Locale;
  readonly loginPath: string;
  readonly accountPath: string;
}) {
  const intl = useIntl();
  // Re-rendered on every navigation (sign-in and sign-out both end in one), which re-reads the hint.
  const pathname = usePathname();
  const hint = useSyncExternalStore(noSubscription, readHint, serverHint);
  // Bumped when a form signs in or out or renames the customer, which reloads the name.
  const [generation, setGeneration] = useState(0);
  useEffect(() => onSessionChange(() => setGeneration((value) => value + 1)), []);
  const [loaded, setLoaded] = useState<{ readonly name: string | null; readonly expired: boolean } | null>(null);

  useEffect(() => {
    if (hint !== true) return undefined;
    let active = true;
    void callShop('customer/account', { networkMessage: '' }).then((result) => {
      if (!active) return;
      if (result.ok) setLoaded({ name: readFirstName(result.data), expired: false });
      else if (result.status === 401) setLoaded({ name: null, expired: true });
    });
    return () => {
      active = false;
    };
  }, [hint, pathname, generation]);

  const signedIn = hint === true && loaded?.expired !== true;
  const firstName = signedIn ? (loaded?.name ?? null) : null;
  const entry = (
    <Link href={signedIn ? accountPath : loginPath} className="shell-button">
      <Icon name="lucide:user" size={20} />
      <span className="sr-only sm:not-sr-only">
        {intl.formatMessage({ id: signedIn ? 'account.myAccount' : 'header.login' })}
      </span>
    </Link>
  );
  if (firstName === null) return entry;
  return (
    <Suspense fallback={entry}>
      <AccountMenu locale={locale} firstName={firstName} />
    </Suspense>
  );
}
