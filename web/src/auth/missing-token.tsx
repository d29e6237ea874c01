import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { RouteId } from '@/routing/registry';
import { buttonClasses } from '@/ui/kit/button';
import { ResultPanel } from './result-panel';

/** A page behind an e-mailed link, opened without its `?token=…`: say so and offer a way on. */
export function MissingToken({
  locale,
  retry,
}: {
  readonly locale: Locale;
  /** Where a new link can be had. */
  readonly retry: Extract<RouteId, 'forgotPassword' | 'login' | 'account' | 'restoreCustomer'>;
}) {
  const intl = getIntl(locale);
  return (
    <ResultPanel
      tone="error"
      title={intl.formatMessage({ id: 'auth.token.missingTitle' })}
      actions={
        <Link href={pathTo(locale, retry)} className={buttonClasses({ variant: 'secondary' })}>
          {intl.formatMessage({ id: retry === 'forgotPassword' ? 'auth.requestNewLink' : 'auth.continue' })}
        </Link>
      }
    >
      <p>{intl.formatMessage({ id: 'auth.token.missingText' })}</p>
    </ResultPanel>
  );
}
