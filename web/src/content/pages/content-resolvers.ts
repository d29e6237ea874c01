import 'server-only';
import type { ResolverSet } from '@/routing/resolve';
import { resolveBlogList } from './blog/blog-list-resolver';
import { resolveBlogPost } from './blog/blog-post-resolver';
import { infoPageResolver } from './info/info-resolver';
import { resolvePromotionProduct } from './promotions/promotion-product-resolver';
import { resolvePromotion, resolvePromotionList } from './promotions/promotion-resolvers';
import { resolveTopList } from './top-lists/top-list-resolver';
import { resolveTopic, resolveTopicList } from './topics/topic-resolvers';
import { resolveVideos } from './videos/videos-resolver';

/**
 * The CMS-backed routes of the registry (all served by the catch-all page): info pages by their
 * `page` kind, the blog, themed worlds, promotions, top-10 lists and videos. Each answers null —
 * a 404 "Page not found: {path}" — when the language has no such document.
 */
export const contentRouteResolvers = {
  contactUs: infoPageResolver('contact-us'),
  imprint: infoPageResolver('imprint'),
  payment: infoPageResolver('payment'),
  privacy: infoPageResolver('privacy'),
  shipping: infoPageResolver('shipping'),
  terms: infoPageResolver('terms'),
  videos: resolveVideos,
  promotions: resolvePromotionList,
  promotion: resolvePromotion,
  promotionProduct: resolvePromotionProduct,
  topics: resolveTopicList,
  topic: resolveTopic,
  blog: resolveBlogList,
  blogPage: resolveBlogList,
  blogPost: resolveBlogPost,
  topList: resolveTopList,
} as const satisfies ResolverSet['routes'];
