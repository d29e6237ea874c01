import { stegaClean } from '@sanity/client/stega';
import type { BreadcrumbItem } from '@/ui/kit/breadcrumbs';

/** schema.org structured data shared by every page type: the type, absolute URLs, breadcrumbs, safe serialisation. */
export type JsonLd = Readonly<Record<string, unknown>>;

export const SCHEMA_ORG = 'https://schema.org';

/** Search engines require absolute URLs in structured data. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/** BreadcrumbList of the visible trail; the last item (this page) points at the page's own URL. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], pagePath: string, origin: string): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href ?? pagePath, origin),
    })),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`. Product names and descriptions come
 * from the shop, so `<` (which could close the script: `</script>`), `>` and `&` become JSON
 * unicode escapes, as do U+2028/2029; the data stays the same for a JSON parser. Content strings
 * carry stega in draft mode; structured data never does.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(stegaClean(data))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
