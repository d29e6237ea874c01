import { describe, expect, it } from 'vitest';
import { toPortableText, type PortableTextContext } from './portable-text';
import type { TextBlock } from './sanity-types';

const context: PortableTextContext = {
  documentId: 'page.terms.en',
  path: 'body',
  language: 'en',
  productName: (id) => {
    if (id !== 'prod-000123') throw new Error(`unknown product ${id}`);
    return 'Lemon Haze Auto';
  },
  image: (key, alt, caption) => {
    if (key !== 'gallery-seedlings') throw new Error(`unknown image ${key}`);
    return {
      _type: 'image',
      _sanityAsset: 'image@file://./images/abc-800x800.webp',
      alt,
      ...(caption ? { caption } : {}),
    };
  },
  hasDocument: (id) => id === 'blogPost.first-grow.en',
};

function only(source: string[]): TextBlock {
  const [block] = toPortableText(source, context);
  if (block?._type !== 'block') throw new Error('expected a text block');
  return block;
}

describe('toPortableText', () => {
  it('converts block styles and lists', () => {
    const blocks = toPortableText(
      ['## Title', '### Sub', '#### Small', '> Quote', '- one', '  - nested', '12. first'],
      context,
    );
    expect(blocks.map((block) => (block._type === 'block' ? [block.style, block.listItem, block.level] : []))).toEqual([
      ['h2', undefined, undefined],
      ['h3', undefined, undefined],
      ['h4', undefined, undefined],
      ['blockquote', undefined, undefined],
      ['normal', 'bullet', 1],
      ['normal', 'bullet', 2],
      ['normal', 'number', 1],
    ]);
  });

  it('applies decorators, nested marks and merges equal spans', () => {
    const block = only(['Plain **bold *both* bold** and *em* \\*literal\\*']);
    expect(block.children.map((child) => (child._type === 'span' ? [child.text, child.marks] : []))).toEqual([
      ['Plain ', []],
      ['bold ', ['strong']],
      ['both', ['strong', 'em']],
      [' bold', ['strong']],
      [' and ', []],
      ['em', ['em']],
      [' *literal*', []],
    ]);
  });

  it('turns links into annotations with safe hrefs only', () => {
    const block = only([
      'See [our **shipping** page](/shipping), [ODR](https://ec.europa.eu/consumers/odr) and [post](ref:blogPost.first-grow).',
    ]);
    expect(block.markDefs).toEqual([
      { _type: 'link', _key: expect.any(String), href: '/shipping', openInNewTab: false },
      { _type: 'link', _key: expect.any(String), href: 'https://ec.europa.eu/consumers/odr', openInNewTab: true },
      {
        _type: 'internalLink',
        _key: expect.any(String),
        reference: { _type: 'reference', _ref: 'blogPost.first-grow.en' },
      },
    ]);
    const [shipping] = block.markDefs;
    expect(block.children.find((child) => child._type === 'span' && child.text === 'shipping')).toMatchObject({
      marks: [shipping?._key, 'strong'],
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'http://example.com', '//evil.example', 'ftp://x'])(
    'rejects the href %s',
    (href) => {
      expect(() => toPortableText([`[x](${href})`], context)).toThrow(/href not allowed|Malformed/);
    },
  );

  it('rejects unknown internal links, products and images', () => {
    expect(() => toPortableText(['[x](ref:topic.none)'], context)).toThrow(/unknown internal link/);
    expect(() => toPortableText(['{{product:prod-000999}}'], context)).toThrow(/unknown product/);
    expect(() => toPortableText(['![Alt](nope)'], context)).toThrow(/unknown image/);
    expect(() => toPortableText(['![](gallery-seedlings)'], context)).toThrow(/alt/);
    expect(() => toPortableText(['**open'], context)).toThrow(/Unclosed/);
  });

  it('inserts product mentions with the shop name, wrapped in spans', () => {
    const block = only(['{{product:prod-000123}} is fast']);
    expect(block.children.map((child) => child._type)).toEqual(['span', 'productMention', 'span']);
    expect(block.children[1]).toMatchObject({ productId: 'prod-000123', name: 'Lemon Haze Auto' });
  });

  it('makes image members with alt and caption', () => {
    const [image] = toPortableText(['![Seedlings in pots](gallery-seedlings "Week two")'], context);
    expect(image).toMatchObject({ _type: 'image', alt: 'Seedlings in pots', caption: 'Week two' });
  });

  it('gives deterministic, unique keys', () => {
    const source = ['Para [a](/a) and [b](/b)', '- item', 'Para'];
    const first = toPortableText(source, context);
    expect(toPortableText(source, context)).toEqual(first);
    const keys = first.flatMap((block) =>
      block._type === 'block'
        ? [block._key, ...block.children.map((c) => c._key), ...block.markDefs.map((m) => m._key)]
        : [block._key],
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(toPortableText(source, { ...context, documentId: 'page.terms.de' })[0]?._key).not.toBe(first[0]?._key);
  });
});
