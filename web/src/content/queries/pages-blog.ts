import { defineQuery } from 'next-sanity';
import { blogTeaserFields, richTextProjection } from './blocks';
import { imageFields, seoFields, translationsFields } from './fragments';

/**
 * One page of the blog list: the posts of `$language`, newest first, sliced `[$start...$end]`,
 * and how many there are (for the page count).
 */
export const blogListQuery = defineQuery(`{
  "total": count(*[_type == "blogPost" && language == $language]),
  "posts": *[_type == "blogPost" && language == $language]
    | order(publishedAt desc, _id asc)[$start...$end]{${blogTeaserFields}}
}`);

/** A blog post by its slug in `$language`, with three more articles (same category first). */
export const blogPostQuery = defineQuery(`*[_type == "blogPost" && language == $language && slug.current == $slug][0]{
  _id,
  _type,
  title,
  "slug": slug.current,
  excerpt,
  category,
  tags,
  publishedAt,
  _updatedAt,
  mainImage{${imageFields}},
  author{name, role, avatar{${imageFields}}},
  "body": body[]${richTextProjection},
  "wordCount": length(string::split(pt::text(body), " ")),
  relatedProducts[]{_key, productId, name},
  seo{${seoFields}},
  ${translationsFields},
  "more": *[_type == "blogPost" && language == ^.language && _id != ^._id]
    | order(category == ^.category desc, publishedAt desc)[0...3]{${blogTeaserFields}}
}`);
