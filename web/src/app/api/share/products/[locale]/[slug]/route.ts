import { isLocale } from '@seedshop/locales';
import { productShareImage } from '@/catalogue/product/product-share-image.server';

/** `GET /api/share/products/{locale}/{slug}`: the product page's `og:image`, a 1200×630 PNG. */
export async function GET(
  _request: Request,
  context: { params: Promise<{ locale: string; slug: string }> },
): Promise<Response> {
  const { locale, slug } = await context.params;
  const image = isLocale(locale) ? await productShareImage(locale, slug) : null;
  return image ?? new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
}
