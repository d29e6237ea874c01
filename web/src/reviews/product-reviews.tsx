import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { reviewSortKeys } from '@seedshop/shop/catalogue-keys';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { getCurrentCustomer } from '@/shop-client/customer.server';
import { buttonClasses } from '@/ui/kit/button';
import { Pagination } from '@/ui/kit/pagination';
import { fetchReviewPage } from './review-api.server';
import { ReviewLanguageSelect, ReviewList, ReviewSortSelect } from './review-islands';
import { filterLanguages, languageName, languageNameAtStart, offersLanguageFilter } from './review-language';
import { ALL_REVIEW_LANGUAGES, keptParams, readReviewQuery, reviewHref } from './review-query';
import { ReviewSummary } from './review-summary';
import { WriteReview } from './write-review';

export interface ProductReviewsProps {
  readonly locale: Locale;
  readonly productId: string;
  /** The strain's name, for the form's introduction. */
  readonly productName: string;
  readonly signedIn: boolean;
  /** The page's path as the visitor wrote it, e.g. `/de/hanfsamen/…/alpine-thunder`. */
  readonly path: string;
  /** The page's query (the review sort, language and page among it). */
  readonly search: URLSearchParams;
}

/**
 * The reviews of a product page: `<section id="reviews">` with its own "Reviews" heading, the
 * rating summary, the published reviews (sort, language and page in the URL: `review_sort`,
 * `review_language`, `review_page`) and "Write a review" — the form for signed-in customers, a
 * sign-in link for visitors. Reviews in the page's language come first; the others carry a label
 * with their language, and the shopper can keep one language only.
 *
 * The rating summary stays over all reviews whatever the language filter, as the big shops keep
 * it: it rates the strain, and the filter only chooses what to read. While a filter is applied, a
 * line under the summary says so.
 */
export async function ProductReviews({ locale, productId, productName, signedIn, path, search }: ProductReviewsProps) {
  const intl = getIntl(locale);
  const t = intl.formatMessage;
  const fullPath = search.size === 0 ? path : `${path}?${search.toString()}`;
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
            {query.language !== null && reviews.summary.count > 0 && (
              <p className="text-sm text-ink-700">{t({ id: 'review.language.summaryAll' })}</p>
            )}
            <a href="#write-review" className={buttonClasses({ variant: 'secondary' })}>
              {t({ id: 'review.write.title' })}
            </a>
          </div>
          <div className="min-w-0">
            {(reviews.total > 0 || query.language !== null) && (
              <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
                {/* Announced when the sort or language changes the list without a page load. */}
                <p role="status" className="text-sm text-ink-700">
                  {query.language === null
                    ? t({ id: 'review.count' }, { count: reviews.total })
                    : t(
                        { id: 'review.language.count' },
                        {
                          count: reviews.total,
                          language: languageName(locale, query.language),
                          all: reviews.summary.count,
                        },
                      )}
                </p>
                <div className="flex flex-wrap items-end gap-4">
                  {offersLanguageFilter(reviews.languages, query.language) && (
                    <ReviewLanguageSelect
                      path={path}
                      keep={keptParams(search, 'language')}
                      value={query.language ?? ALL_REVIEW_LANGUAGES}
                      options={[
                        {
                          value: ALL_REVIEW_LANGUAGES,
                          label: t({ id: 'review.language.all' }, { count: reviews.summary.count }),
                          href: reviewHref(path, search, { language: null }),
                        },
                        ...filterLanguages(locale, reviews.languages, query.language).map(({ language, count }) => ({
                          value: language,
                          label: t(
                            { id: 'review.language.option' },
                            { language: languageNameAtStart(locale, language), count },
                          ),
                          href: reviewHref(path, search, { language }),
                        })),
                      ]}
                    />
                  )}
                  {reviews.total > 0 && (
                    <ReviewSortSelect
                      path={path}
                      keep={keptParams(search, 'sort')}
                      value={query.sort}
                      options={reviewSortKeys.map((sort) => ({
                        value: sort,
                        label: t({ id: `review.sort.${sort}` }),
                        href: reviewHref(path, search, { sort }),
                      }))}
                    />
                  )}
                </div>
              </div>
            )}
            {reviews.items.length > 0 ? (
              <ReviewList page={locale} reviews={reviews.items} signInHref={voteSignIn} />
            ) : query.language !== null && reviews.total === 0 ? (
              <p className="text-ink-700">
                {t({ id: 'review.language.empty' }, { language: languageName(locale, query.language) })}{' '}
                <Link
                  href={reviewHref(path, search, { language: null })}
                  scroll={false}
                  className="font-medium text-brand-700 underline hover:text-brand-800"
                >
                  {t({ id: 'review.language.showAll' })}
                </Link>
              </p>
            ) : (
              <p className="text-ink-700">
                {t({ id: reviews.total === 0 ? 'review.empty' : 'review.pageEmpty' }, { product: productName })}
              </p>
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
