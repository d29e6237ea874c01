import { defineQuery } from 'next-sanity';

/**
 * What the sitemap lists from the CMS: documents with a page of their own and a slug, the
 * translation metadata that groups their language versions (joined in TypeScript — a GROQ
 * `references()` lookup per document costs a scan of the dataset each), and the published blog
 * posts per language for the `/blog/page-{n}` list pages.
 */
export const sitemapContentQuery = defineQuery(`{
  "documents": *[_type in ["blogPost", "topic", "promotion", "topList"] && defined(slug.current) && defined(language)]
    | order(_type asc, _id asc) {
      _id,
      _type,
      language,
      "slug": slug.current,
      _updatedAt
    },
  "groups": *[_type == "translation.metadata"] | order(_id asc) {
    _id,
    "ids": translations[].value._ref
  },
  "blogPosts": {
    "en": count(*[_type == "blogPost" && language == "en" && defined(slug.current)]),
    "de": count(*[_type == "blogPost" && language == "de" && defined(slug.current)]),
    "fr": count(*[_type == "blogPost" && language == "fr" && defined(slug.current)]),
    "es": count(*[_type == "blogPost" && language == "es" && defined(slug.current)])
  }
}`);
