/** Shapes of the Sanity values the builder writes (export format: images carry `_sanityAsset`). */

/** Any Sanity document: `_id`, `_type` and fields. */
export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface Reference {
  _type: 'reference';
  _ref: string;
}

export interface KeyedReference extends Reference {
  _key: string;
}

export interface Slug {
  _type: 'slug';
  current: string;
}

/** An image field as `sanity dataset export` writes it. */
export interface ExportImage {
  _type: 'image';
  _sanityAsset: string;
  alt: string;
  caption?: string;
}

export interface ProductRefValue {
  _type: 'productRef';
  _key: string;
  productId: string;
  name: string;
}

export interface LinkMarkDef {
  _type: 'link';
  _key: string;
  href: string;
  openInNewTab: boolean;
}

export interface InternalLinkMarkDef {
  _type: 'internalLink';
  _key: string;
  reference: Reference;
}

export type MarkDef = LinkMarkDef | InternalLinkMarkDef;

export interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export interface ProductMention {
  _type: 'productMention';
  _key: string;
  productId: string;
  name: string;
}

export type BlockStyle = 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';

export interface TextBlock {
  _type: 'block';
  _key: string;
  style: BlockStyle;
  children: (Span | ProductMention)[];
  markDefs: MarkDef[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

export type RichTextImage = ExportImage & { _key: string };

export type RichText = (TextBlock | RichTextImage)[];
