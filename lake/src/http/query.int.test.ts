import { stegaClean } from '@sanity/client/stega';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorHeaders, h2Request, lakeClient, startTestLake, type TestLake } from '../testing/http-lake';

let test: TestLake;

beforeAll(async () => {
  test = await startTestLake();
  // One published-only document, one published with a draft, one draft-only.
  await lakeClient(test.lake, { token: test.lake.editorToken })
    .transaction()
    .create({ _id: 'a', _type: 'topicPage', title: 'A published', language: 'de' })
    .create({ _id: 'b', _type: 'topicPage', title: 'B published', language: 'fr' })
    .create({ _id: 'drafts.b', _type: 'topicPage', title: 'B draft', language: 'fr' })
    .create({ _id: 'drafts.c', _type: 'topicPage', title: 'C draft', language: 'de' })
    .commit();
});

afterAll(() => test.cleanup());

const TITLES = '*[_type == "topicPage"] | order(_id) {_id, title, _originalId}';

describe('GET/POST /data/query over @sanity/client', () => {
  it('shows the same data through the raw, published and drafts perspectives', async () => {
    const editor = lakeClient(test.lake, { token: test.lake.editorToken });
    await expect(editor.fetch(TITLES, {}, { perspective: 'raw' })).resolves.toEqual([
      { _id: 'a', title: 'A published', _originalId: null },
      { _id: 'b', title: 'B published', _originalId: null },
      { _id: 'drafts.b', title: 'B draft', _originalId: null },
      { _id: 'drafts.c', title: 'C draft', _originalId: null },
    ]);
    await expect(editor.fetch(TITLES, {}, { perspective: 'published' })).resolves.toEqual([
      { _id: 'a', title: 'A published', _originalId: null },
      { _id: 'b', title: 'B published', _originalId: null },
    ]);
    await expect(editor.fetch(TITLES, {}, { perspective: 'drafts' })).resolves.toEqual([
      { _id: 'a', title: 'A published', _originalId: 'a' },
      { _id: 'b', title: 'B draft', _originalId: 'drafts.b' },
      { _id: 'c', title: 'C draft', _originalId: 'drafts.c' },
    ]);
  });

  it('defaults to published on API 2025-02-19 and to raw on older versions', async () => {
    const current = lakeClient(test.lake, { token: test.lake.editorToken });
    const old = lakeClient(test.lake, { token: test.lake.editorToken, apiVersion: '2021-06-07' });
    await expect(current.fetch('count(*[_type == "topicPage"])')).resolves.toBe(2);
    await expect(old.fetch('count(*[_type == "topicPage"])')).resolves.toBe(4);
  });

  it('passes $params to the query', async () => {
    const client = lakeClient(test.lake);
    await expect(
      client.fetch('*[_type == $type && language == $language][].title', { type: 'topicPage', language: 'fr' }),
    ).resolves.toEqual(['B published']);
  });

  it('answers GET and POST alike, and honours returnQuery=false', async () => {
    const query = '*[_id == $id][0].title';
    const get = await h2Request(test.lake, {
      path: `/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}&%24id=%22a%22`,
    });
    const post = await h2Request(test.lake, {
      method: 'POST',
      path: '/v2025-02-19/data/query/production',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, params: { id: 'a' } }),
    });
    expect(get.status).toBe(200);
    expect(get.json()).toMatchObject({ query, result: 'A published', ms: expect.any(Number) });
    expect(post.status).toBe(200);
    expect(post.json()).toMatchObject({ query, result: 'A published' });
    const withoutQuery = await h2Request(test.lake, {
      path: `/v1/data/query/production?query=${encodeURIComponent('1')}&returnQuery=false`,
    });
    expect(withoutQuery.json()).toEqual({ result: 1, syncTags: ['s1:lake'], ms: expect.any(Number) });
  });

  it('adds a Content Source Map when asked, which @sanity/client turns into stega strings', async () => {
    const editor = lakeClient(test.lake, { token: test.lake.editorToken });
    const plain = await editor.fetch(
      '*[_id == "b"][0]{_id, title}',
      {},
      { perspective: 'drafts', filterResponse: false },
    );
    expect(plain).not.toHaveProperty('resultSourceMap');
    const mapped = await editor.fetch(
      '*[_id == "b"][0]{_id, title}',
      {},
      { perspective: 'drafts', filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    );
    expect(mapped.resultSourceMap).toEqual({
      documents: [{ _id: 'drafts.b', _type: 'topicPage' }],
      paths: ["$['title']"],
      mappings: { "$['title']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
    });

    const stega = await editor.fetch<{ _id: string; title: string }>(
      '*[_id == "b"][0]{_id, title}',
      {},
      { perspective: 'drafts', stega: { enabled: true, studioUrl: 'https://localhost:3333' } },
    );
    expect(stega.title).not.toBe('B draft');
    expect(stega.title.startsWith('B draft')).toBe(true);
    expect(stegaClean(stega.title)).toBe('B draft');
    expect(stega._id).toBe('b');
  });

  it('answers a malformed query with 400 queryParseError', async () => {
    const client = lakeClient(test.lake);
    const error = await client.fetch('*[_type == "topicPage"]{').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 400, response: { body: { error: { type: 'queryParseError' } } } });
    const raw = await h2Request(test.lake, { path: `/vX/data/query/production?query=${encodeURIComponent('*[')}` });
    expect(raw.status).toBe(400);
    expect(raw.json()).toEqual({
      error: { description: 'Unexpected end of query', type: 'queryParseError', query: '*[', start: 1, end: 2 },
    });
    const badParam = await h2Request(test.lake, { path: '/vX/data/query/production?query=%24x&%24x=notjson' });
    expect(badParam.status).toBe(400);
  });

  it('shows anonymous readers published documents only, whatever the perspective', async () => {
    const anonymous = lakeClient(test.lake);
    await expect(anonymous.fetch('*[_type == "topicPage"]._id', {}, { perspective: 'drafts' })).resolves.toEqual([
      'a',
      'b',
    ]);
    await expect(
      anonymous.fetch('*[_type == "topicPage"] | order(_id)._id', {}, { perspective: 'raw' }),
    ).resolves.toEqual(['a', 'b']);
    await expect(anonymous.fetch('*[_id == "b"][0].title', {}, { perspective: 'drafts' })).resolves.toBe('B published');
  });

  it('answers /data/doc with documents in order and omitted ids with their reason', async () => {
    const editor = await h2Request(test.lake, {
      path: '/v2025-02-19/data/doc/production/drafts.b,missing,a',
      headers: editorHeaders(test.lake),
    });
    expect(editor.json()).toMatchObject({
      documents: [{ _id: 'drafts.b', title: 'B draft' }, { _id: 'a' }],
      omitted: [{ id: 'missing', reason: 'existence' }],
    });
    const anonymous = await h2Request(test.lake, { path: '/v2025-02-19/data/doc/production/drafts.b,a' });
    expect(anonymous.json()).toMatchObject({
      documents: [{ _id: 'a' }],
      omitted: [{ id: 'drafts.b', reason: 'permission' }],
    });
    await expect(
      lakeClient(test.lake, { token: test.lake.editorToken }).getDocument('drafts.c'),
    ).resolves.toMatchObject({
      title: 'C draft',
    });
  });

  it('refuses a token that is not the editor token with 401, even for public reads', async () => {
    const response = await h2Request(test.lake, {
      path: '/v2025-02-19/data/query/production?query=1',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'Session not found', statusCode: 401 });
  });
});
