import { defineQuery } from 'next-sanity';
import { blocksProjection } from './blocks';
import { seoFields, translationsFields } from './fragments';
import { documentHeadFields } from './pages-fragments';

/** A top-10 list by its slug in `$language` (the page is `/top-10-{slug}`). */
export const topListQuery = defineQuery(`*[_type == "topList" && language == $language && slug.current == $slug][0]{
  ${documentHeadFields},
  entries[]{_key, note, product{productId, name}},
  seo{${seoFields}},
  "blocks": blocks[]${blocksProjection},
  ${translationsFields}
}`);
