import 'server-only';
import type { Locale } from '@seedshop/locales';
import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf, pathTo } from '@/routing/paths';
import { buttonClasses } from '@/ui/kit/button';
import { AuthPage } from './auth-page';
import { MailLinkAction } from './mail-link-action';
import { mailLinkTexts, type MailLinkCopy } from './mail-link-copy';
import { ResultPanel } from './result-panel';

/** Title and alternates of a page behind a mail link; never indexed (tokens in the URL). */
export function mailLinkMetadata(locale: Locale, copy: MailLinkCopy): Metadata {
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: copy.title }),
    alternates: alternatesOf(copy.route),
    noIndex: true,
  });
}

/**
 * The page behind a mail link (`?token=…`): the button that uses the token, or —
 * opened without one — what went wrong and a way back to the shop.
 */
export function MailLinkPage({
  locale,
  token,
  copy,
}: {
  readonly locale: Locale;
  /** The `token` search parameter as it came (absent, repeated, empty). */
  readonly token: string | string[] | undefined;
  readonly copy: MailLinkCopy;
}) {
  const intl = getIntl(locale);
  return (
    <AuthPage title={intl.formatMessage({ id: copy.title })}>
      {typeof token === 'string' && token !== '' ? (
        <MailLinkAction locale={locale} token={token} endpoint={copy.endpoint} texts={mailLinkTexts(intl, copy)} />
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
