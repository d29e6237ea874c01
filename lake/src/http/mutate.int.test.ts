import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorHeaders, h2Request, lakeClient, startTestLake, type TestLake } from '../testing/http-lake';

let test: TestLake;
beforeAll(async () => {
  test = await startTestLake();
});
afterAll(() => test.cleanup());

function mutate(query: string, body: unknown, headers: Record<string, string> = editorHeaders(test.lake)) {
  return h2Request(test.lake, {
    method: 'POST',
    path: `/v2025-02-19/data/mutate/production${query}`,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function act(body: unknown) {
  return h2Request(test.lake, {
    method: 'POST',
    path: '/v2025-02-19/data/actions/production',
    headers: { 'content-type': 'application/json', ...editorHeaders(test.lake) },
    body: JSON.stringify(body),
  });
}

describe('POST /data/mutate', () => {
  it('answers {transactionId, results: [{id, operation}]} with returnIds, one result per mutation', async () => {
    const response = await mutate('?returnIds=true&visibility=sync', {
      mutations: [
        { create: { _id: 'm1', _type: 'topicPage', title: 'One' } },
        { createIfNotExists: { _id: 'm1', _type: 'topicPage', title: 'ignored' } },
        { patch: { id: 'm1', set: { title: 'One!' } } },
      ],
      transactionId: 'tx-returnids',
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      transactionId: 'tx-returnids',
      results: [
        { id: 'm1', operation: 'create' },
        { id: 'm1', operation: 'none' },
        { id: 'm1', operation: 'update' },
      ],
    });
  });

  it('adds the resulting document to each result with returnDocuments', async () => {
    const response = await mutate('?returnDocuments=true', {
      mutations: [{ createOrReplace: { _id: 'm2', _type: 'topicPage', title: 'Two' } }],
    });
    expect(response.json()).toMatchObject({
      transactionId: expect.any(String),
      results: [
        {
          id: 'm2',
          operation: 'create',
          document: { _id: 'm2', _type: 'topicPage', title: 'Two', _rev: expect.any(String) },
        },
      ],
    });
  });

  it('returns what @sanity/client expects from create and patch().commit()', async () => {
    const client = lakeClient(test.lake, { token: test.lake.editorToken });
    const created = await client.create({ _type: 'topicPage', title: 'Generated id' });
    expect(created).toMatchObject({ _id: expect.any(String), title: 'Generated id' });
    const patched = await client.patch(created._id).set({ title: 'Patched' }).commit();
    expect(patched).toMatchObject({ _id: created._id, title: 'Patched', _rev: expect.any(String) });
    const { results } = await client.mutate([{ delete: { id: created._id } }], { returnDocuments: false });
    expect(results).toEqual([{ id: created._id, operation: 'delete' }]);
  });

  it("answers a stale ifRevisionID with 409 and Sanity's mutationError body", async () => {
    const response = await mutate('', {
      mutations: [{ patch: { id: 'm2', ifRevisionID: 'stale-rev', set: { title: 'lost' } } }],
    });
    expect(response.status).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        type: 'mutationError',
        items: [{ index: 0, error: { type: 'documentRevisionIDDoesNotMatchError', expectedRevisionID: 'stale-rev' } }],
      },
    });
    const client = lakeClient(test.lake, { token: test.lake.editorToken });
    await expect(client.getDocument('m2')).resolves.toMatchObject({ title: 'Two' });
    const viaClient = await client
      .patch('m2')
      .ifRevisionId('stale-rev')
      .set({ title: 'lost' })
      .commit()
      .catch((caught: unknown) => caught);
    expect(viaClient).toMatchObject({ statusCode: 409 });
  });

  it('applies nothing with dryRun but answers as if it had', async () => {
    const response = await mutate('?dryRun=true&returnIds=true', {
      mutations: [{ create: { _id: 'dry', _type: 'topicPage' } }],
    });
    expect(response.json()).toMatchObject({ results: [{ id: 'dry', operation: 'create' }] });
    expect(test.lake.store.get('dry')).toBeNull();
  });

  it('refuses writes without a token (401) and with a wrong one (401)', async () => {
    const mutations = [{ create: { _id: 'anon', _type: 'topicPage' } }];
    const anonymous = await mutate('', { mutations }, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'Unauthorized', statusCode: 401 });
    const wrong = await mutate('', { mutations }, { authorization: 'Bearer wrong' });
    expect(wrong.status).toBe(401);
    const viaClient = await lakeClient(test.lake)
      .create({ _type: 'topicPage' })
      .catch((caught: unknown) => caught);
    expect(viaClient).toMatchObject({ statusCode: 401 });
    expect(test.lake.store.get('anon')).toBeNull();
  });

  it('answers client mistakes with 4xx, never 5xx', async () => {
    const malformed = await h2Request(test.lake, {
      method: 'POST',
      path: '/v2025-02-19/data/mutate/production',
      headers: { 'content-type': 'application/json', ...editorHeaders(test.lake) },
      body: '{"mutations": [',
    });
    expect(malformed.status).toBe(400);
    expect((await mutate('', { mutations: [{ explode: {} }] })).status).toBe(400);
    expect((await mutate('', { nothing: true })).status).toBe(400);
    const missing = await mutate('', { mutations: [{ patch: { id: 'no-such-doc', set: { a: 1 } } }] });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    const huge = await h2Request(test.lake, {
      method: 'POST',
      path: '/v2025-02-19/data/mutate/production',
      headers: { 'content-type': 'application/json', ...editorHeaders(test.lake) },
      body: Buffer.alloc(11 * 1024 * 1024, 0x20),
    });
    expect(huge.status).toBe(413);
    const otherDataset = await mutate('', { mutations: [] }).then(() =>
      h2Request(test.lake, { path: '/v2025-02-19/data/query/staging?query=1' }),
    );
    expect(otherDataset.status).toBe(404);
  });
});

describe('POST /data/actions', () => {
  it('creates, edits and publishes a document the way the Studio does', async () => {
    const create = await act({
      actions: [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'art',
          attributes: { _id: 'drafts.art', _type: 'topicPage', title: 'Draft' },
          ifExists: 'fail',
        },
      ],
      transactionId: 'tx-create',
    });
    expect(create.status).toBe(200);
    expect(create.json()).toEqual({ transactionId: 'tx-create' });
    await act({
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.art',
          publishedId: 'art',
          patch: { set: { title: 'Edited' } },
        },
      ],
    });
    const publish = await act({
      actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.art', publishedId: 'art' }],
    });
    expect(publish.status).toBe(200);
    expect(test.lake.store.get('art')).toMatchObject({ title: 'Edited' });
    expect(test.lake.store.get('drafts.art')).toBeNull();
  });

  it('answers a stale ifPublishedRevisionId with 409 and keeps the draft', async () => {
    await act({
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.art',
          publishedId: 'art',
          patch: { set: { title: 'Again' } },
        },
      ],
    });
    const stale = await act({
      actions: [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.art',
          publishedId: 'art',
          ifPublishedRevisionId: 'old',
        },
      ],
    });
    expect(stale.status).toBe(409);
    expect(test.lake.store.get('drafts.art')).toMatchObject({ title: 'Again' });
  });

  it('validates actions (400) and checks without committing on dryRun', async () => {
    expect((await act({ actions: [{ actionType: 'sanity.action.document.explode' }] })).status).toBe(400);
    const dry = await act({
      actions: [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.art' }],
      dryRun: true,
    });
    expect(dry.status).toBe(200);
    expect(test.lake.store.get('drafts.art')).not.toBeNull();
  });
});
