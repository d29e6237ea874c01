import 'server-only';
import type { Locale } from '@seedshop/locales';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPage } from '@/auth/auth-page';
import { ResultPanel } from '@/auth/result-panel';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf, pathTo } from '@/routing/paths';
import { buttonClasses } from '@/ui/kit/button';
import { AlertLinkAction } from './alert-link-action';
import { alertLinkKinds, type AlertLinkKindName } from './alert-link-kinds';

/** Title and alternates of a page behind a link of product-alert mail; never indexed (tokens in the URL). */
export function alertLinkMetadata(locale: Locale, kind: AlertLinkKindName): Metadata {
  const copy = alertLinkKinds[kind];
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: copy.title }),
    alternates: alternatesOf(copy.route),
    noIndex: true,
  });
}

/**
 * The page behind a link of product-alert mail (`?token=…`): the button that uses the token, or —
 * opened without one — what went wrong and a way back to the shop.
 */
export function AlertLinkPage({
  locale,
  token,
  kind,
}: {
  readonly locale: Locale;
  /** The `token` search parameter as it came (absent, repeated, empty). */
  readonly token: string | string[] | undefined;
  readonly kind: AlertLinkKindName;
}) {
  const intl = getIntl(locale);
  const copy = alertLinkKinds[kind];
  return (
    <AuthPage title={intl.formatMessage({ id: copy.title })}>
      {typeof token === 'string' && token !== '' ? (
        <AlertLinkAction locale={locale} token={token} kind={kind} />
      ) : (
        <ResultPanel
          tone="error"
          title={intl.formatMessage({ id: 'auth.token.missingTitle' })}
          actions={
            <Link href={pathTo(locale, 'home')} className={buttonClasses({ variant: 'secondary' })}>
              {intl.formatMessage({ id: 'subscriptions.toShop' })}
            </Link>
          }
        >
          <p>{intl.formatMessage({ id: 'auth.token.missingText' })}</p>
        </ResultPanel>
      )}
    </AuthPage>
  );
}
