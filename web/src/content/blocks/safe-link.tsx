import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import type { ReactNode } from 'react';
import { getIntl } from '@/i18n/server';
import { safeHref } from './safe-href';

interface SafeLinkProps {
  readonly href: string | null | undefined;
  readonly locale: Locale;
  readonly openInNewTab?: boolean | null;
  readonly className?: string;
  /** What to render when the target is refused; the children as plain text by default. */
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A link an editor made. The target goes through `safeHref()`: storefront paths get the page's
 * language prefix and client-side navigation, external URLs `rel="noopener noreferrer"` (and a
 * new tab when asked, announced to screen readers), and anything else is no link at all.
 */
export function SafeLink({ href, locale, openInNewTab, className, fallback, children }: SafeLinkProps) {
  const safe = safeHref(href, locale);
  if (safe === null) return fallback === undefined ? <>{children}</> : <>{fallback}</>;
  if (safe.kind === 'internal') {
    return (
      <Link href={safe.href} className={className}>
        {children}
      </Link>
    );
  }
  if (safe.kind === 'contact') {
    return (
      <a href={safe.href} className={className}>
        {children}
      </a>
    );
  }
  const newTab = openInNewTab === true;
  return (
    <a href={safe.href} className={className} rel="noopener noreferrer" target={newTab ? '_blank' : undefined}>
      {children}
      {newTab && <span className="sr-only"> ({getIntl(locale).formatMessage({ id: 'blocks.link.newTab' })})</span>}
    </a>
  );
}
