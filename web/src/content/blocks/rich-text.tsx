import type { Locale } from '@seedshop/locales';
import { productsByIds } from './product-lookup.server';
import { RichTextView, type RichTextNode } from './rich-text-view';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The shop ids of the products a text mentions (`productMention` inside its blocks). */
export function mentionedProductIds(value: readonly RichTextNode[] | null | undefined): string[] {
  const ids: string[] = [];
  for (const block of value ?? []) {
    if (block._type !== 'block' || !('children' in block) || !Array.isArray(block.children)) continue;
    for (const child of block.children) {
      if (isRecord(child) && child['_type'] === 'productMention' && typeof child['productId'] === 'string') {
        ids.push(child['productId']);
      }
    }
  }
  return ids;
}

/**
 * Portable Text of a CMS field (`richText`), rendered on the server. Product mentions show the
 * live name and "from" price, looked up once for the whole text.
 */
export async function RichText({
  value,
  locale,
}: {
  readonly value: RichTextNode[] | null | undefined;
  readonly locale: Locale;
}) {
  const ids = mentionedProductIds(value);
  const products = ids.length === 0 ? [] : await productsByIds(locale, ids);
  return (
    <RichTextView value={value} locale={locale} products={new Map(products.map((product) => [product.id, product]))} />
  );
}
