import type { SanityDocument } from './contract';

/**
 * Mendoza effects (https://github.com/sanity-io/mendoza) of one change, as a whole-document
 * replace: opcode 0 ("value") yields its operand, so `apply` gives the new document and `revert`
 * the old one (null for created/deleted). Sanity sends minimal diffs; the Studio's history and
 * document store only need the result to be right, and this is.
 */
export interface MendozaEffects {
  readonly apply: readonly unknown[];
  readonly revert: readonly unknown[];
}

export function wholeDocumentEffects(before: SanityDocument | null, after: SanityDocument | null): MendozaEffects {
  return { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] };
}

/** The Studio applies effects to documents without `_rev` (it tracks revisions apart). */
function withoutRev(doc: SanityDocument | null): Record<string, unknown> | null {
  if (doc === null) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest;
}
