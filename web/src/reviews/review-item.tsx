import type { Locale } from '@seedshop/locales';
import type { ClientIntl } from '@/i18n/client-intl';
import { RatingStars } from '@/ui/kit/rating-stars';
import { HelpfulVoteButtons } from './review-islands';
import { languageName } from './review-language';
import type { ReviewView } from './review-view';
import { formatCalendarDate } from '@seedshop/locales';

const parts = [
  ['advantages', 'review.advantages'],
  ['disadvantages', 'review.disadvantages'],
  ['generalImpressions', 'review.generalImpressions'],
] as const;

/**
 * One published review: stars, author and date, the three short answers and the text, then the
 * helpful vote. The customer's words are marked with the language they were written in (`lang`,
 * so screen readers pronounce them right); a review in another language than the page's says so
 * ("Auf Englisch verfasst"), named in the page's language.
 */
export function ReviewItem({
  intl,
  page,
  review,
  signInHref,
}: {
  readonly intl: ClientIntl;
  /** The page's language. */
  readonly page: Locale;
  readonly review: ReviewView;
  readonly signInHref: string | null;
}) {
  const answered = parts.filter(([key]) => review[key] !== null);
  return (
    <article className="kit-review">
      <header className="kit-review-head">
        <RatingStars intl={intl} average={review.rating} size="sm" />
        <h3>{review.name}</h3>
        <time dateTime={review.createdAt}>
          {formatCalendarDate(Date.parse(review.createdAt), intl.locale, { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
        {review.language !== page && (
          <span className="kit-review-lang">
            {intl.formatMessage({ id: 'review.language.writtenIn' }, { language: languageName(page, review.language) })}
          </span>
        )}
      </header>
      <div lang={review.language} className="kit-review-words">
        {answered.length > 0 && (
          <dl>
            {answered.map(([key, label]) => (
              <div key={key}>
                <dt lang={intl.locale}>{intl.formatMessage({ id: label })}</dt>
                <dd>{review[key]}</dd>
              </div>
            ))}
          </dl>
        )}
        <p>{review.text}</p>
      </div>
      <HelpfulVoteButtons
        reviewId={review.id}
        initial={{ helpfulYes: review.helpfulYes, helpfulNo: review.helpfulNo, myVote: review.myVote }}
        signInHref={signInHref}
      />
    </article>
  );
}
