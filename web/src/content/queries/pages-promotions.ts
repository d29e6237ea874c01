import { defineQuery } from 'next-sanity';
import { blocksProjection, richTextProjection } from './blocks';
import { seoFields, translationsFields } from './fragments';
import { promotionHeadFields } from './pages-fragments';

/** Every promotion of `$language`; the page sorts them into current, upcoming and ended. */
export const promotionListQuery = defineQuery(`*[_type == "promotion" && language == $language] | order(startsAt desc){
  ${promotionHeadFields}
}`);

/**
 * A promotion by its slug in `$language`: its page, and the context of its product pages
 * (`/promotions/{slug}/{product}` — the product must be one of `products`).
 */
export const promotionQuery = defineQuery(`*[_type == "promotion" && language == $language && slug.current == $slug][0]{
  ${promotionHeadFields},
  "terms": terms[]${richTextProjection},
  products[]{_key, productId, name},
  seo{${seoFields}},
  "blocks": blocks[]${blocksProjection},
  ${translationsFields}
}`);
