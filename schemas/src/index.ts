/**
 * Sanity schema types of seedshop: nine translatable documents, the shared pricing rule, the page-builder blocks and the
 * shared objects (see /work/briefs/content-model.md → docs/adr/0015-content-model.md), plus the
 * language list for @sanity/document-internationalization, taken from @seedshop/locales so the
 * Studio, the storefront and the shop agree on it.
 */
import { localeDefinitions, locales, type Locale } from '@seedshop/locales';
import { blogTeasers } from './blocks/blog-teasers';
import { callToAction } from './blocks/call-to-action';
import { faq } from './blocks/faq';
import { hero } from './blocks/hero';
import { imageGallery } from './blocks/image-gallery';
import { newsletterSignup } from './blocks/newsletter-signup';
import { productCarousel } from './blocks/product-carousel';
import { productGrid } from './blocks/product-grid';
import { promoBanner } from './blocks/promo-banner';
import { seedBankStrip } from './blocks/seed-bank-strip';
import { textSection } from './blocks/text-section';
import { videoEmbed } from './blocks/video-embed';
import { blogPost } from './documents/blog-post';
import { home } from './documents/home';
import { page } from './documents/page';
import { priceRule } from './documents/price-rule';
import { promotion } from './documents/promotion';
import { redirect } from './documents/redirect';
import { siteSettings } from './documents/site-settings';
import { topList } from './documents/top-list';
import { topic } from './documents/topic';
import { video } from './documents/video';
import { author } from './objects/author';
import { catalogueFilter } from './objects/catalogue-filter';
import { cta } from './objects/cta';
import { faqItem } from './objects/faq-item';
import { footerColumn } from './objects/footer-column';
import { navItem } from './objects/nav-item';
import { navLink } from './objects/nav-link';
import { productMention } from './objects/product-mention';
import { productRef } from './objects/product-ref';
import { richText } from './objects/rich-text';
import { seo } from './objects/seo';
import { topListEntry } from './objects/top-list-entry';

export interface SchemaLanguage {
  readonly id: Locale;
  readonly title: string;
}

/** The languages for @sanity/document-internationalization, English (the source) first. */
export const schemaLanguages: readonly SchemaLanguage[] = locales.map((id) => ({
  id,
  title: localeDefinitions[id].name,
}));

/** The document types, in the order the Studio lists them. */
export const documentTypes = [home, page, blogPost, topic, promotion, topList, video, siteSettings, redirect];

/** Every document type above is translated document by document (one document per language). */
export const translatableTypes: string[] = documentTypes.map((type) => type.name);

/**
 * Document types with one document for all languages: not in the internationalization plugin,
 * no `language` field. A promotion's pricing rule is written once and referenced by every
 * translation of the promotion.
 */
export const sharedDocumentTypes = [priceRule];

/** Document types with one document per language (singletons; `page` is one per kind). */
export const singletonTypes = ['home', 'siteSettings'] as const;

export const blockTypes = [
  hero,
  textSection,
  productGrid,
  productCarousel,
  promoBanner,
  callToAction,
  faq,
  imageGallery,
  videoEmbed,
  blogTeasers,
  newsletterSignup,
  seedBankStrip,
];

export const objectTypes = [
  seo,
  cta,
  richText,
  catalogueFilter,
  faqItem,
  navItem,
  navLink,
  footerColumn,
  productRef,
  productMention,
  author,
  topListEntry,
];

/** All schema types, for `defineConfig({schema: {types: schemaTypes}})`. */
export const schemaTypes = [...documentTypes, ...sharedDocumentTypes, ...blockTypes, ...objectTypes];

export { blockTypeNames, type BlockTypeName } from './blocks/block-type-names';
export { blogCategories, type BlogCategory } from './options/blog-categories';
export { pageKinds, type PageKind } from './options/page-kinds';
export { videoProviders, type VideoProvider } from './options/video-providers';
export { linkableTypes } from './objects/rich-text';
export { checkHref } from './validation/href';
export { couponCodePattern, discountTypes, ruleScopes, SHOP_TIME_ZONE } from './documents/price-rule';
export { productRef } from './objects/product-ref';
export { productMention } from './objects/product-mention';
