import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Breadcrumbs } from '@/ui/kit/breadcrumbs';
import type { SeedBankSummary } from '../catalogue-types';
import { countryName } from './country-name';
import { groupByLetter, indexLetters } from './seed-bank-groups';

const groupId = (letter: string) => (letter === '#' ? 'seed-banks-other' : `seed-banks-${letter.toLowerCase()}`);

/** The A–Z of seed banks: jump links by letter, then one section per letter with logo, country and count. */
export function SeedBankIndex({
  locale,
  banks,
}: {
  readonly locale: Locale;
  readonly banks: readonly SeedBankSummary[];
}) {
  const intl = getIntl(locale);
  const groups = groupByLetter(banks, intl.locale);
  const present = new Set(groups.map((group) => group.letter));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        intl={intl}
        items={[
          { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
          { label: intl.formatMessage({ id: 'seedBanks.title' }) },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {intl.formatMessage({ id: 'seedBanks.title' })}
      </h1>
      <p className="mt-2 max-w-prose text-ink-700">
        {intl.formatMessage({ id: 'seedBanks.intro' }, { count: banks.length })}
      </p>
      <nav aria-label={intl.formatMessage({ id: 'seedBanks.letters' })} className="mt-6">
        <ul className="flex flex-wrap gap-1">
          {indexLetters.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a
                  href={`#${groupId(letter)}`}
                  className="inline-flex size-9 items-center justify-center rounded-md border border-ink-300 text-sm font-semibold text-brand-700 hover:border-brand-600 hover:bg-brand-50"
                >
                  {letter}
                </a>
              ) : (
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-md text-sm text-ink-500"
                >
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.letter}
          id={groupId(group.letter)}
          aria-labelledby={`${groupId(group.letter)}-heading`}
          className="mt-8 scroll-mt-4"
        >
          <h2
            id={`${groupId(group.letter)}-heading`}
            className="border-b border-ink-200 pb-2 text-2xl font-bold text-ink-900"
          >
            {group.letter}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((bank) => (
              <li key={bank.id}>
                <Link
                  href={pathTo(locale, 'catalog', { catalog: bank.slug })}
                  className="flex items-center gap-4 rounded-[var(--radius-card)] border border-ink-200 p-4 shadow-card hover:border-brand-600"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG monogram from the shop */}
                  <img
                    src={bank.logoUrl}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 shrink-0 rounded-md"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink-900">{bank.name}</span>
                    <span className="block text-sm text-ink-600">
                      {countryName(intl.locale, bank.country)} ·{' '}
                      {intl.formatMessage({ id: 'seedBanks.productCount' }, { count: bank.productCount })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
