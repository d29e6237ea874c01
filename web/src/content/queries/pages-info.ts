import { defineQuery } from 'next-sanity';
import { blocksProjection } from './blocks';
import { seoFields, translationsFields } from './fragments';

/** The info page (`page`) of one kind — contact-us, imprint, payment, privacy, shipping, terms. */
export const infoPageQuery = defineQuery(`*[_type == "page" && language == $language && kind == $kind][0]{
  _id,
  _type,
  kind,
  title,
  intro,
  updatedAt,
  seo{${seoFields}},
  "blocks": blocks[]${blocksProjection},
  ${translationsFields}
}`);
