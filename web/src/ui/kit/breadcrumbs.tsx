import { Link } from '@/routing/link';
import type { KitIntl } from './kit-intl';

export interface BreadcrumbItem {
  readonly label: string;
  /** Internal path from `pathTo`; the last item (the current page) needs none. */
  readonly href?: string;
}

/**
 * The trail to the current page (`kit-crumbs` in globals.css): a labelled nav with an ordered list, the last item marked
 * `aria-current="page"` and not linked. It renders only the visible trail; structured data
 * (BreadcrumbList JSON-LD) can be built from the same `BreadcrumbItem` list where a page needs it.
 */
export function Breadcrumbs({
  intl,
  items,
  label,
}: {
  readonly intl: KitIntl;
  readonly items: readonly BreadcrumbItem[];
  /** Overrides the landmark name "Breadcrumb"; only needed when a page shows several trails. */
  readonly label?: string;
}) {
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={label ?? intl.formatMessage({ id: 'kit.breadcrumbs.label' })}>
      <ol className="kit-crumbs">
        {items.map((item, index) => {
          const isCurrent = index === lastIndex;
          return (
            <li key={`${index}-${item.label}`}>
              {isCurrent || item.href === undefined ? (
                <span aria-current={isCurrent ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link href={item.href}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
