/**
 * Where the storefront finds the procedural images: under the storefront's mount of the shop API
 * (@seedshop/urls), so URLs in wire data are storefront-relative and work from any page.
 */
import type { Locale } from '@seedshop/locales';
import { shopApiPath } from '@seedshop/urls';
import type { CatalogueImage } from '../../contract/catalogue';
import type { Localized } from '../catalogue-model';

export const imageBasePath = shopApiPath('catalogue/images');
export const productImageSize = 600;

/** Image 1 shows the bud, 2 a leaf, 3 the whole plant. */
export const productViews = ['bud', 'leaf', 'plant'] as const;
export type ProductView = (typeof productViews)[number];

const viewNames: Record<ProductView, Localized> = {
  bud: { en: 'bud', de: 'Blüte', fr: 'fleur', es: 'cogollo' },
  leaf: { en: 'leaf', de: 'Blatt', fr: 'feuille', es: 'hoja' },
  plant: { en: 'plant', de: 'Pflanze', fr: 'plant', es: 'planta' },
};

export function productViewOf(number: number): ProductView {
  return productViews[(number - 1) % productViews.length] ?? 'bud';
}

export function productImage(productId: string, name: string, number: number, locale: Locale): CatalogueImage {
  return {
    url: `${imageBasePath}/products/${encodeURIComponent(productId)}/${number}.svg`,
    alt: `${name} – ${viewNames[productViewOf(number)][locale]}`,
    width: productImageSize,
    height: productImageSize,
  };
}

export function productImages(productId: string, name: string, count: number, locale: Locale): CatalogueImage[] {
  return Array.from({ length: count }, (_, index) => productImage(productId, name, index + 1, locale));
}

export function seedBankLogoUrl(slug: string): string {
  return `${imageBasePath}/seed-banks/${encodeURIComponent(slug)}.svg`;
}
