'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import { onSessionChange } from '@/shop-client/session-events';
import type { AccountCountKey } from './account-sections';

export type AccountCounts = Readonly<Record<AccountCountKey, number>>;

const countOf = (data: object, key: string): number | null => {
  const value: unknown = Reflect.get(data, key);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
};

/** The wire answer of `GET /account/summary-counts` (a hand-written check keeps zod out of every page). */
export function readAccountCounts(data: unknown): AccountCounts | null {
  if (typeof data !== 'object' || data === null) return null;
  const favourites = countOf(data, 'favourites');
  const comparison = countOf(data, 'comparison');
  const unreadNotifications = countOf(data, 'unread_notifications');
  if (favourites === null || comparison === null || unreadNotifications === null) return null;
  return { favourites, comparison, unreadNotifications };
}

// One store for every island of the page: the header's menu and the account navigation share one
// request; a newer answer replaces an older one.
let current: AccountCounts | null = null;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: AccountCounts | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Loads the counts again (after a favourite, a comparison change or a notification read); calls
 * made while a load is under way share it.
 */
export function refreshAccountCounts(): Promise<void> {
  inFlight ??= callShop('account/summary-counts', { networkMessage: '' })
    .then((result) => {
      if (result.ok) publish(readAccountCounts(result.data));
      else if (result.status === 401) publish(null);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const read = () => current;
const readOnServer = () => null;

/** The signed-in shopper's counts, loaded on mount, on every navigation and on a session change. */
export function useAccountCounts(): AccountCounts | null {
  const counts = useSyncExternalStore(subscribe, read, readOnServer);
  const pathname = usePathname();
  useEffect(() => {
    void refreshAccountCounts();
  }, [pathname]);
  useEffect(
    () =>
      onSessionChange(() => {
        publish(null);
        void refreshAccountCounts();
      }),
    [],
  );
  return counts;
}

const countLabels = {
  favourites: 'accountMenu.count.favourites',
  comparison: 'accountMenu.count.comparison',
  unreadNotifications: 'accountMenu.count.unreadNotifications',
} as const;

/**
 * The number beside a menu entry ("3"), read out in words ("3 unread"); nothing while the counts
 * are loading or when there is nothing to count.
 */
export function AccountCountBadge({
  count,
  counts,
}: {
  readonly count: AccountCountKey;
  readonly counts: AccountCounts | null;
}) {
  const intl = useIntl();
  const value = counts?.[count] ?? 0;
  if (value === 0) return null;
  return (
    <span className="ms-auto inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white">
      <span aria-hidden>{intl.formatNumber(value)}</span>
      <span className="sr-only">({intl.formatMessage({ id: countLabels[count] }, { count: value })})</span>
    </span>
  );
}

/** A section's count as its own island, for the server-rendered account navigation. */
export function AccountSectionCount({ count }: { readonly count: AccountCountKey }) {
  return <AccountCountBadge count={count} counts={useAccountCounts()} />;
}
