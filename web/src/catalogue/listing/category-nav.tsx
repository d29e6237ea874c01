import type { Locale } from '@seedshop/locales';
import { clsx } from 'clsx';
import { Link } from '@/routing/link';
import type { KitIntl } from '@/ui/kit/kit-intl';
import { catalogPath, categoryPath } from '../catalogue-paths';
import type { CatalogueNode, CategoryLink } from '../catalogue-types';
import { listingQueryString, withPage, type ListingState } from '../listing-state';

interface CategoryNavProps {
  readonly locale: Locale;
  readonly intl: KitIntl;
  readonly catalog: CatalogueNode;
  readonly current: CatalogueNode | null;
  readonly categories: readonly CategoryLink[];
  readonly state: ListingState;
}

/**
 * The catalog's categories with their counts under the current filters. The links keep the
 * filters (a shopper narrowing "autoflowering, short flowering" can hop between categories).
 * On a phone the chips are one row that scrolls sideways, so the products start on the first
 * screen; from `sm` up they wrap.
 */
export function CategoryNav({ locale, intl, catalog, current, categories, state }: CategoryNavProps) {
  if (categories.length === 0) return null;
  const query = listingQueryString(withPage(state, 1));
  const href = (path: string) => (query === '' ? path : `${path}?${query}`);
  const items = [
    {
      key: 'all',
      label: intl.formatMessage({ id: 'catalogue.categories.all' }),
      path: catalogPath(locale, catalog),
      count: null,
      isCurrent: current === null,
    },
    ...categories.map((category) => ({
      key: category.id,
      label: category.name,
      path: categoryPath(locale, catalog, category),
      count: category.count,
      isCurrent: current?.id === category.id,
    })),
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalogue.categories.label' })}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <Link
              href={href(item.path)}
              aria-current={item.isCurrent ? 'page' : undefined}
              className={clsx('kit-pill', item.isCurrent ? 'kit-pill-current' : 'kit-pill-other')}
            >
              {item.label}
              {item.count !== null && (
                <span className={clsx('tabular-nums', item.isCurrent ? 'text-white' : 'text-ink-600')}>
                  ({intl.formatNumber(item.count)})
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
