import { clsx } from 'clsx';
import type { KitIntl } from './kit-intl';
import { roundToHalf, starFills } from './rating';
import { StarIcon } from './star-icon';

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
 * rounded value ("4.5 out of 5 stars") in the page's number format.
 */
export function RatingStars({ intl, average, count, size = 'md', className }: RatingStarsProps) {
  const rounded = roundToHalf(average);
  const noReviews = count === 0;
  return (
    <span
      className={clsx(
        'inline-flex flex-wrap items-center gap-x-2 gap-y-0.5',
        size === 'sm' ? 'text-sm' : 'text-base',
        className,
      )}
    >
      {!noReviews && (
        <span
          role="img"
          aria-label={intl.formatMessage({ id: 'kit.rating.summary' }, { rating: rounded })}
          className="inline-flex gap-0.5"
        >
          {starFills(rounded).map((fill, index) => (
            <StarIcon key={index} fill={fill} className={size === 'sm' ? 'text-base' : 'text-xl'} />
          ))}
        </span>
      )}
      {count !== undefined && (
        <span className="whitespace-nowrap text-ink-600">
          {intl.formatMessage({ id: 'kit.rating.count' }, { count })}
        </span>
      )}
    </span>
  );
}
