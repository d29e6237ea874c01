import { describe, expect, it } from 'vitest';
import { documentLocations, locateContent, mainDocuments } from './locations';

describe('where the Presentation tool finds a document', () => {
  it('opens a blog post in its own language, with the blog list that shows it', () => {
    expect(locateContent('blogPost', { title: 'Erster Grow', slug: 'erster-grow', language: 'de' }, ['blog'])).toEqual({
      locations: [
        { title: 'Erster Grow (Deutsch)', href: '/de/blog/erster-grow' },
        { title: 'Blog (Deutsch)', href: '/de/blog' },
      ],
    });
    expect(locateContent('blogPost', { title: 'First grow', slug: 'first-grow', language: 'en' })).toEqual({
      locations: [{ title: 'First grow (English)', href: '/blog/first-grow' }],
    });
  });

  it('knows topics, promotions, top lists, info pages and the home page', () => {
    const href = (type: string, doc: Record<string, unknown>) => locateContent(type, doc)?.locations?.[0]?.href;
    expect(href('topic', { slug: 'outdoor', language: 'fr' })).toBe('/fr/topic/outdoor');
    expect(href('promotion', { slug: 'fruehling', language: 'de' })).toBe('/de/promotions/fruehling');
    expect(href('topList', { slug: 'indoor', language: 'es' })).toBe('/es/top-10-indoor');
    expect(href('page', { kind: 'imprint', language: 'fr' })).toBe('/fr/imprint');
    expect(href('home', { language: 'de' })).toBe('/de');
    expect(Object.keys(documentLocations).sort()).toEqual([
      'blogPost',
      'home',
      'page',
      'promotion',
      'topList',
      'topic',
    ]);
  });

  it('says so when a document has no page yet', () => {
    expect(locateContent('blogPost', { title: 'Draft', slug: null, language: 'de' })).toMatchObject({
      tone: 'caution',
    });
    expect(locateContent('topic', { slug: 'x', language: 'it' })).toMatchObject({ tone: 'caution' });
    expect(locateContent('topic', null)).toBeNull();
  });

  it('finds the document a storefront path shows, per language', () => {
    const routes = mainDocuments.map((resolver) => resolver.route);
    expect(routes).toContain('/blog/:slug');
    expect(routes).toContain('/de/blog/:slug');
    expect(routes).toContain('/es/top-10-:slug');
    expect(routes).toContain('/fr/contact-us');
    expect(mainDocuments.find((resolver) => resolver.route === '/de/blog/:slug')).toMatchObject({
      filter: '_type == "blogPost" && language == "de" && slug.current == $slug',
    });
  });
});
