import { isLocale } from '@seedshop/locales';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lakeQuery, requireLake } from '@/content/testing/lake';
import { blockComponents } from '../blocks/block-components';
import type { Block, RichTextValue } from '../blocks/block-types';
import { blocksQuery } from './blocks';
import { mentionedProductIds } from '../blocks/rich-text';
import { safeHref } from '../blocks/safe-href';
import { videoSource } from '../blocks/video-source';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

const { fetchContent } = await import('@/content/content-source.server');

const pageBuilderTypes = ['home', 'page', 'topic', 'promotion', 'topList'];

function richTextsOf(block: Block): RichTextValue[] {
  if (block._type === 'textSection') return block.body === null ? [] : [block.body];
  if (block._type === 'faq') return (block.items ?? []).flatMap((item) => (item.answer === null ? [] : [item.answer]));
  return [];
}

/** The page-builder documents of the lake: id and language. */
async function pageBuilderDocuments(): Promise<{ _id: string; language: unknown }[]> {
  const rows = await lakeQuery('*[_type in $types && defined(blocks)] | order(_id asc){_id, language}', {
    types: pageBuilderTypes,
  });
  return z.array(z.object({ _id: z.string(), language: z.unknown() })).parse(rows);
}

/** The blocks projection over the demo dataset in the lake, read the way pages read it. */
describe('blocks query on the demo dataset', async () => {
  requireLake();
  const results = await Promise.all(
    (await pageBuilderDocuments()).map(async ({ _id: id, language }) => {
      if (!isLocale(language)) throw new Error(`${id} has no language`);
      const result = await fetchContent(blocksQuery, { id, language }, { tags: [] });
      return { id, language, blocks: result?.blocks ?? [] };
    }),
  );

  it('finds page-builder documents in all four languages', () => {
    expect(new Set(results.map((result) => result.language))).toEqual(new Set(['en', 'de', 'fr', 'es']));
  });

  it('gives every block a type the component map renders', () => {
    for (const { id, blocks } of results) {
      expect(blocks.length, id).toBeGreaterThan(0);
      for (const block of blocks)
        expect(Object.hasOwn(blockComponents, block._type), `${id} ${block._type}`).toBe(true);
    }
  });

  it('resolves references in the page’s language: posts, videos, promotions, internal links', () => {
    for (const { id, language, blocks } of results) {
      for (const block of blocks) {
        if (block._type === 'blogTeasers') {
          const posts = block.posts ?? [];
          expect(posts.length, id).toBeGreaterThan(0);
          for (const post of posts) expect(post.language, id).toBe(language);
          if (block.mode === 'latest') {
            const dates = posts.map((post) => post.publishedAt ?? '');
            expect(dates, id).toEqual([...dates].sort().reverse());
            if (block.category) for (const post of posts) expect(post.category, id).toBe(block.category);
          }
          for (const post of posts) expect(post.wordCount, id).toBeGreaterThan(20);
        }
        if (block._type === 'videoEmbed') {
          expect(block.video?.language, id).toBe(language);
          expect(block.video === null ? null : videoSource(block.video)?.kind, id).toBe('embed');
        }
        if (block._type === 'promoBanner' && block.promotion !== null)
          expect(block.promotion.language, id).toBe(language);
        for (const text of richTextsOf(block)) {
          for (const part of text) {
            if (part._type !== 'block') continue;
            for (const mark of part.markDefs ?? []) {
              if (mark._type === 'internalLink') expect(mark.reference?.language, `${id} internal link`).toBe(language);
            }
          }
        }
      }
    }
  });

  it('has only links and buttons the storefront accepts, and well-formed product ids', () => {
    for (const { id, language, blocks } of results) {
      const hrefs: (string | null)[] = [];
      for (const block of blocks) {
        if (block._type === 'hero') hrefs.push(...(block.ctas ?? []).map((cta) => cta.href));
        if (block._type === 'callToAction') hrefs.push(block.primary.href, block.secondary?.href ?? null);
        if (
          (block._type === 'promoBanner' || block._type === 'productGrid' || block._type === 'productCarousel') &&
          block.cta
        ) {
          hrefs.push(block.cta.href);
        }
        for (const text of richTextsOf(block)) {
          for (const part of text) {
            if (part._type !== 'block') continue;
            for (const mark of part.markDefs ?? []) if (mark._type === 'link') hrefs.push(mark.href ?? null);
          }
          for (const productId of mentionedProductIds(text)) expect(productId, id).toMatch(/^prod-\d{6}$/);
        }
        if ((block._type === 'productGrid' || block._type === 'productCarousel') && block.source === 'manual') {
          for (const product of block.products ?? []) expect(product.productId, id).toMatch(/^prod-\d{6}$/);
        }
      }
      for (const href of hrefs.filter((value) => value !== null)) {
        expect(safeHref(href, language), `${id}: ${href}`).not.toBeNull();
      }
    }
  });
});
