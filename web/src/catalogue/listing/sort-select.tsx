'use client';

import type { SortKey } from '@seedshop/shop/contract';
import { useRef, type ChangeEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { buttonClasses } from '@/ui/kit/button';
import { Select } from '@/ui/kit/select';
import { formHref } from './form-href';
import { useChangesMadeBeforeHydration, useListingNavigation } from './listing-navigation';

interface SortSelectProps {
  readonly basePath: string;
  /** The listing's other parameters (filters, words), kept when the order changes. */
  readonly keep: readonly (readonly [string, string])[];
  readonly options: readonly { readonly value: SortKey; readonly label: string }[];
  readonly value: SortKey;
}

/**
 * "Sort by": a GET form of its own, so it works without JavaScript (Apply button); with
 * JavaScript a change navigates at once. The page number is dropped: a new order starts at page 1.
 */
export function SortSelect({ basePath, keep, options, value }: SortSelectProps) {
  const intl = useIntl();
  const { navigate } = useListingNavigation();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (form) navigate(formHref(form));
  };
  const formRef = useRef<HTMLFormElement>(null);
  useChangesMadeBeforeHydration(formRef);
  return (
    <form ref={formRef} action={basePath} method="get" autoComplete="off" className="flex items-end gap-2">
      {keep.map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <Select
        // A fresh select when the URL's order changes, so it shows what is applied.
        key={value}
        intl={intl}
        id="listing-sort"
        name="sort"
        label={intl.formatMessage({ id: 'catalogue.sort.label' })}
        options={options}
        defaultValue={value}
        onChange={onChange}
        className="min-w-48"
      />
      <div className="hidden noscript:block">
        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
          {intl.formatMessage({ id: 'catalogue.filters.apply' })}
        </button>
      </div>
    </form>
  );
}
