import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from './blog-post-json-ld';

describe('blogPostingJsonLd', () => {
  it('describes the post with absolute URLs, its language and author', () => {
    const data = blogPostingJsonLd({
      locale: 'de',
      title: 'Cannabissamen keimen',
      description: 'So gelingt die Keimung.',
      path: '/de/blog/cannabissamen-keimen',
      imageUrl: '/api/content/images/local/demo/abc-1600x900.webp?w=1200',
      publishedAt: '2026-03-14T09:00:00Z',
      updatedAt: null,
      author: { name: 'Mara Lind', role: 'Anbauexpertin' },
      category: 'Anbau',
      tags: ['Keimung', 'Einsteiger'],
      wordCount: 480,
      siteName: 'seedshop',
      origin: 'https://shop.example',
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Cannabissamen keimen',
      url: 'https://shop.example/de/blog/cannabissamen-keimen',
      inLanguage: 'de-DE',
      image: ['https://shop.example/api/content/images/local/demo/abc-1600x900.webp?w=1200'],
      datePublished: '2026-03-14T09:00:00Z',
      dateModified: '2026-03-14T09:00:00Z',
      author: { '@type': 'Person', name: 'Mara Lind', jobTitle: 'Anbauexpertin' },
      keywords: 'Keimung, Einsteiger',
    });
  });
});
