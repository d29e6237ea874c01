/**
 * Inline part of the authoring markup: `**strong**`, `*em*`, `[text](href)`,
 * `{{product:prod-000123}}` and backslash escapes. Produces Portable Text children and mark
 * definitions; the caller supplies keys and resolves links and products.
 */
import type { MarkDef, ProductMention, Span } from './sanity-types';

export interface InlineContext {
  /** A fresh deterministic key for the next child or mark definition. */
  nextKey: () => string;
  /** Turns an href (`/…`, `https://…`, `ref:type.key`) into a mark definition with that key. */
  markDefFor: (href: string, key: string) => MarkDef;
  /** The product's name; throws for unknown ids. */
  productName: (productId: string) => string;
}

export interface InlineResult {
  children: (Span | ProductMention)[];
  markDefs: MarkDef[];
}

type Piece = { kind: 'text'; text: string; marks: string[] } | { kind: 'product'; productId: string };

/** Index of the closing delimiter at or after `from`, skipping escapes and the other emphasis. */
function findClosing(text: string, from: number, delimiter: '**' | '*' | ']'): number {
  let depth = 0;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (delimiter === ']') {
      if (char === '[') depth += 1;
      else if (char === ']' && depth === 0) return index;
      else if (char === ']') depth -= 1;
    } else if (text.startsWith('**', index)) {
      if (delimiter === '**') return index;
      index += 1;
    } else if (char === '*' && delimiter === '*') {
      return index;
    }
  }
  return -1;
}

function parsePieces(text: string, marks: string[], context: InlineContext, markDefs: MarkDef[]): Piece[] {
  const pieces: Piece[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) pieces.push({ kind: 'text', text: buffer, marks });
    buffer = '';
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    const rest = text.slice(index);
    if (char === '\\' && index + 1 < text.length) {
      buffer += text[index + 1];
      index += 2;
      continue;
    }
    if (rest.startsWith('**')) {
      const close = findClosing(text, index + 2, '**');
      if (close < 0) throw new Error(`Unclosed ** in: ${text}`);
      flush();
      pieces.push(...parsePieces(text.slice(index + 2, close), [...marks, 'strong'], context, markDefs));
      index = close + 2;
      continue;
    }
    if (char === '*') {
      const close = findClosing(text, index + 1, '*');
      if (close < 0) throw new Error(`Unclosed * in: ${text}`);
      flush();
      pieces.push(...parsePieces(text.slice(index + 1, close), [...marks, 'em'], context, markDefs));
      index = close + 1;
      continue;
    }
    const product = /^\{\{product:([a-z0-9-]+)\}\}/.exec(rest);
    if (product?.[1]) {
      flush();
      pieces.push({ kind: 'product', productId: product[1] });
      index += product[0].length;
      continue;
    }
    if (char === '[') {
      const close = findClosing(text, index + 1, ']');
      const href = close < 0 ? null : /^\(([^()\s]+)\)/.exec(text.slice(close + 1));
      if (close < 0 || !href?.[1]) throw new Error(`Malformed link in: ${text}`);
      flush();
      const key = context.nextKey();
      markDefs.push(context.markDefFor(href[1], key));
      pieces.push(...parsePieces(text.slice(index + 1, close), [...marks, key], context, markDefs));
      index = close + 1 + href[0].length;
      continue;
    }
    buffer += char;
    index += 1;
  }
  flush();
  return pieces;
}

const sameMarks = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((mark, index) => mark === b[index]);

/** Parses one line of inline markup into Portable Text children (adjacent equal spans merged). */
export function parseInline(text: string, context: InlineContext): InlineResult {
  const markDefs: MarkDef[] = [];
  const pieces = parsePieces(text, [], context, markDefs);
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (piece.kind === 'text' && last?.kind === 'text' && sameMarks(last.marks, piece.marks)) {
      last.text += piece.text;
    } else {
      merged.push(piece.kind === 'text' ? { ...piece, marks: [...piece.marks] } : piece);
    }
  }
  const children = merged.map((piece): Span | ProductMention =>
    piece.kind === 'text'
      ? { _type: 'span', _key: context.nextKey(), text: piece.text, marks: piece.marks }
      : {
          _type: 'productMention',
          _key: context.nextKey(),
          productId: piece.productId,
          name: context.productName(piece.productId),
        },
  );
  if (children.length === 0) throw new Error('Empty text block');
  // Portable Text editors expect a span around inline objects; keep the shape they produce.
  if (children[0]?._type !== 'span') children.unshift({ _type: 'span', _key: context.nextKey(), text: '', marks: [] });
  if (children.at(-1)?._type !== 'span') children.push({ _type: 'span', _key: context.nextKey(), text: '', marks: [] });
  return { children, markDefs };
}
