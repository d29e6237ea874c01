/**
 * What a catalogue-shaped storefront path names: `/{catalog}[/{category}[/{product}]]`, slugs in
 * the request language. Any unknown segment, a product outside the catalog (another seed bank)
 * or outside the category is "not found" — the storefront never invents paths. A former product
 * slug has moved: the answer is the same place with the current slug, and the storefront builds
 * the path it redirects to.
 */
import type { Locale } from '@seedshop/locales';
import type { ProductPlace, ResolveResponse } from '../../contract/catalogue';
import type { Executor } from '../../db/database';
import { catalogueNode, type CatalogueStructure } from './catalogue-structure';
import { currentProductSlugs, findProductSlug, productCategoryIds } from './product-detail';

export type CataloguePathLookup =
  | { readonly kind: 'found'; readonly body: ResolveResponse }
  | { readonly kind: 'moved'; readonly place: ProductPlace }
  | { readonly kind: 'missing' };

const segmentPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
const missing: CataloguePathLookup = { kind: 'missing' };

export async function resolveCataloguePath(
  db: Executor,
  structure: CatalogueStructure,
  path: string,
  locale: Locale,
): Promise<CataloguePathLookup> {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length < 1 || segments.length > 3 || !segments.every((segment) => segmentPattern.test(segment))) {
    return missing;
  }
  const [catalogSlug = '', categorySlug, productSlug] = segments;
  const catalog = structure.catalogBySlug(locale, catalogSlug);
  if (catalog === undefined) return missing;
  const catalogWire = catalogueNode(catalog, locale);
  if (categorySlug === undefined) return { kind: 'found', body: { kind: 'catalog', catalog: catalogWire } };
  const category = structure.categoryBySlug(locale, categorySlug);
  if (category === undefined) return missing;
  const categoryWire = catalogueNode(category, locale);
  if (productSlug === undefined) {
    return { kind: 'found', body: { kind: 'category', catalog: catalogWire, category: categoryWire } };
  }
  const match = await findProductSlug(db, locale, productSlug);
  if (match === null) return missing;
  const [product, categoryIds] = await Promise.all([
    currentProductSlugs(db, match.productId),
    productCategoryIds(db, match.productId),
  ]);
  if (product === null || !categoryIds.includes(category.id)) return missing;
  if (catalog.seedBank !== null && catalog.seedBank.id !== product.seedBankId) return missing;
  if (!match.current) {
    return { kind: 'moved', place: { catalog: catalogSlug, category: categorySlug, product: product.slugs[locale] } };
  }
  return {
    kind: 'found',
    body: {
      kind: 'product',
      catalog: catalogWire,
      category: categoryWire,
      product: {
        id: match.productId,
        slug: product.slugs[locale],
        name: product.name,
        slugs: product.slugs,
      },
    },
  };
}
