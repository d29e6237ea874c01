import { describe, expect, it } from 'vitest';
import {
  getDraftId,
  getPublishedId,
  getVersionId,
  isDraftId,
  isDraftOrVersionOf,
  isValidId,
  isVersionId,
  versionOf,
} from './document-ids';

describe('document ids', () => {
  it('maps between published, draft and version ids', () => {
    expect(getDraftId('p1')).toBe('drafts.p1');
    expect(getDraftId('versions.r1.p1')).toBe('drafts.p1');
    expect(getPublishedId('drafts.p1')).toBe('p1');
    expect(getPublishedId('versions.r1.p1')).toBe('p1');
    expect(getPublishedId('p1')).toBe('p1');
    expect(getVersionId('drafts.p1', 'r1')).toBe('versions.r1.p1');
    expect(versionOf('versions.r1.p1')).toBe('r1');
    expect(versionOf('drafts.p1')).toBeUndefined();
    expect(isDraftId('drafts.p1')).toBe(true);
    expect(isVersionId('versions.r1.p1')).toBe(true);
    expect(isDraftOrVersionOf('drafts.p1', 'p1')).toBe(true);
    expect(isDraftOrVersionOf('p1', 'p1')).toBe(false);
    expect(isDraftOrVersionOf('drafts.p2', 'p1')).toBe(false);
  });

  it('accepts the ids Sanity accepts', () => {
    expect(isValidId('image-abc123-10x10-png')).toBe(true);
    expect(isValidId('drafts.1f0c_x')).toBe(true);
    for (const bad of ['', '-lead', 'a b', 'a..b', 'trailing.', 'x'.repeat(129), 'ü'])
      expect(isValidId(bad)).toBe(false);
  });
});
