import { Link } from '@/routing/link';
import type { ClientIntl } from '@/i18n/client-intl';
import { Icon } from '@/ui/icon/icon';
import { ReviewForm } from './review-islands';
import type { ReviewView } from './review-view';
import { formatCalendarDate } from '@seedshop/locales';

const mineMessages = {
  pending: 'review.mine.pending',
  published: 'review.mine.published',
  rejected: 'review.mine.rejected',
} as const;

/**
 * "Write a review": the form for a signed-in customer, a sign-in link for a visitor, and for a
 * customer who has reviewed the strain already, where that review stands (one per strain).
 */
export function WriteReview({
  intl,
  productId,
  productName,
  firstName,
  myReview,
  signInHref,
}: {
  readonly intl: ClientIntl;
  readonly productId: string;
  readonly productName: string;
  /** The signed-in customer's first name; null for a visitor. */
  readonly firstName: string | null;
  readonly myReview: ReviewView | null;
  readonly signInHref: string;
}) {
  const t = intl.formatMessage;
  return (
    <div id="write-review" className="mt-10 scroll-mt-6 rounded-lg border border-ink-200 p-5 sm:p-8">
      <h3 className="text-xl font-semibold text-ink-900">{t({ id: 'review.write.title' })}</h3>
      <div className="mt-4">
        {firstName === null ? (
          <p className="text-ink-700">
            {t({ id: 'review.write.signInPrompt' }, { product: productName })}{' '}
            <Link href={signInHref} className="font-medium text-brand-700 underline hover:text-brand-800">
              {t({ id: 'review.write.signIn' })}
            </Link>
          </p>
        ) : myReview !== null ? (
          <p className="flex items-start gap-2 text-ink-700">
            <Icon name="lucide:circle-check" size="1.25em" className="mt-0.5 shrink-0 text-success-700" />
            <span>
              {t(
                { id: mineMessages[myReview.status] },
                {
                  product: productName,
                  date: formatCalendarDate(Date.parse(myReview.createdAt), intl.locale, {
                    dateStyle: 'long',
                    timeZone: 'UTC',
                  }),
                },
              )}
            </span>
          </p>
        ) : (
          <ReviewForm productId={productId} productName={productName} defaultName={firstName} />
        )}
      </div>
    </div>
  );
}
