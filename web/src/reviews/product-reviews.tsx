import type { Locale } from '@seedshop/locales';
import { reviewSortKeys } from '@seedshop/shop/catalogue-keys';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { requestPath } from '@/routing/request-path';
import { getCurrentCustomer } from '@/shop-client/customer.server';
import { buttonClasses } from '@/ui/kit/button';
import { Pagination } from '@/ui/kit/pagination';
import { fetchReviewPage } from './review-api.server';
import { ReviewItem } from './review-item';
import { keptParams, readReviewQuery, reviewHref } from './review-query';
import { ReviewSortSelect } from './review-islands';
import { ReviewSummary } from './review-summary';
import { WriteReview } from './write-review';

export interface ProductReviewsProps {
  readonly locale: Locale;
  readonly productId: string;
  /** The strain's name, for the form's introduction. */
  readonly productName: string;
  readonly signedIn: boolean;
}

/**
 * The reviews of a product page: `<section id="reviews">` with its own "Reviews" heading, the
 * rating summary, the published reviews (sort and page in the URL: `review_sort`, `review_page`)
 * and "Write a review" — the form for signed-in customers, a sign-in link for visitors.
 */
export async function ProductReviews({ locale, productId, productName, signedIn }: ProductReviewsProps) {
  const intl = getIntl(locale);
  const t = intl.formatMessage;
  const { path, fullPath } = await requestPath();
  const search = new URLSearchParams(fullPath.slice(path.length));
  const query = readReviewQuery(search);
  const [reviews, customer] = await Promise.all([
    fetchReviewPage(locale, productId, query),
    signedIn ? getCurrentCustomer() : null,
  ]);
  const signInHref = (anchor: string) =>
    `${pathTo(locale, 'login')}?${new URLSearchParams({ return_to: `${fullPath}#${anchor}` }).toString()}`;
  const voteSignIn = customer === null ? signInHref('reviews') : null;

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-6">
      <h2 id="reviews-title" className="text-2xl font-semibold text-ink-900">
        {t({ id: 'review.title' })}
      </h2>
      {reviews === null ? (
        <p role="status" className="mt-4 text-ink-700">
          {t({ id: 'review.loadError' })}
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <div className="space-y-5">
            <ReviewSummary intl={intl} summary={reviews.summary} />
            <a href="#write-review" className={buttonClasses({ variant: 'secondary' })}>
              {t({ id: 'review.write.title' })}
            </a>
          </div>
          <div className="min-w-0">
            {reviews.total > 0 && (
              <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
                <p className="text-sm text-ink-700">{t({ id: 'review.count' }, { count: reviews.total })}</p>
                <ReviewSortSelect
                  path={path}
                  keep={keptParams(search)}
                  value={query.sort}
                  options={reviewSortKeys.map((sort) => ({
                    value: sort,
                    label: t({ id: `review.sort.${sort}` }),
                    href: reviewHref(path, search, { sort }),
                  }))}
                />
              </div>
            )}
            {reviews.items.length === 0 ? (
              <p className="text-ink-700">
                {t({ id: reviews.total === 0 ? 'review.empty' : 'review.pageEmpty' }, { product: productName })}
              </p>
            ) : (
              <div>
                {reviews.items.map((review) => (
                  <ReviewItem key={review.id} intl={intl} review={review} signInHref={voteSignIn} />
                ))}
              </div>
            )}
            <Pagination
              intl={intl}
              page={reviews.page}
              pageCount={reviews.pageCount}
              hrefFor={(page) => reviewHref(path, search, { page })}
              label={t({ id: 'review.pagination' })}
              className="mt-6"
            />
          </div>
        </div>
      )}
      <WriteReview
        intl={intl}
        productId={productId}
        productName={productName}
        firstName={customer?.firstName ?? null}
        myReview={reviews?.myReview ?? null}
        signInHref={signInHref('write-review')}
      />
    </section>
  );
}
