import { describe, expect, it } from 'vitest';
import type { SanityDocument } from '../contract';
import { applyPerspective } from './perspective';
import { contentSourceMap, jsonPath, wantsSourceMap } from './source-map';

const system = { _rev: 'r', _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z' };
const post = (id: string, fields: Record<string, unknown>): SanityDocument => ({
  _id: id,
  _type: 'blogPost',
  ...system,
  ...fields,
});

const stored = [
  post('p1', {
    title: 'Growing indoors',
    seo: { title: 'Growing indoors' },
    language: 'en',
    body: [{ _key: 'b1', _type: 'block', style: 'h2', children: [{ _key: 's1', _type: 'span', text: 'Light' }] }],
  }),
  post('drafts.p1', { title: 'Growing indoors, revised', language: 'en' }),
  post('p2', {
    title: 'Anbau drinnen',
    language: 'de',
    body: [{ _type: 'block', children: [{ _key: 's', text: 'Light' }] }],
  }),
  post('p3', { title: 'Shared words', language: 'fr' }),
  post('p4', { title: 'Shared words', language: 'es' }),
];

/** The map's answer for one result path, as @sanity/client resolves it: document id and source path. */
function sourceOf(map: ReturnType<typeof contentSourceMap>, resultPath: string) {
  const mapping = map.mappings[resultPath];
  if (!mapping) return undefined;
  return { id: map.documents[mapping.source.document]?._id, path: map.paths[mapping.source.path] };
}

describe('content source maps', () => {
  it('writes JSONPath as Sanity does, with array items by _key', () => {
    expect(jsonPath(['body', { _key: "a'b" }, 'children', 0, 'text'])).toBe(
      "$['body'][?(@._key=='a\\'b')]['children'][0]['text']",
    );
  });

  it('maps each string to the field it came from, looking in the enclosing _id document first', () => {
    const published = applyPerspective(stored, { kind: 'published' });
    const result = [
      { _id: 'p1', heading: 'Growing indoors', body: stored[0]?.body },
      { _id: 'p2', text: 'Light' },
    ];
    const map = contentSourceMap(result, published);
    // No field named `heading`: the first path in the document (title before seo.title).
    expect(sourceOf(map, "$[0]['heading']")).toEqual({ id: 'p1', path: "$['title']" });
    expect(sourceOf(map, "$[0]['body'][0]['children'][0]['text']")).toEqual({
      id: 'p1',
      path: "$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']",
    });
    // `Light` is in p1 and p2; the enclosing _id decides.
    expect(sourceOf(map, "$[1]['text']")).toEqual({
      id: 'p2',
      path: "$['body'][0]['children'][?(@._key=='s')]['text']",
    });
    // Nothing for system fields or for values no document has.
    expect(contentSourceMap({ _id: 'p1', label: 'computed' }, published).mappings).toEqual({});
  });

  it('prefers the path that ends in the result key', () => {
    const published = applyPerspective(stored, { kind: 'published' });
    const map = contentSourceMap({ seo: { title: 'Growing indoors' } }, published);
    expect(sourceOf(map, "$['seo']['title']")).toEqual({ id: 'p1', path: "$['title']" });
    const scoped = contentSourceMap({ _id: 'p1', title: 'Growing indoors' }, published);
    expect(sourceOf(scoped, "$['title']")).toEqual({ id: 'p1', path: "$['title']" });
  });

  it('leaves a string unmapped when several documents hold it and none is named', () => {
    const published = applyPerspective(stored, { kind: 'published' });
    expect(contentSourceMap(['Shared words'], published).mappings).toEqual({});
    expect(sourceOf(contentSourceMap([{ _id: 'p4', t: 'Shared words' }], published), "$[0]['t']")?.id).toBe('p4');
  });

  it('names the draft under the drafts perspective', () => {
    const drafts = applyPerspective(stored, { kind: 'stack', layers: ['drafts'] });
    const map = contentSourceMap({ _id: 'p1', title: 'Growing indoors, revised' }, drafts);
    expect(sourceOf(map, "$['title']")).toEqual({ id: 'drafts.p1', path: "$['title']" });
    expect(map.documents).toEqual([{ _id: 'drafts.p1', _type: 'blogPost' }]);
  });

  it('is asked for with resultSourceMap=true or withKeyArraySelector', () => {
    expect(wantsSourceMap('withKeyArraySelector')).toBe(true);
    expect(wantsSourceMap('true')).toBe(true);
    expect(wantsSourceMap('false')).toBe(false);
    expect(wantsSourceMap(null)).toBe(false);
  });
});
