/** The page-builder block types, in the order the insert menu lists them. */
export const blockTypeNames = [
  'hero',
  'textSection',
  'productGrid',
  'productCarousel',
  'promoBanner',
  'callToAction',
  'faq',
  'imageGallery',
  'videoEmbed',
  'blogTeasers',
  'newsletterSignup',
  'seedBankStrip',
] as const;

export type BlockTypeName = (typeof blockTypeNames)[number];
