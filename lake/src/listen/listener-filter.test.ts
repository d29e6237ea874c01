import { describe, expect, it } from 'vitest';
import type { SanityDocument } from '../contract';
import { parseListenOptions } from './listen-options';
import { compileFilter } from './listener-filter';

const doc = (fields: Partial<SanityDocument> & { _id: string }): SanityDocument => ({
  _type: 'post',
  _rev: 'r1',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
  ...fields,
});

function filter(query: string, params: Record<string, unknown> = {}) {
  const compiled = compileFilter(query, params, 'p-local-editor');
  if (!compiled.ok) throw new Error(compiled.error.description);
  return compiled.filter;
}

describe('compileFilter', () => {
  it('matches a document when the query over [doc] returns it (the Studio’s filters)', () => {
    const drafts = filter('*[_type == "post" && _id in path("drafts.**")]');
    expect(drafts.matches(doc({ _id: 'drafts.a' }))).toBe(true);
    expect(drafts.matches(doc({ _id: 'a' }))).toBe(false);
    expect(drafts.matches(doc({ _id: 'drafts.a', _type: 'page' }))).toBe(false);

    const pair = filter('*[_id in $ids]', { ids: ['a', 'drafts.a'] });
    expect(pair.matches(doc({ _id: 'a' }))).toBe(true);
    expect(pair.matches(doc({ _id: 'b' }))).toBe(false);

    const refs = filter('*[references($id)]', { id: 'author-1' });
    expect(refs.matches(doc({ _id: 'a', author: { _type: 'reference', _ref: 'author-1' } }))).toBe(true);
    expect(refs.matches(doc({ _id: 'a', author: { _type: 'reference', _ref: 'author-2' } }))).toBe(false);
  });

  it('never matches a missing document (a create has no before, a delete no after)', () => {
    expect(filter('*').matches(null)).toBe(false);
  });

  it('reports syntax errors with their position, as a queryParseError', () => {
    const compiled = compileFilter('*[_type == ', {}, '');
    expect(compiled).toMatchObject({
      ok: false,
      error: { type: 'queryParseError', query: '*[_type == ', start: expect.any(Number) },
    });
  });
});

describe('parseListenOptions', () => {
  it('reads @sanity/client’s query string, with Sanity’s defaults', () => {
    const options = parseListenOptions(
      new URLSearchParams(
        'query=*[_id in $ids]&$ids=["a"]&includeResult=false&effectFormat=mendoza&includePreviousRevision&tag=x',
      ),
    );
    expect(options).toEqual({
      query: '*[_id in $ids]',
      params: { ids: ['a'] },
      includeResult: false,
      includePreviousRevision: true,
      includeMutations: true,
      includeAllVersions: false,
      effectFormat: 'mendoza',
      visibility: 'query',
    });
  });

  it('refuses a missing query, bad JSON parameters and unknown option values (400)', () => {
    for (const query of [
      '',
      'query=*&$x={',
      'query=*&effectFormat=json',
      'query=*&visibility=later',
      'query=*&includeResult=maybe',
    ]) {
      expect(() => parseListenOptions(new URLSearchParams(query)), query).toThrow(
        expect.objectContaining({ status: 400 }),
      );
    }
  });
});
