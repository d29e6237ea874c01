/**
 * Product slugs per language. Strain names are proper names, so the slug keeps the name and adds
 * the word a shopper searches for in that language ("samen", "graines", "semillas"): the same
 * product has a different URL in every language, and switching language changes it.
 */
import type { Localized } from './catalogue-model';

export function productSlugs(base: string): Localized {
  return { en: base, de: `${base}-samen`, fr: `graines-${base}`, es: `semillas-${base}` };
}

/** The older scheme put the breeder in front of the strain ("alpine-seeds-lemon-haze-auto"). */
export function formerProductSlugs(base: string, seedBankSlug: string): Localized {
  return productSlugs(`${seedBankSlug}-${base}`);
}
