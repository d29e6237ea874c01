import { describe, expect, it } from 'vitest';
import { indexDataset } from './local-dataset';
import { evaluateGroq, parsedQuery } from './local-groq';

const dataset = indexDataset([
  { _id: 'blogPost.a.en', _type: 'blogPost', language: 'en', title: 'A', n: 3, author: { _ref: 'person.x' } },
  { _id: 'blogPost.b.en', _type: 'blogPost', language: 'en', title: 'B', n: 1, author: { _ref: 'person.x' } },
  { _id: 'blogPost.c.de', _type: 'blogPost', language: 'de', title: 'C', n: 2 },
  { _id: 'drafts.blogPost.a.en', _type: 'blogPost', language: 'en', title: 'A (draft)', n: 9 },
  { _id: 'person.x', _type: 'person', name: 'Mia' },
  { _id: 'person.x', _type: 'person', name: 'Mia Grün' },
]);

async function run(query: string, params: Record<string, string | number> = {}): Promise<unknown> {
  return (await evaluateGroq(dataset, query, params)).get();
}

describe('local GROQ over the in-memory dataset', () => {
  it('indexes the published documents by id and type; a later document replaces an earlier one', () => {
    expect(dataset.documents).toHaveLength(4);
    expect(dataset.byType.get('blogPost')?.map((doc) => doc._id)).toEqual([
      'blogPost.a.en',
      'blogPost.b.en',
      'blogPost.c.de',
    ]);
    expect(dataset.byId.get('person.x')?.name).toBe('Mia Grün');
  });

  it('answers like the published perspective: no drafts', async () => {
    await expect(
      run('*[_type == "blogPost" && language == $language] | order(n asc).title', { language: 'en' }),
    ).resolves.toEqual(['B', 'A']);
  });

  it('follows references through the id index', async () => {
    await expect(run('*[_id == $id][0]{title, "author": author->name}', { id: 'blogPost.a.en' })).resolves.toEqual({
      title: 'A',
      author: 'Mia Grün',
    });
  });

  it('runs queries whose slices need parameters, per parameter set', async () => {
    const query = '*[_type == "blogPost"] | order(n asc)[$start...$end].title';
    await expect(run(query, { start: 0, end: 2 })).resolves.toEqual(['B', 'C']);
    await expect(run(query, { start: 1, end: 3 })).resolves.toEqual(['C', 'A']);
  });

  it('parses a query once and keeps the tree', () => {
    const query = '*[_type == $type]._id';
    expect(parsedQuery(query, { type: 'a' })).toBe(parsedQuery(query, { type: 'b' }));
  });

  it('reports GROQ syntax errors', async () => {
    await expect(run('*[_type == ')).rejects.toThrow();
  });
});
