import { imageFields } from './fragments';

/**
 * GROQ fields the page queries share (plain strings interpolated into their `defineQuery`, like
 * `fragments.ts`): what a routed document shows in its head and on its card.
 */
export const documentHeadFields = /* groq */ `
  _id,
  _type,
  title,
  "slug": slug.current,
  intro,
  image{${imageFields}}
`;

/** A promotion on its card and in its page's head. */
export const promotionHeadFields = /* groq */ `
  _id,
  _type,
  title,
  "slug": slug.current,
  badge,
  summary,
  startsAt,
  endsAt,
  image{${imageFields}}
`;
