import { describe, expect, it } from 'vitest';
import { cachedPageOfDocument } from './cached-page-of-document';

describe('cachedPageOfDocument', () => {
  it('names the cached twin of a document page in its language', () => {
    expect(cachedPageOfDocument({ _type: 'topic', language: 'de', slug: 'gartenthema' })).toBe(
      '/de/cached/-/topic/gartenthema',
    );
    expect(cachedPageOfDocument({ _type: 'blogPost', language: 'en', slug: { current: 'first-grow' } })).toBe(
      '/en/cached/-/blog/first-grow',
    );
    expect(cachedPageOfDocument({ _type: 'video', language: 'fr', slug: 'sechage' })).toBe('/fr/cached/-/videos');
  });

  it('names none for documents without a page of their own or without a language', () => {
    expect(cachedPageOfDocument({ _type: 'siteSettings', language: 'de' })).toBeNull();
    expect(cachedPageOfDocument({ _type: 'topic', language: null, slug: 'x' })).toBeNull();
    expect(cachedPageOfDocument({ _type: 'topic', language: 'xx', slug: 'x' })).toBeNull();
    expect(cachedPageOfDocument({ _type: 'topic', language: 'de' })).toBeNull();
    expect(cachedPageOfDocument({ _type: 'home', language: 'en' })).toBeNull();
  });
});
