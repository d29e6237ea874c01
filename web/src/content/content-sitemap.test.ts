import { describe, expect, it } from 'vitest';
import { blogListPages, contentSitemapPages, documentPages } from './content-sitemap';
import type { SitemapContentQueryResult } from './sanity.types';

type Documents = SitemapContentQueryResult['documents'];
const updated = '2026-05-01T10:00:00Z';

function post(language: 'en' | 'de' | 'fr' | 'es', key: string, slug: string, updatedAt = updated) {
  return { _id: `blogPost.${key}.${language}`, _type: 'blogPost' as const, language, slug, _updatedAt: updatedAt };
}

function group(type: string, key: string) {
  return {
    _id: `translation.metadata.${type}.${key}`,
    ids: ['en', 'de', 'fr', 'es'].map((l) => `${type}.${key}.${l}`),
  };
}

describe('CMS pages in the sitemap', () => {
  it('lists one page per translation group with the slugs of every language', () => {
    const documents: Documents = [
      post('en', 'first', 'first-grow'),
      post('de', 'first', 'erster-grow', '2026-06-01T08:00:00Z'),
      post('fr', 'first', 'premiere-culture'),
      post('es', 'first', 'primer-cultivo'),
    ];
    expect(documentPages(documents, [group('blogPost', 'first')])).toEqual([
      {
        alternates: {
          en: '/blog/first-grow',
          de: '/de/blog/erster-grow',
          fr: '/fr/blog/premiere-culture',
          es: '/es/blog/primer-cultivo',
        },
        lastModified: new Date('2026-06-01T08:00:00Z'),
      },
    ]);
  });

  it('leaves out documents not yet in every language, and tolerates a missing _updatedAt', () => {
    const documents: Documents = [
      post('en', 'lonely', 'only-english'),
      post('de', 'unlinked', 'nur-deutsch'),
      { _id: 'topList.auto.en', _type: 'topList', language: 'en', slug: 'autoflowers', _updatedAt: '' },
      { _id: 'topList.auto.de', _type: 'topList', language: 'de', slug: 'autoflower-sorten', _updatedAt: '' },
      { _id: 'topList.auto.fr', _type: 'topList', language: 'fr', slug: 'autofloraisons', _updatedAt: '' },
      { _id: 'topList.auto.es', _type: 'topList', language: 'es', slug: 'autoflorecientes', _updatedAt: '' },
    ];
    expect(
      documentPages(documents, [group('blogPost', 'lonely'), group('topList', 'auto'), { _id: 'x', ids: null }]),
    ).toEqual([
      {
        alternates: {
          en: '/top-10-autoflowers',
          de: '/de/top-10-autoflower-sorten',
          fr: '/fr/top-10-autofloraisons',
          es: '/es/top-10-autoflorecientes',
        },
        lastModified: undefined,
      },
    ]);
  });

  it('lists blog list pages from 2 on that exist in every language', () => {
    expect(blogListPages({ en: 12, de: 12, fr: 12, es: 12 })).toEqual([
      { alternates: { en: '/blog/page-2', de: '/de/blog/page-2', fr: '/fr/blog/page-2', es: '/es/blog/page-2' } },
    ]);
    expect(blogListPages({ en: 19, de: 13, fr: 25, es: 14 })).toHaveLength(2);
    expect(blogListPages({ en: 6, de: 0, fr: 6, es: 6 })).toEqual([]);
  });

  it('puts the blog list pages first, then documents by type', () => {
    const pages = contentSitemapPages({
      documents: [
        { _id: 'topic.o.en', _type: 'topic', language: 'en', slug: 'outdoor', _updatedAt: updated },
        { _id: 'topic.o.de', _type: 'topic', language: 'de', slug: 'outdoor-de', _updatedAt: updated },
        { _id: 'topic.o.fr', _type: 'topic', language: 'fr', slug: 'exterieur', _updatedAt: updated },
        { _id: 'topic.o.es', _type: 'topic', language: 'es', slug: 'exterior', _updatedAt: updated },
        post('en', 'a', 'a'),
        post('de', 'a', 'a-de'),
        post('fr', 'a', 'a-fr'),
        post('es', 'a', 'a-es'),
      ],
      groups: [group('topic', 'o'), group('blogPost', 'a')],
      blogPosts: { en: 7, de: 7, fr: 7, es: 7 },
    });
    expect(pages.map((page) => page.alternates.en)).toEqual(['/blog/page-2', '/blog/a', '/topic/outdoor']);
  });
});
