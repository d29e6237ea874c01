import { clsx } from 'clsx';
import { Link } from '@/routing/link';
import { Icon } from '../icon/icon';
import type { KitIntl } from './kit-intl';
import { paginationWindow } from './pagination-window';

export interface PaginationProps {
  readonly intl: KitIntl;
  /** The current page, 1-based. */
  readonly page: number;
  readonly pageCount: number;
  /** The URL of a page; build it with `pathTo` (and URLSearchParams for query strings). */
  readonly hrefFor: (page: number) => string;
  /** Pages shown either side of the current one. */
  readonly siblings?: number;
  /** Overrides the landmark name "Pagination"; only needed when a page shows several bars. */
  readonly label?: string;
  readonly className?: string;
}

/** kit-page (globals.css): inline-flex min-h-10 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium sm:min-w-10 sm:px-3 */
const itemClasses = 'kit-page';

/**
 * Links through a paged list. Previous and Next stay in place on the first and last page (greyed,
 * not links) so the bar does not jump; the current page is marked `aria-current="page"`. A list of
 * one page shows no bar at all. On phones Previous and Next show only their arrows (the words stay
 * for screen readers) so seven pages fit on one line.
 */
export function Pagination({ intl, page, pageCount, hrefFor, siblings = 1, label, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(pageCount, Math.max(1, page));
  const previous = intl.formatMessage({ id: 'kit.pagination.previous' });
  const next = intl.formatMessage({ id: 'kit.pagination.next' });
  return (
    <nav aria-label={label ?? intl.formatMessage({ id: 'kit.pagination.label' })} className={className}>
      <ul className="flex flex-wrap items-center gap-0.5 sm:gap-1">
        <li>
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} rel="prev" className={clsx(itemClasses, 'kit-page-step')}>
              <Icon name="lucide:chevron-left" size={18} />
              <span className="sr-only sm:not-sr-only">{previous}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(itemClasses, 'kit-page-off')}>
              <Icon name="lucide:chevron-left" size={18} />
              <span className="sr-only sm:not-sr-only">{previous}</span>
            </span>
          )}
        </li>
        {paginationWindow(current, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className="inline-flex min-h-10 items-end justify-center px-1 pb-2.5 text-sm text-ink-600"
            >
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                href={hrefFor(slot)}
                aria-label={intl.formatMessage({ id: 'kit.pagination.page' }, { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                className={clsx(itemClasses, slot === current ? 'kit-page-current' : 'kit-page-other')}
              >
                {intl.formatNumber(slot)}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <Link href={hrefFor(current + 1)} rel="next" className={clsx(itemClasses, 'kit-page-step')}>
              <span className="sr-only sm:not-sr-only">{next}</span>
              <Icon name="lucide:chevron-right" size={18} />
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(itemClasses, 'kit-page-off')}>
              <span className="sr-only sm:not-sr-only">{next}</span>
              <Icon name="lucide:chevron-right" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
