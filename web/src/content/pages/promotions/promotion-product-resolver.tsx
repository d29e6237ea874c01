import 'server-only';
import { isLocale, mapLocales, type Locale } from '@seedshop/locales';
import { productInContext, productPathIn, type ProductView } from '@/catalogue/product-in-context.server';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import type { BreadcrumbItem } from '@/ui/kit/breadcrumbs';
import { PromotionBanner } from './promotion-banner';
import { promotionProductPath } from './promotion-paths';
import type { PromotionDocument } from './promotion-page';
import { loadPromotion } from './promotion-resolvers';

/**
 * The page in every language: the promotion's product page where the promotion has a version,
 * otherwise the product's catalogue page (the product exists in every language).
 */
function switcherTargets(promotion: PromotionDocument, locale: Locale, product: ProductView) {
  const slugs: Partial<Record<Locale, string>> = { [locale]: promotion.slug };
  for (const translation of promotion.translations ?? []) {
    if (translation !== null && isLocale(translation.language) && translation.slug)
      slugs[translation.language] = translation.slug;
  }
  return mapLocales((other) => {
    const slug = slugs[other];
    return slug === undefined
      ? productPathIn(other, product.path)
      : promotionProductPath(other, slug, product.path.product[other]);
  });
}

/**
 * `/promotions/{slug}/{product}`: a product in a promotion's context — the catalogue's product
 * page under a banner naming the promotion. `{product}` is the product's slug in the page's
 * language; a product outside the promotion's selection is no page here (404). The canonical URL
 * is the product's catalogue page, so search engines see one page per product.
 */
export const resolvePromotionProduct: PageResolver = async ({ locale, params, searchParams }) => {
  const { slug, product: productSlug } = params;
  if (slug === undefined || productSlug === undefined) return null;
  const promotion = await loadPromotion(locale, slug);
  if (promotion === null) return null;
  const intl = getIntl(locale);
  const promotionPath = pathTo(locale, 'promotion', { slug: promotion.slug });
  const shown = await productInContext({
    locale,
    productSlug,
    currentPath: promotionProductPath(locale, promotion.slug, productSlug),
    searchParams,
    breadcrumbs: (product): BreadcrumbItem[] => [
      { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
      { label: intl.formatMessage({ id: 'pageTitle.promotions' }), href: pathTo(locale, 'promotions') },
      { label: promotion.title, href: promotionPath },
      { label: product.name },
    ],
  });
  if (shown === null) return null;
  const { product } = shown;
  if (!promotion.products.some((ref) => ref.productId === product.id)) return null;

  return {
    alternates: switcherTargets(promotion, locale, product),
    metadata: shown.metadata,
    render: async () => (
      <>
        <PromotionBanner locale={locale} promotion={promotion} href={promotionPath} now={new Date()} />
        {await shown.render()}
      </>
    ),
  };
};
