import type { FilterDefault } from '@sanity/client/stega';

/**
 * Which draft-mode strings carry stega (Visual Editing's invisible edit links). Stega characters
 * change a string, so only text a person reads gets them: never a value the code compares or puts
 * in an attribute. Besides @sanity/client's own rules (no slugs, URLs, dates, ids, `_` fields,
 * `seo`/`meta`, keys such as `language`, `href`, `variant`), this leaves out
 *
 * - enum-like values (`guide`, `indoor`, `h2`, `sativa-dominant`): one lowercase word or a kebab or
 *   snake run; pages compare them and build class names, labels and paths from them;
 * - image `alt` text (an attribute, read aloud by screen readers), captions' `credit` and the like.
 *
 * Page titles, JSON-LD and other attributes built from encoded strings are cleaned where they are
 * made (content-metadata.ts, json-ld.ts).
 */
const ENUM_LIKE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const ATTRIBUTE_FIELDS = new Set(['alt', 'altText', 'ariaLabel', 'credit', 'category', 'tags', 'anchor']);

export const stegaFilter: FilterDefault = (props) => {
  if (ENUM_LIKE.test(props.value)) return false;
  const key = props.resultPath.at(-1);
  const field = props.sourcePath.at(-1);
  if (typeof key === 'string' && ATTRIBUTE_FIELDS.has(key)) return false;
  if (typeof field === 'string' && ATTRIBUTE_FIELDS.has(field)) return false;
  // A string inside a list of strings (`tags[0]`) is a value, not a sentence.
  if (
    typeof key === 'number' &&
    typeof props.resultPath.at(-2) === 'string' &&
    ATTRIBUTE_FIELDS.has(String(props.resultPath.at(-2)))
  ) {
    return false;
  }
  return props.filterDefault(props);
};
