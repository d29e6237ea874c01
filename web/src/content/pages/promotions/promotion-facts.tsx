import type { Locale } from '@seedshop/locales';
import { getIntl } from '@/i18n/server';
import { Badge } from '@/ui/kit/badge';
import { formatContentPeriod } from '../shared/content-dates';
import { promotionStatus, type PromotionPeriod, type PromotionStatus } from './promotion-status';

const statusVariants = { current: 'success', upcoming: 'info', ended: 'neutral' } as const;
const statusLabels = {
  current: 'promotion.status.current',
  upcoming: 'promotion.status.upcoming',
  ended: 'promotion.status.ended',
} as const;

interface PromotionFactsProps {
  readonly locale: Locale;
  readonly promotion: PromotionPeriod & { readonly badge: string | null };
  readonly now: Date;
}

/** A promotion's badge (e.g. "−20 %"), where it stands (running, coming, ended) and its period. */
export function PromotionFacts({ locale, promotion, now }: PromotionFactsProps) {
  const { badge, startsAt, endsAt } = promotion;
  const intl = getIntl(locale);
  const status: PromotionStatus = promotionStatus({ startsAt, endsAt }, now);
  const period = formatContentPeriod(intl, startsAt, endsAt);
  return (
    <div className="flex flex-col gap-1.5 text-sm text-ink-700">
      <p className="flex flex-wrap items-center gap-2">
        {badge && <Badge variant="sale">{badge}</Badge>}
        <Badge variant={statusVariants[status]}>{intl.formatMessage({ id: statusLabels[status] })}</Badge>
      </p>
      {period && <p>{intl.formatMessage({ id: 'promotion.period' }, { period })}</p>}
    </div>
  );
}
