import { clsx } from 'clsx';
import type { KitIntl } from './kit-intl';
import { roundToHalf } from './rating';

export interface RatingStarsProps {
  readonly intl: KitIntl;
  /** The average rating, 0–5; shown to the nearest half star. */
  readonly average: number;
  /** Number of reviews; omit to show the stars alone. 0 shows "No reviews yet". */
  readonly count?: number;
  readonly size?: 'sm' | 'md';
  readonly className?: string;
}

/**
 * A product's average rating as stars. The stars are decorative; the text alternative says the
 * rounded value ("4.5 out of 5 stars") in the page's number format. The five stars are one
 * element drawn by CSS (`.kit-stars` in globals.css, filled to `data-halves` half stars): a
 * listing shows a row on each of its cards, and five star elements cost ≈ 2 KB of HTML and as
 * much again in the RSC payload per row.
 */
export function RatingStars({ intl, average, count, size = 'md', className }: RatingStarsProps) {
  const rounded = roundToHalf(average);
  const noReviews = count === 0;
  return (
    <span
      className={clsx(
        // kit-rating (globals.css): inline-flex flex-wrap items-center gap-x-2 gap-y-0.5
        'kit-rating',
        size === 'sm' ? 'text-sm' : 'text-base',
        className,
      )}
    >
      {!noReviews && (
        <span
          role="img"
          aria-label={intl.formatMessage({ id: 'kit.rating.summary' }, { rating: rounded })}
          data-halves={rounded * 2}
          className={clsx('kit-stars', size === 'sm' ? 'text-base' : 'text-xl')}
        />
      )}
      {count !== undefined && (
        <span className="kit-rating-count">{intl.formatMessage({ id: 'kit.rating.count' }, { count })}</span>
      )}
    </span>
  );
}
