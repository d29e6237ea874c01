'use client';

import type { Locale } from '@seedshop/locales';
import { shopSessionRoutes } from '@seedshop/urls';
import { Link } from '@/routing/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { pathTo } from '@/routing/paths';
import { callShop } from '@/shop-client/browser-api';
import { Icon } from '../icon/icon';
import { Spinner } from '../kit/spinner';
import { notify } from '../toast/notify';
import { announceSessionChange } from '@/shop-client/session-events';
import { AccountCountBadge, useAccountCounts, type AccountCounts } from './account-counts';
import { accountSections, sectionCount, type AccountSectionSpec } from './account-sections';

function SectionBadge({
  section,
  counts,
}: {
  readonly section: AccountSectionSpec;
  readonly counts: AccountCounts | null;
}) {
  const count = sectionCount(section);
  return count === undefined ? null : <AccountCountBadge count={count} counts={counts} />;
}

/**
 * The signed-in customer's entry in the header: their first name, opening a small menu with every
 * section of the account (with the counts worth knowing) and "Sign out". Tab, or the arrow keys,
 * move through the entries; Escape closes it. Signing out ends the session, says "See you later"
 * (coloured) and goes to the home page in the current language.
 */
export function AccountMenu({ locale, firstName }: { readonly locale: Locale; readonly firstName: string }) {
  const intl = useIntl();
  const router = useRouter();
  const menu = useRef<HTMLDetailsElement>(null);
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const counts = useAccountCounts();

  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  // Escape closes the open menu and gives the focus back to its button; so does a click elsewhere.
  useEffect(() => {
    const element = menu.current;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!element.open) return;
      if (event.key === 'Escape') {
        element.open = false;
        element.querySelector('summary')?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const items = [...element.querySelectorAll<HTMLElement>('[data-menu-item]')];
      if (items.length === 0) return;
      event.preventDefault();
      const at = items.findIndex((item) => item === document.activeElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = at === -1 ? (step === 1 ? 0 : items.length - 1) : (at + step + items.length) % items.length;
      items[next]?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (element.open && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const signOut = async () => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    setLeaving(true);
    // The gateway clears the session cookies whatever the shop answers, so the visitor is signed
    // out even when the shop cannot be reached.
    await callShop(shopSessionRoutes.logout, { method: 'POST', networkMessage: '' });
    notify.success(intl.formatMessage({ id: 'toast.logout' }), { theme: 'colored', html: true });
    close();
    router.push(pathTo(locale, 'home'));
    announceSessionChange();
    router.refresh();
    leavingRef.current = false;
    setLeaving(false);
  };

  return (
    <details ref={menu} className="group relative">
      <summary className="shell-summary shell-button">
        <Icon name="lucide:user" size={20} />
        <span className="sr-only">
          {intl.formatMessage(
            { id: 'common.labelled' },
            { label: intl.formatMessage({ id: 'auth.menu.label' }), value: '' },
          )}
        </span>
        <span className="max-w-32 truncate">{firstName}</span>
        <Icon name="lucide:chevron-down" className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute right-0 z-30 mt-1 min-w-56 rounded-md border border-ink-200 bg-white p-1 shadow-card">
        {accountSections.map((section) => (
          <li key={section.id}>
            <Link
              href={pathTo(locale, section.id)}
              onClick={close}
              data-menu-item
              className="flex items-center gap-2 rounded px-3 py-2 text-sm whitespace-nowrap text-ink-900 hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <Icon name={`lucide:${section.icon}`} />
              {intl.formatMessage({ id: section.label })}
              <SectionBadge section={section} counts={counts} />
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void signOut()}
            data-menu-item
            aria-busy={leaving || undefined}
            className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-ink-900 hover:bg-brand-50"
          >
            {leaving ? <Spinner /> : <Icon name="lucide:log-out" />}
            {intl.formatMessage({ id: 'auth.menu.signOut' })}
          </button>
        </li>
      </ul>
    </details>
  );
}
