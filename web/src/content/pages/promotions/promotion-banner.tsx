import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import { Icon } from '@/ui/icon/icon';
import { PromotionFacts } from './promotion-facts';
import type { PromotionDocument } from './promotion-page';

/** Above a product shown in a promotion's context: which promotion, its terms at a glance, the way back. */
export function PromotionBanner({
  locale,
  promotion,
  href,
  now,
}: {
  readonly locale: Locale;
  readonly promotion: PromotionDocument;
  /** The promotion's page in this language. */
  readonly href: string;
  readonly now: Date;
}) {
  const intl = getIntl(locale);
  return (
    <aside aria-labelledby="promotion-banner-title" className="mx-auto mt-6 w-full max-w-7xl px-4">
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex flex-col gap-2">
          <p id="promotion-banner-title" className="font-semibold text-ink-900">
            {intl.formatMessage({ id: 'promotion.banner' }, { title: promotion.title })}
          </p>
          <PromotionFacts locale={locale} promotion={promotion} now={now} />
        </div>
        <Link href={href} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
          {intl.formatMessage({ id: 'promotion.allProducts' })}
          <Icon name="lucide:chevron-right" />
        </Link>
      </div>
    </aside>
  );
}
