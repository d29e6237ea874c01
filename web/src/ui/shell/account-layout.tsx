import type { Locale } from '@seedshop/locales';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { MessageId } from '@/i18n/messages';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { RouteId } from '@/routing/registry';

/**
 * The sections of the account area that exist. Favourites and subscriptions join this list when
 * their pages are built; a menu entry that leads to a 404 would be worse than none.
 */
const sections = [
  { id: 'account', label: 'account.myAccount' },
  { id: 'accountOrders', label: 'orders.title' },
] as const satisfies readonly {
  id: RouteId;
  label: MessageId;
}[];

export type AccountSection = (typeof sections)[number]['id'];

/**
 * The section a locale-neutral path belongs to (`/account` → `account`, `/account/orders/SS-…` →
 * `accountOrders`), if any: the section whose path is the longest one leading to it.
 */
export function accountSectionOf(path: string): AccountSection | undefined {
  const section = sections
    .filter((candidate) => {
      const own = pathTo('en', candidate.id);
      return path === own || (candidate.id !== 'account' && path.startsWith(`${own}/`));
    })
    .at(-1);
  return section?.id;
}

/** The account layout of the spec: section navigation beside the page, inside the default shell. */
export function AccountLayout({
  locale,
  active,
  children,
}: {
  readonly locale: Locale;
  /** The section being shown; none when the layout is only previewed (e.g. on /ui-page). */
  readonly active?: AccountSection;
  readonly children: ReactNode;
}) {
  const intl = getIntl(locale);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={intl.formatMessage({ id: 'a11y.accountNavigation' })}>
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase">
          {intl.formatMessage({ id: 'pageTitle.customerAccount' })}
        </h2>
        <ul className="space-y-1">
          {sections.map((section) => (
            <li key={section.id}>
              <Link
                href={pathTo(locale, section.id)}
                aria-current={section.id === active ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-ink-700 hover:bg-ink-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
              >
                {intl.formatMessage({ id: section.label })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
