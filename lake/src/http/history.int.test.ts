import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editorHeaders, h2Request, lakeClient, startTestLake, type TestLake } from '../testing/http-lake';

let test: TestLake;
const revisions: string[] = [];

/** Sends actions as the Studio does and returns the transaction id (= the new `_rev`). */
async function act(actions: unknown[]): Promise<string> {
  const response = await h2Request(test.lake, {
    method: 'POST',
    path: '/v2025-02-19/data/actions/production',
    headers: { 'content-type': 'application/json', ...editorHeaders(test.lake) },
    body: JSON.stringify({ actions }),
  });
  return z.object({ transactionId: z.string() }).parse(response.json()).transactionId;
}

const effect = z.object({
  apply: z.tuple([z.literal(0), z.record(z.string(), z.unknown()).nullable()]),
  revert: z.array(z.unknown()),
});
const transactionLine = z.object({
  id: z.string(),
  author: z.string(),
  documentIDs: z.array(z.string()),
  mutations: z.array(z.unknown()).optional(),
  effects: z.record(z.string(), effect).optional(),
});

function ndjson(text: string) {
  return text
    .trim()
    .split('\n')
    .map((line) => transactionLine.parse(JSON.parse(line)));
}

beforeAll(async () => {
  test = await startTestLake();
  revisions.push(
    await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'h',
        attributes: { _id: 'drafts.h', _type: 'topicPage', title: 'v1' },
      },
    ]),
  );
  revisions.push(
    await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.h',
        publishedId: 'h',
        patch: { set: { title: 'v2' } },
      },
    ]),
  );
  revisions.push(await act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.h', publishedId: 'h' }]));
  await lakeClient(test.lake, { token: test.lake.editorToken }).create({
    _id: 'referrer',
    _type: 'topicPage',
    related: [{ _key: 'k', _type: 'reference', _ref: 'h' }],
  });
});

afterAll(() => test.cleanup());

const get = (path: string) => h2Request(test.lake, { path: `/v2025-02-19${path}`, headers: editorHeaders(test.lake) });

describe('history from the transaction log', () => {
  it('returns a document as it was at a revision or a time', async () => {
    const [, edited] = revisions;
    const atEdit = await get(`/data/history/production/documents/h,drafts.h?revision=${edited}`);
    expect(atEdit.json()).toEqual({
      documents: [expect.objectContaining({ _id: 'drafts.h', title: 'v2', _rev: edited })],
    });
    const now = await get(`/data/history/production/documents/h?time=${encodeURIComponent(new Date().toISOString())}`);
    expect(now.json()).toMatchObject({ documents: [{ _id: 'h', title: 'v2' }] });
  });

  it('streams the transactions of a document group as NDJSON, newest first on reverse, with mendoza effects', async () => {
    const response = await get(
      '/data/history/production/transactions/h,drafts.h?excludeContent=true&effectFormat=mendoza&reverse=true&includeIdentifiedDocumentsOnly=true',
    );
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = ndjson(response.text);
    expect(lines.map((line) => line.id)).toEqual([...revisions].reverse());
    const publish = lines[0];
    expect(publish).toMatchObject({ author: 'p-local-editor', documentIDs: ['h', 'drafts.h'] });
    expect(publish?.mutations).toBeUndefined();
    // Applying `effects.apply` yields the new document without `_rev`, `revert` the old one.
    const published = publish?.effects?.h;
    expect(published?.apply).toEqual([0, expect.objectContaining({ _id: 'h', title: 'v2' })]);
    expect(published?.apply[1]).not.toHaveProperty('_rev');
    expect(published?.revert).toEqual([0, null]);
    expect(publish?.effects?.['drafts.h']?.apply).toEqual([0, null]);

    const withMutations = await get('/data/history/production/transactions/drafts.h?limit=1');
    expect(ndjson(withMutations.text)).toEqual([
      expect.objectContaining({ id: revisions[0], mutations: [expect.any(Object)] }),
    ]);
  });

  it("lists document events for the Studio's history panel", async () => {
    const response = await get('/data/history/production/events/documents/h?limit=50');
    expect(response.json()).toMatchObject({
      events: {
        h: [
          {
            type: 'publishDocumentVersion',
            revisionId: revisions[2],
            versionId: 'drafts.h',
            versionRevisionId: revisions[1],
          },
          { type: 'createDocumentVersion', versionId: 'drafts.h', versionRevisionId: revisions[0] },
        ],
      },
      nextCursor: '',
    });
  });

  it('lists one event per discard, which the Studio shows once beside the edits it derives', async () => {
    const created = await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'discarded',
        attributes: { _id: 'drafts.discarded', _type: 'topicPage', title: 'a' },
      },
    ]);
    const edit = (title: string) =>
      act([
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.discarded',
          publishedId: 'discarded',
          patch: { set: { title } },
        },
      ]);
    const edits = [await edit('b'), await edit('c')];
    const discard = await act([
      { actionType: 'sanity.action.document.discard', draftId: 'drafts.discarded', publishedId: 'discarded' },
    ]);

    const response = await get('/data/history/production/events/documents/drafts.discarded?limit=100');
    const events = z
      .object({ events: z.record(z.string(), z.array(z.object({ type: z.string(), versionRevisionId: z.string() }))) })
      .parse(response.json()).events['drafts.discarded'];
    expect(events?.map((event) => event.type)).toEqual(['deleteDocumentVersion', 'createDocumentVersion']);
    expect(events?.[0]?.versionRevisionId).toBe(discard);
    expect(events?.[1]?.versionRevisionId).toBe(created);

    // What the Studio's events store (sanity 5.31) does with it for a draft: an event's id is its
    // versionRevisionId, each edit transaction is an edit event with the transaction's id, and the
    // two lists are merged by id (an edit gives way to another event of the same id, and an
    // event of another type with the same id is added once more under `<id>-<type>`).
    const studioEvents = [
      ...edits.map((id) => ({ id, type: 'editDocumentVersion' })),
      ...(events ?? []).map((event) => ({ id: event.versionRevisionId, type: event.type })),
    ];
    const merged = new Map<string, { id: string; type: string }>();
    for (const event of studioEvents) {
      const existing = merged.get(event.id);
      if (!existing) {
        merged.set(event.id, event);
        continue;
      }
      if (existing.type === 'editDocumentVersion' && event.type !== 'editDocumentVersion') merged.set(event.id, event);
      if (existing.type !== event.type) merged.set(`${event.id}-${event.type}`, event);
    }
    const shown = [...merged.values()].map((event) => event.type);
    expect(shown.filter((type) => type === 'deleteDocumentVersion')).toHaveLength(1);
    expect(shown.filter((type) => type === 'editDocumentVersion')).toHaveLength(2);
  });

  it('keeps history for the editor only', async () => {
    const anonymous = await h2Request(test.lake, {
      path: '/v2025-02-19/data/history/production/documents/h?lastRevision=true',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('references', () => {
  it('lists documents that refer to a document unless only cross-dataset references are asked for', async () => {
    const internal = await get('/data/references/production/documents/h/to');
    expect(internal.json()).toEqual({
      totalCount: 1,
      references: [
        { documentId: 'referrer', documentType: 'topicPage', projectId: 'local', datasetName: 'production' },
      ],
    });
    const crossDataset = await get(
      '/data/references/production/documents/h/to?excludeInternalReferences=true&excludePaths=true',
    );
    expect(crossDataset.json()).toEqual({ totalCount: 0, references: [] });
  });
});
