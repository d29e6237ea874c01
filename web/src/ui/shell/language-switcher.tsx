'use client';

import { localeDefinitions, locales, type Locale } from '@seedshop/locales';
import type { MouseEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Icon } from '../icon/icon';

function switchHref(to: Locale, from: string | null): string {
  const query = new URLSearchParams({ to });
  if (from !== null) query.set('from', from);
  return `/api/locale?${query.toString()}`;
}

/**
 * Links to the current page in each language. Without JavaScript the endpoint reads the page from
 * the Referer; with it, the click adds the exact current URL.
 */
export function LanguageSwitcher({ current }: { readonly current: Locale }) {
  const intl = useIntl();
  const onClick = (event: MouseEvent<HTMLAnchorElement>, to: Locale) => {
    event.currentTarget.href = switchHref(to, `${window.location.pathname}${window.location.search}`);
  };
  return (
    <details className="group relative">
      <summary className="shell-summary shell-button">
        <Icon name="lucide:globe" />
        <span className="sr-only">
          {intl.formatMessage(
            { id: 'common.labelled' },
            { label: intl.formatMessage({ id: 'language.label' }), value: '' },
          )}
        </span>
        <span lang={localeDefinitions[current].tag} className="hidden sm:inline">
          {localeDefinitions[current].name}
        </span>
        <span className="uppercase sm:hidden">{current}</span>
        <Icon name="lucide:chevron-down" className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute right-0 z-30 mt-1 min-w-40 rounded-md border border-ink-200 bg-white p-1 shadow-card">
        {locales.map((locale) => {
          const { name, tag } = localeDefinitions[locale];
          const isCurrent = locale === current;
          return (
            <li key={locale}>
              <a
                href={switchHref(locale, null)}
                hrefLang={tag}
                lang={tag}
                onClick={(event) => onClick(event, locale)}
                aria-current={isCurrent ? 'true' : undefined}
                className="shell-language-link"
                data-locale={locale}
              >
                {name}
                <span className="text-xs text-ink-600 uppercase" aria-hidden>
                  {locale}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
