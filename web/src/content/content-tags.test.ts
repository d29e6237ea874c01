import { describe, expect, it } from 'vitest';
import { contentDocTag, contentTypeTag, documentTags, typeTags, withContentTag } from './content-tags';

describe('content cache tags', () => {
  it('names types and documents', () => {
    expect(contentTypeTag('blogPost')).toBe('content:type:blogPost');
    expect(contentDocTag('blogPost.first-grow.de')).toBe('content:doc:blogPost.first-grow.de');
    expect(typeTags('home', 'blogPost')).toEqual(['content', 'content:type:home', 'content:type:blogPost']);
    expect(documentTags({ _id: 'page.imprint.fr', _type: 'page' })).toEqual([
      'content:type:page',
      'content:doc:page.imprint.fr',
    ]);
  });

  it('gives drafts and release versions the published document’s tag', () => {
    expect(contentDocTag('drafts.home.main.en')).toBe('content:doc:home.main.en');
    expect(contentDocTag('versions.rABC.home.main.en')).toBe('content:doc:home.main.en');
    expect(contentDocTag('drafts.topic.outdoor.es')).toBe('content:doc:topic.outdoor.es');
  });

  it('always adds the content tag once', () => {
    expect(withContentTag(['content:type:video'])).toEqual(['content', 'content:type:video']);
    expect(withContentTag(['content', 'content:type:video', 'content:type:video'])).toEqual([
      'content',
      'content:type:video',
    ]);
  });
});
