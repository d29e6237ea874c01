import type { ComponentType } from 'react';
import type { BlockContext } from './block-context';
import type { Block, BlockOf, BlockType } from './block-types';
import { BlogTeasersBlock } from './blog-teasers-block';
import { CallToActionBlock } from './call-to-action-block';
import { FaqBlock } from './faq-block';
import { HeroBlock } from './hero-block';
import { ImageGalleryBlock } from './image-gallery-block';
import { NewsletterSignupBlock } from './newsletter-signup-block';
import { ProductCarouselBlock } from './product-carousel-block';
import { ProductGridBlock } from './product-grid-block';
import { PromoBannerBlock } from './promo-banner-block';
import { SeedBankStripBlock } from './seed-bank-strip-block';
import { TextSectionBlock } from './text-section-block';
import { VideoEmbedBlock } from './video-embed-block';

/** The props of the component of block type `T` (async server components included). */
export interface BlockProps<T extends BlockType> {
  readonly block: BlockOf<T>;
  readonly context: BlockContext;
}

export type BlockComponentMap = { readonly [T in BlockType]: ComponentType<BlockProps<T>> };

/**
 * The one place that says which component renders which page-builder block. The mapped type makes
 * a missing or mistyped entry a compile error when the schema (and so TypeGen's `Block`) grows.
 */
export const blockComponents: BlockComponentMap = {
  hero: HeroBlock,
  textSection: TextSectionBlock,
  productGrid: ProductGridBlock,
  productCarousel: ProductCarouselBlock,
  promoBanner: PromoBannerBlock,
  callToAction: CallToActionBlock,
  faq: FaqBlock,
  imageGallery: ImageGalleryBlock,
  videoEmbed: VideoEmbedBlock,
  blogTeasers: BlogTeasersBlock,
  newsletterSignup: NewsletterSignupBlock,
  seedBankStrip: SeedBankStripBlock,
};

/** Narrows a block to its own type's component (the map's key and the block's `_type` agree). */
export function componentFor<T extends BlockType>(block: Block & { _type: T }): ComponentType<BlockProps<T>> {
  return blockComponents[block._type];
}
