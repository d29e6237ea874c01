/**
 * Converts the authoring markup (one string per block, see `authoring-format.md`) into Portable
 * Text as Sanity stores it: blocks with styles, list items, decorators, `link` / `internalLink`
 * annotations, inline `productMention`s and `image` members. Keys are deterministic.
 */
import type { RichTextSource } from './authoring';
import { assertAllowedHref } from './hrefs';
import { parseInline } from './inline-markup';
import type { BlockStyle, ExportImage, MarkDef, RichText, TextBlock } from './sanity-types';
import { stableKey } from './stable-key';

export interface PortableTextContext {
  /** Id of the document the text belongs to (seeds the keys). */
  documentId: string;
  /** Field path inside the document, e.g. `body` or `blocks.3.body` (seeds the keys too). */
  path: string;
  /** Language of the document; `ref:type.key` links point at `type.key.{language}`. */
  language: string;
  productName: (productId: string) => string;
  /** The export-format image for an image key (throws for unknown keys). */
  image: (key: string, alt: string, caption: string | undefined) => ExportImage;
  /** Whether a document id exists (for `ref:` links). */
  hasDocument: (id: string) => boolean;
}

interface BlockShape {
  style: BlockStyle;
  text: string;
  listItem?: 'bullet' | 'number';
  level?: number;
}

const imagePattern = /^!\[([^\]]*)\]\(([a-z0-9-]+)(?: "([^"]*)")?\)$/;

function blockShape(line: string): BlockShape {
  const heading = /^(#{2,4}) (.+)$/.exec(line);
  if (heading?.[1] && heading[2]) {
    const styles = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;
    const level = heading[1].length;
    return { style: level === 2 ? styles[2] : level === 3 ? styles[3] : styles[4], text: heading[2] };
  }
  const bullet = /^((?: {2})*)- (.+)$/.exec(line);
  if (bullet?.[2] !== undefined) {
    return { style: 'normal', text: bullet[2], listItem: 'bullet', level: (bullet[1] ?? '').length / 2 + 1 };
  }
  const numbered = /^((?: {2})*)\d+\. (.+)$/.exec(line);
  if (numbered?.[2] !== undefined) {
    return { style: 'normal', text: numbered[2], listItem: 'number', level: (numbered[1] ?? '').length / 2 + 1 };
  }
  const quote = /^> (.+)$/.exec(line);
  if (quote?.[1]) return { style: 'blockquote', text: quote[1] };
  return { style: 'normal', text: line };
}

function markDefFor(href: string, key: string, context: PortableTextContext): MarkDef {
  const where = `${context.documentId} ${context.path}`;
  if (href.startsWith('ref:')) {
    const ref = `${href.slice('ref:'.length)}.${context.language}`;
    if (!context.hasDocument(ref)) throw new Error(`${where}: unknown internal link target ${ref}`);
    return { _type: 'internalLink', _key: key, reference: { _type: 'reference', _ref: ref } };
  }
  assertAllowedHref(href, where);
  return { _type: 'link', _key: key, href, openInNewTab: href.startsWith('https://') };
}

/** Converts markup lines into Portable Text. Throws with the document id on any problem. */
export function toPortableText(source: RichTextSource, context: PortableTextContext): RichText {
  if (source.length === 0) throw new Error(`${context.documentId} ${context.path}: empty rich text`);
  return source.map((line, index) => {
    const key = stableKey(context.documentId, context.path, index);
    const image = imagePattern.exec(line);
    if (image?.[2] !== undefined) {
      const alt = image[1] ?? '';
      if (!alt) throw new Error(`${context.documentId} ${context.path}: image without alt text`);
      return { ...context.image(image[2], alt, image[3]), _key: key };
    }
    const shape = blockShape(line.trimEnd());
    let counter = 0;
    const { children, markDefs } = parseInline(shape.text, {
      nextKey: () => stableKey(key, counter++),
      markDefFor: (href, markKey) => markDefFor(href, markKey, context),
      productName: context.productName,
    });
    const block: TextBlock = { _type: 'block', _key: key, style: shape.style, children, markDefs };
    if (shape.listItem) {
      block.listItem = shape.listItem;
      block.level = shape.level ?? 1;
    }
    return block;
  });
}
