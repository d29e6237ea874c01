import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import type { CtaValue } from './block-types';
import { SafeLink } from './safe-link';

/**
 * The "see all" link of a product block: the editor's button when there is one, otherwise (for a
 * catalogue filter) the listing that shows every product of the filter.
 */
export function ProductBlockLink({
  cta,
  listingPath,
  locale,
}: {
  readonly cta: CtaValue | null;
  readonly listingPath: string | null;
  readonly locale: Locale;
}) {
  const label = cta?.label?.trim();
  if (cta !== null && label) {
    return (
      <SafeLink href={cta.href} locale={locale} className="kit-see-all" fallback={null}>
        {label}
        <span aria-hidden="true">→</span>
      </SafeLink>
    );
  }
  if (listingPath === null) return null;
  return (
    <Link href={listingPath} className="kit-see-all">
      {getIntl(locale).formatMessage({ id: 'blocks.products.seeAll' })}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
