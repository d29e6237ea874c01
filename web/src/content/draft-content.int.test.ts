import { stegaClean } from '@sanity/client/stega';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPostQuery } from './queries/pages-blog';
import { requireLake, sampleSlug } from './testing/lake';

/** Draft mode over the real lake: drafts through the perspective, text with stega; never outside it. */
const state = vi.hoisted(() => ({ draft: false }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: state.draft }) }));

const { fetchContent } = await import('./content-source.server');
requireLake();

/** Stega's invisible characters (zero-width space, joiners, BOM). */
const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff]/;

beforeEach(() => {
  state.draft = false;
});

describe('draft mode content', () => {
  it('encodes readable text for the Studio in draft mode and nothing on the published path', async () => {
    const slug = await sampleSlug('blogPost', 'de');
    expect(slug).not.toBeNull();
    const params = { language: 'de', slug: slug ?? '' };

    const published = await fetchContent(blogPostQuery, params, { tags: [] });
    expect(published?.title).toBeTruthy();
    expect(JSON.stringify(published)).not.toMatch(STEGA);

    state.draft = true;
    const draft = await fetchContent(blogPostQuery, params, { tags: [] });
    expect(draft?.title).not.toBe(published?.title);
    expect(draft?.title).toMatch(STEGA);
    expect(stegaClean(draft?.title)).toBe(published?.title);
    // Values the page compares or links with stay as they are.
    expect(draft?.slug).toBe(slug);
    expect(draft?._id).toBe(published?._id);
    expect(draft?.category).toBe(published?.category);
    expect(draft?.mainImage?.alt ?? '').not.toMatch(STEGA);
    expect(stegaClean(draft)).toEqual(published);
  });
});
