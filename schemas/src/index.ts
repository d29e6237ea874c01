/**
 * Sanity schema types for seedshop (documents, page-builder blocks, objects) arrive with the
 * content issue. What lives here already is the language list every translatable document uses,
 * taken from @seedshop/locales so the Studio, the storefront and the shop agree on it.
 */
import { localeDefinitions, locales, type Locale } from '@seedshop/locales';

export interface SchemaLanguage {
  readonly id: Locale;
  readonly title: string;
}

/** The languages for @sanity/document-internationalization, English (the source) first. */
export const schemaLanguages: readonly SchemaLanguage[] = locales.map((id) => ({
  id,
  title: localeDefinitions[id].name,
}));
