import { defineQuery } from 'next-sanity';
import { imageFields, linkFields } from './fragments';

/**
 * GROQ for page-builder blocks and Portable Text. Plain template strings that content queries
 * interpolate (`"blocks": blocks[]${blocksProjection}`), so TypeGen sees one finished query per
 * page and types its blocks; `blocksQuery` below is the canonical one whose result type the block
 * components are written against (`block-types.ts`). Relative imports on purpose: TypeGen
 * resolves them without the `@/` alias.
 *
 * A query that uses `blocksProjection` must pass the parameter `$language` (the page's language):
 * "latest posts" teasers list that language's posts.
 */

/** Portable Text (`richText`): images with their asset, links and internal links resolved. */
export const richTextProjection = /* groq */ `{
  ...,
  _type == "block" => {
    markDefs[]{${linkFields}}
  },
  _type == "image" => {
    ${imageFields}
  }
}`;

/** A blog post as a teaser card (also what "latest posts" lists). */
export const blogTeaserFields = /* groq */ `
  _id,
  _type,
  language,
  title,
  "slug": slug.current,
  excerpt,
  category,
  publishedAt,
  mainImage{${imageFields}},
  "wordCount": length(string::split(pt::text(body), " "))
`;

/** A video document as the player needs it (also used by the /videos page). */
export const videoFields = /* groq */ `
  _id,
  _type,
  language,
  title,
  "slug": slug.current,
  provider,
  videoId,
  "fileUrl": file.asset->url,
  "fileType": file.asset->mimeType,
  poster{${imageFields}},
  durationSeconds,
  description,
  transcript
`;

const ctaFields = /* groq */ `label, href`;

/** `productGrid` and `productCarousel` share their fields (chosen products or a catalogue filter). */
const productListFields = /* groq */ `
  heading,
  source,
  products[]{_key, productId, name},
  filter{query, category, seedBank},
  limit,
  cta{${ctaFields}}
`;

/** One member of a `blocks` array; use as `blocks[]${blocksProjection}`. */
export const blocksProjection = /* groq */ `{
  _key,
  _type,
  _type == "hero" => {
    heading,
    subheading,
    tone,
    image{${imageFields}},
    ctas[]{_key, ${ctaFields}}
  },
  _type == "textSection" => {
    heading,
    "body": body[]${richTextProjection}
  },
  _type == "productGrid" => {${productListFields}},
  _type == "productCarousel" => {${productListFields}},
  _type == "promoBanner" => {
    heading,
    text,
    badge,
    image{${imageFields}},
    promotion->{_id, _type, language, title, "slug": slug.current, badge},
    cta{${ctaFields}}
  },
  _type == "callToAction" => {
    heading,
    text,
    primary{${ctaFields}},
    secondary{${ctaFields}}
  },
  _type == "faq" => {
    heading,
    items[]{_key, question, "answer": answer[]${richTextProjection}}
  },
  _type == "imageGallery" => {
    heading,
    images[]{_key, ${imageFields}}
  },
  _type == "videoEmbed" => {
    heading,
    video->{${videoFields}}
  },
  _type == "blogTeasers" => {
    heading,
    mode,
    category,
    limit,
    "posts": select(
      mode == "chosen" => posts[]->{${blogTeaserFields}},
      *[_type == "blogPost" && language == $language && (!defined(^.category) || category == ^.category)]
        | order(publishedAt desc)[0...12]{${blogTeaserFields}}
    )
  },
  _type == "newsletterSignup" => {
    heading,
    text
  },
  _type == "seedBankStrip" => {
    heading,
    seedBanks
  }
}`;

/**
 * The blocks of one page-builder document. Pages interpolate `blocksProjection` into their own
 * queries; this one gives the block components their types and lets tests run the projection.
 */
export const blocksQuery = defineQuery(`*[
  _type in ["home", "page", "topic", "promotion", "topList"] && _id == $id
][0]{
  "blocks": blocks[]${blocksProjection}
}`);
