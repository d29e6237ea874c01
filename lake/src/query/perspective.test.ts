import { describe, expect, it } from 'vitest';
import type { SanityDocument } from '../contract';
import { applyPerspective, defaultPerspective, parsePerspective } from './perspective';

const meta = { _rev: 'r', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z' };
const doc = (id: string, title: string): SanityDocument => ({ _id: id, _type: 'topicPage', title, ...meta });

// One published-only document, one with a draft, one draft-only, one release version.
const stored = [
  doc('a', 'A published'),
  doc('b', 'B published'),
  doc('drafts.b', 'B draft'),
  doc('drafts.c', 'C draft'),
  doc('versions.summer.a', 'A in summer release'),
];

const view = (perspective: string | null, apiVersion = '2025-02-19') =>
  applyPerspective(stored, parsePerspective(perspective, apiVersion)).map(({ _id, title, _originalId }) => ({
    _id,
    title,
    _originalId,
  }));

describe('perspectives (Sanity semantics)', () => {
  it('raw shows every stored document as stored', () => {
    expect(view('raw').map((d) => d._id)).toEqual(['a', 'b', 'drafts.b', 'drafts.c', 'versions.summer.a']);
    expect(view('raw').every((d) => d._originalId === undefined)).toBe(true);
  });

  it('published hides drafts and release versions', () => {
    expect(view('published')).toEqual([
      { _id: 'a', title: 'A published', _originalId: undefined },
      { _id: 'b', title: 'B published', _originalId: undefined },
    ]);
  });

  it('drafts overlays drafts on published under the published id, with _originalId', () => {
    expect(view('drafts')).toEqual([
      { _id: 'a', title: 'A published', _originalId: 'a' },
      { _id: 'b', title: 'B draft', _originalId: 'drafts.b' },
      { _id: 'c', title: 'C draft', _originalId: 'drafts.c' },
    ]);
    expect(view('previewDrafts')).toEqual(view('drafts'));
  });

  it('a release stack puts the release above drafts and published', () => {
    expect(view('summer,drafts').find((d) => d._id === 'a')).toEqual({
      _id: 'a',
      title: 'A in summer release',
      _originalId: 'versions.summer.a',
    });
  });

  it('defaults to published from API 2025-02-19 and to raw before (Sanity changed the default then)', () => {
    expect(defaultPerspective('2025-02-19')).toEqual({ kind: 'published' });
    expect(defaultPerspective('X')).toEqual({ kind: 'published' });
    expect(defaultPerspective('2021-06-07')).toEqual({ kind: 'raw' });
    expect(defaultPerspective('1')).toEqual({ kind: 'raw' });
    expect(view(null, '2021-06-07')).toHaveLength(5);
    expect(view(null, '2025-02-19')).toHaveLength(2);
  });

  it('refuses malformed perspectives with 400', () => {
    expect(() => parsePerspective('raw,drafts', '2025-02-19')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => parsePerspective('drafts;drop', '2025-02-19')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
