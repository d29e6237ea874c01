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
import { NewsletterLinkAction } from './newsletter-link-action';
import { newsletterLinkKinds, type NewsletterLinkKindName } from './newsletter-link-kinds';

/** Title and alternates of a page behind a link of newsletter mail; never indexed (tokens in the URL). */
export function newsletterLinkMetadata(locale: Locale, kind: NewsletterLinkKindName): Metadata {
  const copy = newsletterLinkKinds[kind];
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: copy.title }),
    alternates: alternatesOf(copy.route),
    noIndex: true,
  });
}

/**
 * The page behind a link of newsletter mail (`?token=…`): the button that uses the token, or —
 * opened without one — what went wrong and a way back to the shop.
 */
export function NewsletterLinkPage({
  locale,
  token,
  kind,
}: {
  readonly locale: Locale;
  /** The `token` search parameter as it came (absent, repeated, empty). */
  readonly token: string | string[] | undefined;
  readonly kind: NewsletterLinkKindName;
}) {
  const intl = getIntl(locale);
  const copy = newsletterLinkKinds[kind];
  return (
    <AuthPage title={intl.formatMessage({ id: copy.title })}>
      {typeof token === 'string' && token !== '' ? (
        <NewsletterLinkAction locale={locale} token={token} kind={kind} />
      ) : (
        <ResultPanel
          tone="error"
          title={intl.formatMessage({ id: 'auth.token.missingTitle' })}
          actions={
            <Link href={pathTo(locale, 'home')} className={buttonClasses({ variant: 'secondary' })}>
              {intl.formatMessage({ id: copy.toShop })}
            </Link>
          }
        >
          <p>{intl.formatMessage({ id: 'auth.token.missingText' })}</p>
        </ResultPanel>
      )}
    </AuthPage>
  );
}
