import { DocumentId } from '@sanity/id-utils';
import { describe, expect, it } from 'vitest';
import { isValidId } from './document-ids';

describe('document ids', () => {
  it('accepts the ids Sanity accepts', () => {
    for (const good of [
      'image-abc123-10x10-png',
      'drafts.1f0c_x',
      'versions.r1.p1',
      '_.groups.public',
      'x'.repeat(128),
    ])
      expect(isValidId(good), good).toBe(true);
    for (const bad of ['', '-lead', 'a b', 'a..b', 'trailing.', 'x'.repeat(129), 'ü', 'drafts.', 'versions.r1'])
      expect(isValidId(bad), bad).toBe(false);
    for (const bad of ['versions.drafts.p1', 'versions.versions.p1']) expect(isValidId(bad), bad).toBe(false);
  });

  it('accepts only ids @sanity/id-utils takes as document ids', () => {
    const candidates = ['p1', 'drafts.p1', 'drafts.versions.p1', 'versions.r1.p1', 'versions.r1.drafts.p1', 'a.b.c'];
    for (const id of candidates) {
      expect(isValidId(id), id).toBe(true);
      expect(() => DocumentId(id), id).not.toThrow();
    }
  });
});
