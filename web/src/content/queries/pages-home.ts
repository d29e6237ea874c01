import { defineQuery } from 'next-sanity';
import { blocksProjection } from './blocks';
import { seoFields } from './fragments';

/** The `home` document of one language with its blocks, and the site's SEO defaults. */
export const homePageQuery = defineQuery(`{
  "home": *[_type == "home" && language == $language][0]{
    _id,
    title,
    seo{${seoFields}},
    "blocks": blocks[]${blocksProjection}
  },
  "defaults": *[_type == "siteSettings" && language == $language][0].seo{${seoFields}}
}`);
