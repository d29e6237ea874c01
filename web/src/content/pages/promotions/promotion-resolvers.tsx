import 'server-only';
import type { Locale } from '@seedshop/locales';
import { contentPath } from '@/content/content-paths';
import { fetchContent } from '@/content/content-source.server';
import { typeTags } from '@/content/content-tags';
import { promotionListQuery, promotionQuery } from '@/content/queries/pages-promotions';
import { getIntl } from '@/i18n/server';
import { alternatesOf, pathTo } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import { pageTags } from '../shared/page-tags';
import { documentPage, listPage } from '../shared/resolved-page';
import { PromotionListPage } from './promotion-list-page';
import { PromotionPage } from './promotion-page';

/** A promotion by its slug in the page's language (one cache entry for its page and its product pages). */
export function loadPromotion(locale: Locale, slug: string) {
  return fetchContent(promotionQuery, { language: locale, slug }, { tags: pageTags('promotion') });
}

/** `/promotions`: every promotion of the language, sorted by where it stands today. */
export const resolvePromotionList: PageResolver = async ({ locale }) => {
  const promotions = await fetchContent(promotionListQuery, { language: locale }, { tags: typeTags('promotion') });
  const intl = getIntl(locale);
  return listPage({
    locale,
    alternates: alternatesOf('promotions'),
    title: intl.formatMessage({ id: 'pageTitle.promotions' }),
    description: intl.formatMessage({ id: 'promotion.intro' }),
    image: promotions[0]?.image,
    // "Now" is the moment of rendering: a promotion moves from upcoming to running on its own.
    render: () => <PromotionListPage locale={locale} promotions={promotions} now={new Date()} />,
  });
};

/** `/promotions/{slug}`: one promotion by its slug in the page's language. */
export const resolvePromotion: PageResolver = async ({ locale, params }) => {
  const slug = params.slug;
  if (slug === undefined) return null;
  const promotion = await loadPromotion(locale, slug);
  if (promotion === null) return null;
  return documentPage({
    locale,
    path: contentPath(locale, promotion) ?? pathTo(locale, 'promotion', { slug }),
    translations: promotion.translations,
    fallback: (other) => pathTo(other, 'promotions'),
    title: promotion.title,
    description: promotion.summary,
    seo: promotion.seo,
    image: promotion.image,
    render: () => <PromotionPage locale={locale} promotion={promotion} now={new Date()} />,
  });
};
