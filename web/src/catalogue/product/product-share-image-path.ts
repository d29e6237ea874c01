import type { Locale } from '@seedshop/locales';
import { shareImageSize } from '@/seo/share-image-size';

/** The product page's `og:image`: a 1200×630 PNG (app/api/share/products/[locale]/[slug]/route.ts). */
export function productShareImage(locale: Locale, slug: string, alt: string) {
  return {
    url: `/api/share/products/${locale}/${encodeURIComponent(slug)}`,
    ...shareImageSize,
    type: 'image/png',
    alt,
  };
}
