import { defineQuery } from 'next-sanity';
import { videoFields } from './blocks';

/** Every video of `$language`, newest first, for `/videos` (each one anchored by its slug). */
export const videoListQuery =
  defineQuery(`*[_type == "video" && language == $language] | order(publishedAt desc, _id asc){
  ${videoFields},
  publishedAt,
  relatedProducts[]{_key, productId, name}
}`);
