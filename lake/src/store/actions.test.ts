import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../contract';
import { AUTHOR, openTestStore, tempDataDir, rejection } from '../testing/store';

/**
 * Conformance with Sanity's Actions API (https://www.sanity.io/docs/http-actions), as the
 * Studio uses it: drafts live at `drafts.<id>`, publishing moves the draft to the published id.
 */
let store: DocumentStore;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  const dir = await tempDataDir();
  cleanup = dir.cleanup;
  store = await openTestStore(dir.dataDir);
});

afterEach(async () => {
  await store.close();
  await cleanup();
});

/** An edit of `p1`'s draft through the edit action, as the Studio sends it. */
const edit = (set: Record<string, unknown>) =>
  store.act(
    [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.p1', publishedId: 'p1', patch: { set } }],
    AUTHOR,
  );

const createDraft = (fields: Record<string, unknown> = {}) =>
  store.act(
    [
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'p1',
        attributes: { _id: 'drafts.p1', _type: 'post', ...fields },
        ifExists: 'fail',
      },
    ],
    AUTHOR,
  );

const publish = (revisions: { ifDraftRevisionId?: string; ifPublishedRevisionId?: string } = {}) =>
  store.act(
    [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.p1', publishedId: 'p1', ...revisions }],
    AUTHOR,
  );

describe('create', () => {
  it('creates the draft named in attributes._id', async () => {
    const tx = await createDraft({ title: 'Hi' });
    expect(store.get('drafts.p1')).toMatchObject({ _type: 'post', title: 'Hi', _rev: tx.id });
    expect(store.get('p1')).toBeNull();
  });

  it('fails when the draft exists, unless ifExists is ignore', async () => {
    await createDraft();
    expect((await rejection(createDraft())).status).toBe(409);
    const ignored = await store.act(
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'p1',
          attributes: { _id: 'drafts.p1', _type: 'post', title: 'x' },
          ifExists: 'ignore',
        },
      ],
      AUTHOR,
    );
    expect(ignored.changes).toEqual([]);
    expect(store.get('drafts.p1')?.title).toBeUndefined();
  });

  it('refuses an id that does not belong to publishedId', async () => {
    const error = await rejection(
      store.act(
        [
          {
            actionType: 'sanity.action.document.create',
            publishedId: 'p1',
            attributes: { _id: 'drafts.other', _type: 'post' },
          },
        ],
        AUTHOR,
      ),
    );
    expect(error.status).toBe(400);
  });
});

describe('edit', () => {
  it('patches the draft', async () => {
    await createDraft({ title: 'a' });
    await edit({ title: 'b' });
    expect(store.get('drafts.p1')?.title).toBe('b');
  });

  it('without a draft, copies the published document into the draft first', async () => {
    await createDraft({ title: 'a', body: 'kept' });
    await publish();
    const tx = await edit({ title: 'b' });
    expect(store.get('drafts.p1')).toMatchObject({ _id: 'drafts.p1', title: 'b', body: 'kept' });
    expect(store.get('p1')?.title).toBe('a');
    expect(tx.changes).toHaveLength(1);
    expect(tx.changes[0]?.mutations.map((mutation) => Object.keys(mutation)[0])).toEqual([
      'createIfNotExists',
      'patch',
    ]);
  });

  it('fails with 409 when neither draft nor published exists', async () => {
    const error = await rejection(
      store.act(
        [
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.p1',
            publishedId: 'p1',
            patch: { set: { a: 1 } },
          },
        ],
        AUTHOR,
      ),
    );
    expect(error.status).toBe(409);
  });
});

describe('publish', () => {
  it('moves the draft to the published id and deletes the draft, in one transaction', async () => {
    await createDraft({ title: 'a' });
    const draft = store.get('drafts.p1');
    const tx = await publish({ ifDraftRevisionId: draft?._rev });
    expect(store.get('drafts.p1')).toBeNull();
    expect(store.get('p1')).toMatchObject({ _id: 'p1', title: 'a', _rev: tx.id, _createdAt: draft?._createdAt });
    expect(tx.changes.map((change) => [change.id, change.operation])).toEqual([
      ['p1', 'create'],
      ['drafts.p1', 'delete'],
    ]);
  });

  it('keeps the published _createdAt on a re-publish', async () => {
    await createDraft();
    await publish();
    const createdAt = store.get('p1')?._createdAt;
    await edit({ t: 2 });
    await publish();
    expect(store.get('p1')).toMatchObject({ t: 2, _createdAt: createdAt });
  });

  it('answers 409 for a stale ifPublishedRevisionId or ifDraftRevisionId and changes nothing', async () => {
    await createDraft();
    await publish();
    await edit({ t: 2 });
    const stalePublished = await rejection(publish({ ifPublishedRevisionId: 'stale' }));
    expect(stalePublished.status).toBe(409);
    expect(stalePublished.body).toMatchObject({
      error: { items: [{ error: { type: 'documentRevisionIDDoesNotMatchError' } }] },
    });
    expect((await rejection(publish({ ifDraftRevisionId: 'stale' }))).status).toBe(409);
    expect(store.get('drafts.p1')?.t).toBe(2);
    expect(store.get('p1')?.t).toBeUndefined();
  });

  it('fails with 409 without a draft', async () => {
    expect((await rejection(publish())).status).toBe(409);
  });
});

describe('unpublish, discard, delete, replaceDraft', () => {
  it('unpublish turns the published document back into a draft', async () => {
    await createDraft({ title: 'a' });
    await publish();
    await store.act(
      [{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.p1', publishedId: 'p1' }],
      AUTHOR,
    );
    expect(store.get('p1')).toBeNull();
    expect(store.get('drafts.p1')?.title).toBe('a');
  });

  it('unpublish keeps an existing draft as it is', async () => {
    await createDraft({ title: 'a' });
    await publish();
    await edit({ title: 'newer' });
    await store.act(
      [{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.p1', publishedId: 'p1' }],
      AUTHOR,
    );
    expect(store.get('drafts.p1')?.title).toBe('newer');
  });

  it('discard deletes the draft only; a missing draft is a 409', async () => {
    await createDraft();
    await publish();
    await edit({ t: 1 });
    await store.act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.p1' }], AUTHOR);
    expect(store.get('drafts.p1')).toBeNull();
    expect(store.get('p1')).not.toBeNull();
    expect(
      (await rejection(store.act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.p1' }], AUTHOR)))
        .status,
    ).toBe(409);
  });

  it('delete removes the published document and the listed drafts', async () => {
    await createDraft();
    await publish();
    await createDraft();
    const tx = await store.act(
      [{ actionType: 'sanity.action.document.delete', publishedId: 'p1', includeDrafts: ['drafts.p1'] }],
      AUTHOR,
    );
    expect(store.get('p1')).toBeNull();
    expect(store.get('drafts.p1')).toBeNull();
    expect(tx.changes.map((change) => change.operation)).toEqual(['delete', 'delete']);
  });

  it('replaceDraft writes the whole draft', async () => {
    await createDraft({ title: 'a', old: true });
    await store.act(
      [
        {
          actionType: 'sanity.action.document.replaceDraft',
          publishedId: 'p1',
          attributes: { _id: 'drafts.p1', _type: 'post', title: 'b' },
        },
      ],
      AUTHOR,
    );
    expect(store.get('drafts.p1')).toMatchObject({ title: 'b' });
    expect(store.get('drafts.p1')).not.toHaveProperty('old');
  });

  it('applies several actions atomically: a failing one undoes the others', async () => {
    await createDraft();
    const error = await rejection(
      store.act(
        [
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.p1',
            publishedId: 'p1',
            patch: { set: { t: 1 } },
          },
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.p1',
            publishedId: 'p1',
            ifPublishedRevisionId: 'nope',
          },
        ],
        AUTHOR,
      ),
    );
    expect(error.body).toMatchObject({ error: { items: [{ index: 1 }] } });
    expect(store.get('drafts.p1')?.t).toBeUndefined();
    expect(store.seq).toBe(1);
  });
});
