import { describe, expect, it } from 'vitest';
import { LakeError } from '../contract';
import { runQuery } from './run-query';

const documents = [
  { _id: 'p1', _type: 'topicPage', title: 'Hello', language: 'de', hero: { image: { asset: { _ref: 'img-1' } } } },
  { _id: 'p2', _type: 'topicPage', title: 'Bonjour', language: 'fr' },
  { _id: 'img-1', _type: 'sanity.imageAsset' },
];
const base = { documents, identity: 'p-local-editor', projectId: 'local', dataset: 'production' };

async function failure(query: string, params: Record<string, unknown> = {}): Promise<LakeError> {
  try {
    await runQuery({ ...base, query, params });
  } catch (error) {
    if (error instanceof LakeError) return error;
    throw error;
  }
  throw new Error(`expected ${query} to fail`);
}

describe('runQuery', () => {
  it('evaluates GROQ with parameters, projections, ordering and the Studio functions', async () => {
    await expect(
      runQuery({
        ...base,
        query: '*[_type == $type && language == $lang]{title}',
        params: { type: 'topicPage', lang: 'fr' },
      }),
    ).resolves.toEqual([{ title: 'Bonjour' }]);
    await expect(runQuery({ ...base, query: '*[references("img-1")]._id', params: {} })).resolves.toEqual(['p1']);
    await expect(
      runQuery({ ...base, query: '*[_type == "topicPage"] | order(title asc)[0].title', params: {} }),
    ).resolves.toBe('Bonjour');
    await expect(runQuery({ ...base, query: 'count(*[_type == "topicPage"])', params: {} })).resolves.toBe(2);
    await expect(runQuery({ ...base, query: 'identity()', params: {} })).resolves.toBe('p-local-editor');
  });

  it('answers a syntax error with 400 queryParseError and its position, as Sanity does', async () => {
    const error = await failure('*[_type == "topicPage"]{');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      error: {
        description: 'Unexpected end of query',
        type: 'queryParseError',
        query: '*[_type == "topicPage"]{',
        start: 23,
        end: 24,
      },
    });
  });

  it('refuses a parameter the query uses but the request does not provide', async () => {
    const error = await failure('*[_type == $type]');
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({
      error: { type: 'queryParseError', description: 'param $type referenced, but not provided' },
    });
  });

  it('answers an unknown function with 400, not 500', async () => {
    const error = await failure('nosuchfunction(1)');
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ error: { type: 'queryParseError' } });
  });
});
