'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { buttonClasses } from '@/ui/kit/button';
import { Select } from '@/ui/kit/select';
import { isReviewSort, reviewHref, reviewParams, type ReviewSort } from './review-query';

interface ReviewSortProps {
  /** The page's path; the form's target without JavaScript. */
  readonly path: string;
  /** The page's other URL parameters, kept when the order changes. */
  readonly keep: readonly (readonly [string, string])[];
  /** `href`: the server's link for the option, used without JavaScript. */
  readonly options: readonly { readonly value: ReviewSort; readonly label: string; readonly href: string }[];
  readonly value: ReviewSort;
}

/**
 * "Sort reviews": a GET form of its own, so it works without JavaScript (with a Sort button);
 * with JavaScript a change shows the new order at once, starting again at the first page, and the
 * page stays where it is.
 */
export function ReviewSortSelect({ path, keep, options, value }: ReviewSortProps) {
  const intl = useIntl();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const sort = event.currentTarget.value;
    if (!isReviewSort(sort)) return;
    // Built from the URL as it is now, not as the server rendered it: the pack selector writes the
    // shopper's pack (`?pack=`) into the URL without a round trip, and that choice must stay.
    const href = reviewHref(window.location.pathname, new URLSearchParams(window.location.search), { sort });
    startTransition(() => router.push(href, { scroll: false }));
  };
  return (
    <form action={`${path}#reviews`} method="get" className="flex items-end gap-2" aria-busy={pending || undefined}>
      {keep.map(([name, kept], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={kept} />
      ))}
      <Select
        // A fresh select when the URL's order changes, so it shows what is applied.
        key={value}
        intl={intl}
        name={reviewParams.sort}
        label={intl.formatMessage({ id: 'review.sortLabel' })}
        options={options}
        defaultValue={value}
        onChange={onChange}
        className="min-w-52"
      />
      <noscript>
        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
          {intl.formatMessage({ id: 'review.sortApply' })}
        </button>
      </noscript>
    </form>
  );
}
