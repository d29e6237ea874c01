import { Link } from '@/routing/link';
import { formatPrice } from '@/ui/kit/format-price';
import type { KitIntl } from '@/ui/kit/kit-intl';
import { Icon } from '@/ui/icon/icon';
import type { Facet } from '../catalogue-types';
import { listingHref, withoutFilters, type ListingState } from '../listing-state';
import { filterChips, type FilterChip } from './filter-chips';

function euros(intl: KitIntl, value: number): string {
  return formatPrice(value * 100, intl.locale);
}

function percent(intl: KitIntl, value: number): string {
  return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
}

/** "Seed type: Feminized", "Price: €5.00 – €40.00", "THC: from 15 %", "In stock only". */
export function chipLabel(intl: KitIntl, chip: FilterChip): string {
  switch (chip.kind) {
    case 'facet':
      return intl.formatMessage({ id: 'catalogue.chips.facet' }, { facet: chip.facetLabel, value: chip.valueLabel });
    case 'inStock':
      return intl.formatMessage({ id: 'catalogue.filters.inStock' });
    case 'price':
    case 'thc': {
      const format = (value: number) => (chip.kind === 'price' ? euros(intl, value) : percent(intl, value));
      const name = intl.formatMessage({ id: chip.kind === 'price' ? 'catalogue.chips.price' : 'catalogue.chips.thc' });
      const range =
        chip.min !== null && chip.max !== null
          ? intl.formatMessage({ id: 'catalogue.chips.between' }, { min: format(chip.min), max: format(chip.max) })
          : chip.min !== null
            ? intl.formatMessage({ id: 'catalogue.chips.atLeast' }, { min: format(chip.min) })
            : intl.formatMessage({ id: 'catalogue.chips.atMost' }, { max: format(chip.max ?? 0) });
      return intl.formatMessage({ id: 'catalogue.chips.facet' }, { facet: name, value: range });
    }
  }
}

interface ActiveFiltersProps {
  readonly intl: KitIntl;
  readonly basePath: string;
  readonly state: ListingState;
  readonly facets: readonly Facet[];
  /** "Clear all" after the chips; off where the page offers its own button for it. */
  readonly clearAll?: boolean;
}

/** The applied filters as chips, each a link to the listing without it, and "Clear all". */
export function ActiveFilters({ intl, basePath, state, facets, clearAll = true }: ActiveFiltersProps) {
  const chips = filterChips(state, facets);
  if (chips.length === 0) return null;
  const heading = intl.formatMessage({ id: 'catalogue.chips.label' });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{heading}</h2>
      <ul aria-label={heading} className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const label = chipLabel(intl, chip);
          return (
            <li key={chip.id}>
              <Link
                href={listingHref(basePath, chip.next)}
                scroll={false}
                aria-label={intl.formatMessage({ id: 'catalogue.chips.remove' }, { filter: label })}
                className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm text-brand-900 hover:border-brand-600"
              >
                {label}
                <Icon name="lucide:x" size={16} />
              </Link>
            </li>
          );
        })}
      </ul>
      {clearAll && (
        <Link
          href={listingHref(basePath, withoutFilters(state))}
          scroll={false}
          className="rounded-sm px-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {intl.formatMessage({ id: 'catalogue.chips.clearAll' })}
        </Link>
      )}
    </div>
  );
}
