import { locales, type Locale } from '@seedshop/locales';
import { pathTo } from '@/routing/paths';
import { formatPrice } from '@/ui/kit/format-price';

/**
 * The header search's suggestions, read from `GET catalogue/suggest` in the browser. The answer is
 * checked by hand rather than with the contract's zod schema: the header is on every page, and
 * zod with the whole contract would weigh more than the rest of the search island together.
 */

export interface SuggestionOption {
  readonly id: string;
  readonly kind: 'product' | 'seedBank' | 'search';
  readonly label: string;
  /** Shown after the label: a price, "Seed bank", … */
  readonly detail: string;
  readonly href: string;
  readonly imageUrl: string | null;
}

type Dict = Readonly<Record<string, unknown>>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function slugsIn(value: unknown, locale: Locale): string | null {
  return isDict(value) && locales.every((code) => typeof value[code] === 'string') ? text(value[locale]) : null;
}

export interface SuggestionTexts {
  readonly seedBank: string;
  /** "Search for “{q}”" with the words filled in. */
  readonly searchFor: (q: string) => string;
}

/**
 * The options to offer for an answer: products (to their page), seed banks (to their catalog), then
 * a search for the corrected words when the shop has a "did you mean", and always a full search
 * for what was typed. Entries that do not have the contract's shape are skipped.
 */
export function suggestionOptions(
  body: unknown,
  q: string,
  locale: Locale,
  tag: string,
  texts: SuggestionTexts,
): SuggestionOption[] {
  const options: SuggestionOption[] = [];
  const searchHref = (words: string) => `${pathTo(locale, 'search')}?${new URLSearchParams({ q: words }).toString()}`;
  if (isDict(body)) {
    for (const product of Array.isArray(body.products) ? body.products : []) {
      if (!isDict(product) || !isDict(product.path)) continue;
      const id = text(product.id);
      const name = text(product.name);
      const catalog = slugsIn(product.path.catalog, locale);
      const category = slugsIn(product.path.category, locale);
      const slug = slugsIn(product.path.product, locale);
      const price = product.price_from_cents;
      if (!id || !name || !catalog || !category || !slug || typeof price !== 'number' || !Number.isFinite(price))
        continue;
      options.push({
        id: `product-${id}`,
        kind: 'product',
        label: name,
        detail: formatPrice(price, tag),
        href: pathTo(locale, 'product', { catalog, category, product: slug }),
        imageUrl: isDict(product.image) ? text(product.image.url) : null,
      });
    }
    for (const bank of Array.isArray(body.seed_banks) ? body.seed_banks : []) {
      if (!isDict(bank)) continue;
      const slug = text(bank.slug);
      const name = text(bank.name);
      if (!slug || !name || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) continue;
      options.push({
        id: `seed-bank-${slug}`,
        kind: 'seedBank',
        label: name,
        detail: texts.seedBank,
        href: pathTo(locale, 'catalog', { catalog: slug }),
        imageUrl: null,
      });
    }
    const corrected = text(body.did_you_mean);
    if (corrected !== null && corrected !== q) {
      options.push({
        id: 'search-corrected',
        kind: 'search',
        label: texts.searchFor(corrected),
        detail: '',
        href: searchHref(corrected),
        imageUrl: null,
      });
    }
  }
  options.push({
    id: 'search-typed',
    kind: 'search',
    label: texts.searchFor(q),
    detail: '',
    href: searchHref(q),
    imageUrl: null,
  });
  return options;
}
