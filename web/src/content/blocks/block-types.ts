import type { BlocksQueryResult } from '@/content/sanity.types';

/**
 * The page-builder blocks as `blocksQuery` returns them (TypeGen, `pnpm typegen`). Every content
 * query that projects `blocks[]${blocksProjection}` yields the same shapes, so pages pass their
 * blocks straight to `<PageBlocks>`.
 */
export type Block = NonNullable<NonNullable<BlocksQueryResult>['blocks']>[number];

export type BlockType = Block['_type'];

export type BlockOf<T extends BlockType> = Extract<Block, { _type: T }>;

/** A Portable Text field projected with `richTextProjection` (text sections, FAQ answers, …). */
export type RichTextValue = NonNullable<BlockOf<'textSection'>['body']>;

/** An image projected with `imageFields`. */
export type ImageValue = NonNullable<BlockOf<'imageGallery'>['images']>[number];

/** A video document projected with `videoFields`. */
export type VideoValue = NonNullable<BlockOf<'videoEmbed'>['video']>;

/** A blog post projected with `blogTeaserFields`. */
export type BlogTeaser = NonNullable<BlockOf<'blogTeasers'>['posts']>[number];

/** A `cta` object (label and target as the editor typed them). */
export type CtaValue = NonNullable<BlockOf<'callToAction'>['primary']>;
