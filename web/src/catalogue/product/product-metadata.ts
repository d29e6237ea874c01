import type { Locale } from '@seedshop/locales';
import type { Metadata } from 'next';
import { pageMetadata } from '@/routing/metadata';
import type { Alternates } from '@/routing/paths';
import { productShareImage } from './product-share-image-path';
import type { ProductView } from './product-view';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LIMIT = 160;

/**
 * The first sentence of a text, for the meta description: up to the first `.`, `!`, `?` or `…`
 * followed by a space (so "22.5 %" or "1.5 m" do not end it). Longer than the limit → cut at a
 * word boundary with an ellipsis.
 */
export function firstSentence(text: string, limit: number = DESCRIPTION_LIMIT): string {
  const normalized = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?…](?=\s|$)/.exec(normalized);
  const sentence = end ? normalized.slice(0, end.index + 1) : normalized;
  if (sentence.length <= limit) return sentence;
  const cut = sentence.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

interface ProductMetadataInput {
  readonly locale: Locale;
  readonly product: ProductView;
  /** The canonical product page in every language (general catalog). */
  readonly canonical: Alternates;
}

/** Title "{name} – {seed bank}" (the layout appends the site name), canonical, hreflang, Open Graph image. */
export function productMetadata({ locale, product, canonical }: ProductMetadataInput): Metadata {
  // A strain name and a seed bank name are proper names: the same pattern suits every language.
  const title = `${product.name} – ${product.seedBank.name}`;
  const base = pageMetadata({ locale, title, description: firstSentence(product.description), alternates: canonical });
  const image = product.images[0];
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      // A PNG drawn from the product's first picture: social networks ignore the SVG itself.
      images: [productShareImage(locale, product.slug, image?.alt ?? title)],
    },
  };
}
