import 'server-only';
import type { Locale } from '@seedshop/locales';
import type { Metadata } from 'next';
import type { MessageId } from '@/i18n/messages';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import type { RouteId } from '@/routing/registry';

type AuthRouteId = Extract<
  RouteId,
  | 'login'
  | 'registration'
  | 'forgotPassword'
  | 'resetPassword'
  | 'confirmEmail'
  | 'emailChangeConfirm'
  | 'deleteCustomer'
  | 'restoreCustomer'
  | 'account'
>;

/**
 * Metadata of the account pages. Only sign-in and registration are worth a search result; the
 * pages behind e-mailed links and the account itself are kept out of the index.
 */
export function authPageMetadata(locale: Locale, route: AuthRouteId, title: MessageId): Metadata {
  const intl = getIntl(locale);
  const indexed = route === 'login' || route === 'registration';
  return pageMetadata({
    locale,
    title: intl.formatMessage({ id: title }),
    // A search result shows this line under the title.
    ...(indexed && {
      description: intl.formatMessage({
        id: route === 'login' ? 'auth.login.description' : 'auth.registration.description',
      }),
    }),
    alternates: alternatesOf(route),
    noIndex: !indexed,
  });
}
