import type { Locale } from '@seedshop/locales';
import { contentPath } from '@/content/content-paths';
import type { PromotionListQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { ContentCard } from '../shared/content-card';
import { ListPageFrame } from '../shared/list-page-frame';
import { PromotionFacts } from './promotion-facts';
import { groupPromotions, type PromotionStatus } from './promotion-status';

type PromotionTeaser = PromotionListQueryResult[number];

const sectionTitles = {
  current: 'promotion.section.current',
  upcoming: 'promotion.section.upcoming',
  ended: 'promotion.section.ended',
} as const;

const statuses: readonly PromotionStatus[] = ['current', 'upcoming', 'ended'];

function PromotionCard({
  locale,
  promotion,
  now,
  priority,
}: {
  readonly locale: Locale;
  readonly promotion: PromotionTeaser;
  readonly now: Date;
  readonly priority: boolean;
}) {
  const href = contentPath(locale, promotion);
  if (href === null) return null;
  return (
    <ContentCard
      href={href}
      title={promotion.title}
      image={promotion.image}
      headingLevel="h3"
      priority={priority}
      sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
    >
      <p className="text-ink-700">{promotion.summary}</p>
      <div className="mt-auto pt-2">
        <PromotionFacts locale={locale} promotion={promotion} now={now} />
      </div>
    </ContentCard>
  );
}

/** `/promotions`: running promotions first, then upcoming ones, then those that have ended. */
export function PromotionListPage({
  locale,
  promotions,
  now,
}: {
  readonly locale: Locale;
  readonly promotions: PromotionListQueryResult;
  readonly now: Date;
}) {
  const intl = getIntl(locale);
  const grouped = groupPromotions(promotions, now);
  const firstStatus = statuses.find((status) => grouped[status].length > 0);
  return (
    <ListPageFrame locale={locale} titleId="pageTitle.promotions" introId="promotion.intro" gap="gap-10">
      {firstStatus === undefined && <p className="text-ink-700">{intl.formatMessage({ id: 'promotion.empty' })}</p>}
      {statuses.map((status) =>
        grouped[status].length === 0 ? null : (
          <section key={status} aria-labelledby={`promotions-${status}`} className="flex flex-col gap-4">
            <h2 id={`promotions-${status}`} className="text-2xl font-semibold text-ink-900">
              {intl.formatMessage({ id: sectionTitles[status] })}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {grouped[status].map((promotion, index) => (
                <li key={promotion._id}>
                  <PromotionCard
                    locale={locale}
                    promotion={promotion}
                    now={now}
                    priority={status === firstStatus && index === 0}
                  />
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </ListPageFrame>
  );
}
