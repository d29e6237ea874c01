import { defineQuery } from 'next-sanity';
import { seoFields } from './fragments';

/**
 * The `siteSettings` document of one language: header navigation, the top-10 lists the header and
 * the catalogue link to (in the editor's order; the shell keeps those of `$language` that have a
 * slug), footer columns and note, and the SEO defaults pages fall back to. `$language`: the page's
 * language.
 */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && language == $language][0]{
  _id,
  headerNav[]{_key, label, href, children[]{_key, label, href}},
  "topLists": topLists[]->{_id, title, language, "slug": slug.current},
  footerColumns[]{_key, title, links[]{_key, label, href}},
  footerNote,
  seo{${seoFields}}
}`);
