import { defineQuery } from 'next-sanity';
import { blocksProjection } from './blocks';
import { seoFields, translationsFields } from './fragments';
import { documentHeadFields } from './pages-fragments';

/** Every topic (themed world) of `$language`, for the `/topic` cards. */
export const topicListQuery = defineQuery(`*[_type == "topic" && language == $language] | order(title asc){
  ${documentHeadFields}
}`);

/** A topic by its slug in `$language`, with its blocks. */
export const topicQuery = defineQuery(`*[_type == "topic" && language == $language && slug.current == $slug][0]{
  ${documentHeadFields},
  seo{${seoFields}},
  "blocks": blocks[]${blocksProjection},
  ${translationsFields}
}`);
