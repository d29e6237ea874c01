import 'server-only';
import type { Locale } from '@seedshop/locales';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { NotFoundTexts } from './not-found-view';

export interface MissingPage {
  readonly locale: Locale;
  readonly path: string;
  readonly fullPath: string;
  readonly invalid: boolean;
}

/** The texts of the 404 page for a path (server side: the whole message catalogue is at hand). */
export function notFoundTexts({ locale, path, fullPath, invalid }: MissingPage): NotFoundTexts {
  const intl = getIntl(locale);
  return {
    status: intl.formatMessage({ id: 'error.status' }, { status: 404 }),
    title: intl.formatMessage({ id: 'error.notFound.title' }),
    message: invalid
      ? intl.formatMessage({ id: 'error.invalid.message' }, { fullPath })
      : intl.formatMessage({ id: 'error.notFound.message' }, { path }),
    help: intl.formatMessage({ id: 'error.notFound.help' }),
    backHome: intl.formatMessage({ id: 'error.backHome' }),
    homeHref: pathTo(locale, 'home'),
    path,
    invalid,
  };
}
