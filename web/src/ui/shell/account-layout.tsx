import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import type { ReactNode } from 'react';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Icon } from '../icon/icon';
import { AccountSectionCount } from './account-counts';
import { accountSections, sectionCount, type AccountSection, type AccountSectionSpec } from './account-sections';

export { accountSectionOf, type AccountSection } from './account-sections';

function SectionCountIsland({ section }: { readonly section: AccountSectionSpec }) {
  const count = sectionCount(section);
  return count === undefined ? null : <AccountSectionCount count={count} />;
}

/**
 * The account layout of the spec: section navigation beside the page, inside the default shell.
 * On a phone the sections are one row of tabs that scrolls sideways above the page, so the page
 * itself starts right below instead of after a long list.
 */
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
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
      <nav aria-label={intl.formatMessage({ id: 'a11y.accountNavigation' })} className="min-w-0">
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase">
          {intl.formatMessage({ id: 'pageTitle.customerAccount' })}
        </h2>
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0">
          {accountSections.map((section) => (
            <li key={section.id} className="shrink-0">
              <Link
                href={pathTo(locale, section.id)}
                aria-current={section.id === active ? 'page' : undefined}
                className="flex items-center gap-2 rounded-md border border-ink-200 px-3 py-2 whitespace-nowrap text-ink-700 hover:bg-ink-50 aria-[current=page]:border-brand-200 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 md:border-transparent"
              >
                <Icon name={`lucide:${section.icon}`} className="shrink-0" />
                <span>{intl.formatMessage({ id: section.label })}</span>
                <SectionCountIsland section={section} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
