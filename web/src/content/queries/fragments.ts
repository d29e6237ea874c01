/**
 * GROQ fragments that queries interpolate into their `defineQuery` strings. They are plain
 * template strings without `defineQuery`: TypeGen follows the imports and sees the finished query,
 * and TypeScript keeps the literal type, so `fetchContent` finds the result type in
 * `SanityQueries`. Keep them free of expressions other than string constants from this file.
 */

/**
 * The fields of an `image` value (use inside its projection: `mainImage{${imageFields}}`).
 * The asset gives the URL builder its id and `<ContentImage>` its intrinsic size (no layout shift),
 * the blur placeholder and the palette's dominant colour where the asset has them; `decorative`
 * images get `alt=""`.
 */
export const imageFields = /* groq */ `
  alt,
  caption,
  decorative,
  hotspot,
  crop,
  asset->{_id, url, metadata{dimensions, lqip, palette{dominant{background}}}}
`;

/** What `contentPath()` needs to link a document (`web/src/content/content-paths.ts`). */
export const linkTargetFields = /* groq */ `_id, _type, language, "slug": slug.current, kind`;

/**
 * The language versions of the current document, read from its `translation.metadata` (the
 * document-internationalization plugin's link between the four languages). Use as a field of the
 * document's projection: `{..., ${translationsFields}}` → `translations: [{_id, _type, language,
 * slug, kind}]` (null when the document has no metadata). `contentAlternates()` turns it into
 * per-language paths.
 */
export const translationsFields = /* groq */ `
  "translations": *[_type == "translation.metadata" && references(^._id)][0].translations[].value->{
    ${linkTargetFields}
  }
`;

/**
 * Portable Text annotations (use inside a block: `markDefs[]{${linkFields}}`): `link` keeps its
 * `href`/`openInNewTab` (the renderer checks the href), `internalLink` gets its target resolved to
 * the fields `contentPath()` needs. A reference to a missing or unpublished document is null.
 */
export const linkFields = /* groq */ `
  ...,
  _type == "internalLink" => {
    "reference": reference->{${linkTargetFields}}
  }
`;

/** The `seo` object of a document or of siteSettings (use inside: `seo{${seoFields}}`). */
export const seoFields = /* groq */ `
  title,
  description,
  noIndex,
  image{${imageFields}}
`;
