'use client';

import type { Locale } from '@seedshop/locales';
import { useIntl } from '@/i18n/client-intl';
import { ReviewItem } from './review-item';
import type { ReviewView } from './review-view';

/**
 * A page of published reviews, drawn in the browser from their data: the page's payload carries
 * each review's fields once instead of its whole element tree beside the HTML.
 */
export function ReviewList({
  page,
  reviews,
  signInHref,
}: {
  /** The page's language. */
  readonly page: Locale;
  readonly reviews: readonly ReviewView[];
  /** Where a visitor signs in to vote; null for a signed-in customer. */
  readonly signInHref: string | null;
}) {
  const intl = useIntl();
  return (
    <div>
      {reviews.map((review) => (
        <ReviewItem key={review.id} intl={intl} page={page} review={review} signInHref={signInHref} />
      ))}
    </div>
  );
}
