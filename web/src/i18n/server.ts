import 'server-only';
import { localeTag, type Locale } from '@seedshop/locales';
import { cache } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { catalogues } from './messages';

const intlCache = createIntlCache();

/** react-intl for server components, one instance per locale and request. */
export const getIntl = cache((locale: Locale): IntlShape =>
  createIntl(
    {
      locale: localeTag(locale),
      defaultLocale: 'en-US',
      messages: catalogues[locale],
      onError: reportIntlError,
    },
    intlCache,
  ),
);

function reportIntlError(error: Error): void {
  // Missing translations are caught by the catalogue test; anything else is a real bug.
  console.error(`[intl] ${error.message}`);
}
