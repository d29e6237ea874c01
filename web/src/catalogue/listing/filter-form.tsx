'use client';

import type { SortKey } from '@seedshop/shop/contract';
import { useRef, type FormEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { buttonClasses } from '@/ui/kit/button';
import { Checkbox } from '@/ui/kit/checkbox';
import { FacetGroup } from './facet-group';
import { formHref } from './form-href';
import { useChangesMadeBeforeHydration, useListingNavigation } from './listing-navigation';
import { unpackFacet, type PackedFacet } from './packed-facets';
import { RangeFields, type RangeValue } from './range-fields';

/** Everything the filter panel shows; plain data, sent once from the server. */
export interface FilterPanelData {
  /** The listing's path in the page's language (the form's GET action). */
  readonly basePath: string;
  /** Kept across filter changes: the search words and the sort order. */
  readonly q: string | null;
  readonly sort: SortKey | null;
  /** `packFacets(listing.facets)`. */
  readonly facets: readonly PackedFacet[];
  /** Whole euros. */
  readonly price: RangeValue;
  readonly thc: RangeValue;
  readonly inStock: boolean;
}

interface FilterFormProps {
  readonly id: string;
  readonly data: FilterPanelData;
  /** The Apply button: only without JavaScript (inline panel) or always (drawer footer). */
  readonly applyButton: 'noscript' | 'external';
  /** After an explicit Apply (the drawer closes). */
  readonly onApplied?: () => void;
}

/**
 * The filter panel: a GET form whose field names are the URL parameters, so it works without
 * JavaScript (Apply submits it). With JavaScript every change navigates at once through the
 * listing's transition; the page number is not part of the form, so results start at page 1.
 */
export function FilterForm({ id, data, applyButton, onApplied }: FilterFormProps) {
  const intl = useIntl();
  const { navigate } = useListingNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = () => {
    if (formRef.current) navigate(formHref(formRef.current));
  };
  useChangesMadeBeforeHydration(formRef);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
    onApplied?.();
  };

  return (
    <form
      ref={formRef}
      id={id}
      action={data.basePath}
      method="get"
      // The URL is the state: a reload shows the boxes the server rendered, not restored ones.
      autoComplete="off"
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'catalogue.filters.title' })}
    >
      {data.q !== null && <input type="hidden" name="q" value={data.q} />}
      {/* The shop leaves out values that would find nothing; a facet with none left is not shown. */}
      {data.facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <FacetGroup key={facet.key} formId={id} facet={unpackFacet(facet)} onToggle={apply} />
        ))}
      <RangeFields
        formId={id}
        legend="catalogue.filters.price"
        minName="price_min"
        maxName="price_max"
        step={1}
        range={data.price}
        onCommit={apply}
      />
      <RangeFields
        formId={id}
        legend="catalogue.filters.thc"
        minName="thc_min"
        maxName="thc_max"
        step={0.1}
        range={data.thc}
        onCommit={apply}
      />
      <fieldset className="border-t border-ink-200 py-4">
        <legend className="float-left mb-2 w-full text-sm font-semibold text-ink-900">
          {intl.formatMessage({ id: 'catalogue.filters.availability' })}
        </legend>
        <Checkbox
          key={String(data.inStock)}
          intl={intl}
          id={`${id}-in_stock`}
          name="in_stock"
          value="true"
          defaultChecked={data.inStock}
          onChange={apply}
          label={intl.formatMessage({ id: 'catalogue.filters.inStock' })}
          className="clear-left"
        />
      </fieldset>
      {data.sort !== null && <input type="hidden" name="sort" value={data.sort} />}
      {applyButton === 'noscript' && (
        <div className="hidden pt-2 noscript:block">
          <button type="submit" className={buttonClasses({ className: 'w-full' })}>
            {intl.formatMessage({ id: 'catalogue.filters.apply' })}
          </button>
        </div>
      )}
    </form>
  );
}
