/**
 * Input types the demo documents are written in (`src/documents/*.ts`). Structure (keys, dates,
 * product ids, image keys) is written once; copy is written per language in `copy`. The builder
 * turns these into Sanity documents (`{type}.{key}.{lang}`), see `authoring-format.md`.
 */
import type { Locale } from '@seedshop/locales';
import type { ImageKey } from './image-keys';

export type { ImageKey } from './image-keys';
export type { Locale } from '@seedshop/locales';

/** One value per language (`en`, `de`, `fr`, `es`). */
export type Localized<T> = Record<Locale, T>;

/** A demo catalogue product id, `prod-000001` … `prod-000400`. */
export type ProductId = `prod-${string}`;

/**
 * Rich text in a small markup, one string per block: paragraphs, `## h2`, `### h3`, `#### h4`,
 * `- bullet`, `1. numbered`, `> quote`, `![alt](image-key)` / `![alt](image-key "caption")`;
 * inline `**strong**`, `*em*`, `[text](href)`, `[text](ref:blogPost.key)`,
 * `{{product:prod-000123}}`. See `authoring-format.md`.
 */
export type RichTextSource = readonly string[];

/** Alt text (and optional caption) of an image whose key is given in the structure. */
export interface ImageCopy {
  alt: string;
  caption?: string;
}

/** A localized image used inside copy: key plus alt text in that language. */
export interface ImageInput extends ImageCopy {
  key: ImageKey;
}

export interface SeoCopy {
  /** ≤ 70 characters. */
  title?: string;
  /** ≤ 160 characters. */
  description?: string;
  noIndex?: boolean;
}

export const blogCategories = ['growing', 'strains', 'harvest', 'guides', 'news'] as const;
export type BlogCategory = (typeof blogCategories)[number];

export interface BlogPostCopy {
  title: string;
  /** Lowercase `a-z0-9-`, translated, unique per language. */
  slug: string;
  /** ≤ 240 characters. */
  excerpt: string;
  mainImageAlt: string;
  author: { name: string; role?: string };
  tags?: readonly string[];
  body: RichTextSource;
  seo?: SeoCopy;
}

export interface BlogPostInput {
  /** Document key: `blogPost.{key}.{lang}`; lowercase `a-z0-9-`. */
  key: string;
  category: BlogCategory;
  /** ISO 8601 datetime, e.g. `2026-10-14T08:00:00Z`. */
  publishedAt: string;
  mainImage: ImageKey;
  authorAvatar?: ImageKey;
  relatedProducts?: readonly ProductId[];
  copy: Localized<BlogPostCopy>;
}

export interface VideoCopy {
  title: string;
  slug: string;
  description: string;
  transcript?: string;
  posterAlt: string;
}

export interface VideoInput {
  /** Document key: `video.{key}.{lang}`. */
  key: string;
  provider: 'youtube' | 'vimeo';
  videoId: string;
  poster: ImageKey;
  durationSeconds?: number;
  publishedAt: string;
  relatedProducts?: readonly ProductId[];
  copy: Localized<VideoCopy>;
}

/** Identity helpers: they only give object literals their type (and editor completion). */
export const defineBlogPost = (input: BlogPostInput): BlogPostInput => input;
export const defineVideo = (input: VideoInput): VideoInput => input;
