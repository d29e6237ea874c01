import { clsx } from 'clsx';
import { roundToHalf } from '@/ui/kit/rating';
import type { KitIntl } from '@/ui/kit/kit-intl';
import { distributionRows } from './review-distribution';
import type { ReviewPageView } from './review-view';

/**
 * The average with its stars and one bar per star. The stars and bars are drawn for the eye
 * only; the text beside them ("4.3 out of 5, 12 reviews") and a sentence per bar say the same
 * to screen readers.
 */
export function ReviewSummary({
  intl,
  summary,
  className,
}: {
  readonly intl: KitIntl;
  readonly summary: ReviewPageView['summary'];
  readonly className?: string;
}) {
  const rows = distributionRows(summary.distribution);
  return (
    <div className={clsx('space-y-4', className)}>
      {summary.average === null ? (
        <p className="text-ink-700">{intl.formatMessage({ id: 'review.summaryNone' })}</p>
      ) : (
        <div className="flex items-center gap-4">
          <p aria-hidden="true" className="text-5xl font-semibold text-ink-900 tabular-nums">
            {intl.formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </p>
          <div>
            {/* One element for the five stars (kit-stars in globals.css), as the cards draw them. */}
            <span aria-hidden="true" className="kit-stars text-xl" data-halves={roundToHalf(summary.average) * 2} />
            <p className="mt-1 text-sm text-ink-700">
              {intl.formatMessage({ id: 'review.summary' }, { average: summary.average, count: summary.count })}
            </p>
          </div>
        </div>
      )}
      <ul aria-label={intl.formatMessage({ id: 'review.distributionLabel' })} className="kit-dist">
        {rows.map((row) => (
          <li key={row.stars}>
            <span aria-hidden="true" className="kit-dist-label">
              {intl.formatMessage({ id: 'review.stars' }, { stars: row.stars })}
            </span>
            <span aria-hidden="true" className="kit-dist-bar">
              <span style={{ width: `${row.percent}%` }} />
            </span>
            <span aria-hidden="true" className="kit-dist-share">
              {intl.formatNumber(row.percent / 100, { style: 'percent' })}
            </span>
            <span className="sr-only">
              {intl.formatMessage(
                { id: 'review.distributionRow' },
                { stars: row.stars, count: row.count, percent: row.percent / 100 },
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
