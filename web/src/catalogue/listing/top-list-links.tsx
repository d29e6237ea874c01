import { Link } from '@/routing/link';
import type { KitIntl } from '@/ui/kit/kit-intl';

/** A link to one top-10 list, its title in the page's language. */
export interface TopListLink {
  readonly label: string;
  readonly href: string;
}

/**
 * The top-10 lists under a listing's categories: one row of links, rendered with the page (no
 * late insertion, so nothing below it moves). On a phone the row scrolls sideways like the
 * categories; from `sm` up it wraps.
 */
export function TopListLinks({ intl, links }: { readonly intl: KitIntl; readonly links: readonly TopListLink[] }) {
  if (links.length === 0) return null;
  const headingId = 'listing-top-lists';
  return (
    <nav aria-labelledby={headingId} className="flex items-center gap-2">
      <h2 id={headingId} className="shrink-0 text-sm font-semibold text-ink-700">
        {intl.formatMessage({ id: 'catalogue.topLists.label' })}
      </h2>
      <ul className="-mr-4 flex min-w-0 gap-2 overflow-x-auto pr-4 pb-1 sm:mr-0 sm:flex-wrap sm:overflow-visible sm:pr-0 sm:pb-0">
        {links.map((link) => (
          <li key={link.href} className="shrink-0">
            <Link href={link.href} className="kit-pill-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
