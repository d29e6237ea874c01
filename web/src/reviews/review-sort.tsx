'use client';

import { isLocale } from '@seedshop/locales';
import { useRouter } from 'next/navigation';
import { useRef, useTransition, type ChangeEvent } from 'react';
import { useChangesBeforeHydration } from '@/ui/forms/changed-before-hydration';
import { useIntl } from '@/i18n/client-intl';
import { buttonClasses } from '@/ui/kit/button';
import { Select } from '@/ui/kit/select';
import { ALL_REVIEW_LANGUAGES, isReviewSort, reviewHref, reviewParams, type ReviewQuery } from './review-query';

interface ReviewSelectProps<Value extends string> {
  /** The page's path; the form's target without JavaScript. */
  readonly path: string;
  /** The page's other URL parameters, kept when the choice changes. */
  readonly keep: readonly (readonly [string, string])[];
  /** `href`: the server's link for the option, used without JavaScript. */
  readonly options: readonly { readonly value: Value; readonly label: string; readonly href: string }[];
  readonly value: Value;
}

type Change = Partial<Pick<ReviewQuery, 'sort' | 'language'>>;

/**
 * A select of the review list as a GET form of its own, so it works without JavaScript (with a
 * submit button); with JavaScript a change shows the new list at once, starting again at the
 * first page, and the page stays where it is.
 */
function ReviewQuerySelect<Value extends string>({
  path,
  keep,
  options,
  value,
  name,
  label,
  apply,
  toChange,
}: ReviewSelectProps<Value> & {
  readonly name: string;
  readonly label: string;
  readonly apply: string;
  /** The URL change a chosen value makes; null for a value that is none of the options. */
  readonly toChange: (value: string) => Change | null;
}) {
  const intl = useIntl();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const choose = (chosen: string) => {
    const change = toChange(chosen);
    if (change === null) return;
    // Built from the URL as it is now, not as the server rendered it: the pack selector writes the
    // shopper's pack (`?pack=`) into the URL without a round trip, and that choice must stay.
    const href = reviewHref(window.location.pathname, new URLSearchParams(window.location.search), change);
    startTransition(() => router.push(href, { scroll: false }));
  };
  // An option chosen while the page was still plain HTML applies once the scripts have loaded.
  useChangesBeforeHydration(form, (control) => {
    if (control.name === name) choose(control.value);
  });
  return (
    <form
      ref={form}
      action={`${path}#reviews`}
      method="get"
      className="flex items-end gap-2"
      aria-busy={pending || undefined}
    >
      {keep.map(([kept, keptValue], index) => (
        <input key={`${kept}-${index}`} type="hidden" name={kept} value={keptValue} />
      ))}
      <Select
        // A fresh select when the URL's choice changes, so it shows what is applied.
        key={value}
        intl={intl}
        name={name}
        label={label}
        options={options}
        defaultValue={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => choose(event.currentTarget.value)}
        className="min-w-52"
      />
      <noscript>
        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
          {apply}
        </button>
      </noscript>
    </form>
  );
}

/** "Sort reviews". */
export function ReviewSortSelect(props: ReviewSelectProps<NonNullable<Change['sort']>>) {
  const intl = useIntl();
  return (
    <ReviewQuerySelect
      {...props}
      name={reviewParams.sort}
      label={intl.formatMessage({ id: 'review.sortLabel' })}
      apply={intl.formatMessage({ id: 'review.sortApply' })}
      toChange={(sort) => (isReviewSort(sort) ? { sort } : null)}
    />
  );
}

/** "Review language": all languages (`all`) or one of them. */
export function ReviewLanguageSelect(props: ReviewSelectProps<string>) {
  const intl = useIntl();
  return (
    <ReviewQuerySelect
      {...props}
      name={reviewParams.language}
      label={intl.formatMessage({ id: 'review.language.filterLabel' })}
      apply={intl.formatMessage({ id: 'review.language.apply' })}
      toChange={(language) => {
        if (language === ALL_REVIEW_LANGUAGES) return { language: null };
        return isLocale(language) ? { language } : null;
      }}
    />
  );
}
