import { describe, expect, it } from 'vitest';
import { LakeError, type Mutation, type SanityDocument } from '../contract';
import { TransactionBuilder, deepFreeze } from './apply-mutations';

/**
 * Conformance of single mutations with Sanity's HTTP API reference ("Mutations" and "Patches",
 * https://www.sanity.io/docs/http-mutations and https://www.sanity.io/docs/http-patches).
 */
const context = { transactionId: 'tx-2', timestamp: '2026-02-01T10:00:00.000Z' };

function doc(fields: Record<string, unknown> = {}): SanityDocument {
  return {
    _id: 'post-1',
    _type: 'post',
    _rev: 'tx-1',
    _createdAt: '2026-01-01T00:00:00.000Z',
    _updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

function run(base: readonly SanityDocument[], mutations: readonly Mutation[]): TransactionBuilder {
  const builder = new TransactionBuilder(new Map(base.map((d) => [d._id, d])), context);
  mutations.forEach((mutation, index) => builder.apply(mutation, index));
  return builder;
}

function patched(
  fields: Record<string, unknown>,
  patch: Omit<Extract<Mutation, { patch: unknown }>['patch'], 'id'>,
): SanityDocument | null {
  return run([doc(fields)], [{ patch: { id: 'post-1', ...patch } }]).get('post-1');
}

function lakeError(action: () => unknown): LakeError {
  try {
    action();
  } catch (error) {
    if (error instanceof LakeError) return error;
    throw error;
  }
  throw new Error('expected a LakeError');
}

describe('patch operations', () => {
  it('set writes nested paths, creating the objects on the way', () => {
    expect(patched({ a: { keep: true } }, { set: { 'a.b': 1, 'c.d.e': 'x' } })).toMatchObject({
      a: { keep: true, b: 1 },
      c: { d: { e: 'x' } },
    });
  });

  it('set addresses array items by _key and by index', () => {
    const items = [
      { _key: 'x', title: 'one' },
      { _key: 'y', title: 'two' },
    ];
    expect(patched({ items }, { set: { 'items[_key=="x"].title': 'uno', 'items[1].title': 'dos' } })?.items).toEqual([
      { _key: 'x', title: 'uno' },
      { _key: 'y', title: 'dos' },
    ]);
  });

  it('setIfMissing does not overwrite an existing value', () => {
    expect(patched({ title: 'kept' }, { setIfMissing: { title: 'ignored', tags: [] } })).toMatchObject({
      title: 'kept',
      tags: [],
    });
  });

  it('unset removes fields and array items', () => {
    const result = patched(
      { title: 't', items: [{ _key: 'x' }, { _key: 'y' }] },
      { unset: ['title', 'items[_key=="x"]'] },
    );
    expect(result).not.toHaveProperty('title');
    expect(result?.items).toEqual([{ _key: 'y' }]);
  });

  it('inc and dec change numbers', () => {
    expect(patched({ stock: 10, views: 1 }, { inc: { views: 2 }, dec: { stock: 3 } })).toMatchObject({
      stock: 7,
      views: 3,
    });
  });

  it('insert before, after and replace, with [-1] meaning the last item', () => {
    const items = ['a', 'b', 'c'];
    expect(patched({ items }, { insert: { before: 'items[0]', items: ['start'] } })?.items).toEqual([
      'start',
      'a',
      'b',
      'c',
    ]);
    expect(patched({ items }, { insert: { after: 'items[-1]', items: ['end'] } })?.items).toEqual([
      'a',
      'b',
      'c',
      'end',
    ]);
    expect(patched({ items }, { insert: { replace: 'items[1]', items: ['B', 'B2'] } })?.items).toEqual([
      'a',
      'B',
      'B2',
      'c',
    ]);
  });

  it('insert needs exactly one position', () => {
    const error = lakeError(() =>
      patched({ items: [] }, { insert: { before: 'items[0]', after: 'items[0]', items: [1] } }),
    );
    expect(error.status).toBe(400);
  });

  it('diffMatchPatch applies a text patch to a string', () => {
    const result = patched(
      { body: 'Hello world' },
      { diffMatchPatch: { body: '@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n' } },
    );
    expect(result?.body).toBe('Hello there');
  });

  it('applies operations in @sanity/mutator order: setIfMissing, set, unset, inc, insert', () => {
    const result = patched(
      {},
      {
        set: { n: 5, list: [] },
        setIfMissing: { n: 1 },
        inc: { n: 1 },
        unset: ['gone'],
        insert: { after: 'list[-1]', items: ['x'] },
      },
    );
    // setIfMissing ran first (n was missing → 1), then set (5), then inc (6).
    expect(result).toMatchObject({ n: 6, list: ['x'] });
  });

  it('patches stored (frozen) documents without touching them', () => {
    const stored = deepFreeze(doc({ n: 1, body: 'Hello world', items: [{ _key: 'x', title: 'a' }] }));
    const builder = run(
      [stored],
      [
        {
          patch: {
            id: 'post-1',
            set: { 'items[_key=="x"].title': 'b' },
            inc: { n: 1 },
            diffMatchPatch: { body: '@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n' },
            insert: { after: 'items[-1]', items: [{ _key: 'y' }] },
          },
        },
      ],
    );
    expect(builder.get('post-1')).toMatchObject({
      n: 2,
      body: 'Hello there',
      items: [{ _key: 'x', title: 'b' }, { _key: 'y' }],
    });
    expect(stored).toMatchObject({ n: 1, body: 'Hello world', items: [{ _key: 'x', title: 'a' }] });
  });

  it('cannot change the system fields', () => {
    const result = patched(
      {},
      { set: { _id: 'other', _type: 'page', _createdAt: '1999-01-01T00:00:00Z', title: 'ok' }, unset: ['_rev'] },
    );
    expect(result).toMatchObject({ _id: 'post-1', _type: 'post', _createdAt: '2026-01-01T00:00:00.000Z', title: 'ok' });
  });

  it('gives the patched document the transaction id as _rev and the commit time as _updatedAt', () => {
    expect(patched({}, { set: { title: 'x' } })).toMatchObject({ _rev: 'tx-2', _updatedAt: context.timestamp });
  });

  it('patches by GROQ query every matching document', () => {
    const builder = run(
      [doc({ _id: 'a', price: 1 }), doc({ _id: 'b', price: 2 }), doc({ _id: 'c', _type: 'page', price: 3 })],
      [{ patch: { query: '*[_type == $type]', params: { type: 'post' }, inc: { price: 10 } } }],
    );
    expect(builder.results).toEqual([
      { id: 'a', operation: 'update' },
      { id: 'b', operation: 'update' },
    ]);
    expect(builder.get('c')?.price).toBe(3);
  });
});

describe('ifRevisionID', () => {
  it("answers 409 with Sanity's mutationError body when the revision differs", () => {
    const error = lakeError(() =>
      run(
        [doc()],
        [{ create: { _id: 'x', _type: 't' } }, { patch: { id: 'post-1', ifRevisionID: 'stale', set: { a: 1 } } }],
      ),
    );
    expect(error.status).toBe(409);
    expect(error.body).toEqual({
      error: {
        type: 'mutationError',
        description:
          'The mutation(s) failed: Document by ID "post-1" has unexpected revision ID ("tx-1"), blocking mutation "patch"',
        items: [
          {
            index: 1,
            error: {
              type: 'documentRevisionIDDoesNotMatchError',
              description: 'Document by ID "post-1" has unexpected revision ID ("tx-1"), blocking mutation "patch"',
              id: 'post-1',
              expectedRevisionID: 'stale',
              currentRevisionID: 'tx-1',
            },
          },
        ],
      },
    });
  });

  it('lets the patch through when the revision matches', () => {
    expect(patched({}, { ifRevisionID: 'tx-1', set: { a: 1 } })?.a).toBe(1);
  });
});

describe('create, createOrReplace, createIfNotExists, delete', () => {
  it('create sets the system fields and reports operation create', () => {
    const builder = run([], [{ create: { _id: 'n', _type: 'post', title: 't' } }]);
    expect(builder.get('n')).toEqual({
      _id: 'n',
      _type: 'post',
      title: 't',
      _rev: 'tx-2',
      _createdAt: context.timestamp,
      _updatedAt: context.timestamp,
    });
    expect(builder.results).toEqual([{ id: 'n', operation: 'create' }]);
  });

  it('create of an existing id answers 409 documentAlreadyExistsError', () => {
    const error = lakeError(() => run([doc()], [{ create: { _id: 'post-1', _type: 'post' } }]));
    expect(error.status).toBe(409);
    expect(error.body).toMatchObject({
      error: {
        type: 'mutationError',
        items: [{ index: 0, error: { type: 'documentAlreadyExistsError', id: 'post-1' } }],
      },
    });
  });

  it('create without _id generates one; an _id ending in "." is a prefix', () => {
    const builder = run([], [{ create: { _type: 'post' } }, { create: { _id: 'drafts.', _type: 'post' } }]);
    const [plain, prefixed] = builder.results;
    expect(plain?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(prefixed?.id).toMatch(/^drafts\.[0-9a-f-]{36}$/);
  });

  it('rejects invalid ids with 400', () => {
    expect(lakeError(() => run([], [{ create: { _id: 'has space', _type: 'post' } }])).status).toBe(400);
  });

  it('createIfNotExists leaves an existing document alone and reports none', () => {
    const builder = run(
      [doc({ title: 'old' })],
      [{ createIfNotExists: { _id: 'post-1', _type: 'post', title: 'new' } }],
    );
    expect(builder.results).toEqual([{ id: 'post-1', operation: 'none' }]);
    expect(builder.get('post-1')?.title).toBe('old');
    expect(builder.changes()).toEqual([]);
  });

  it('createOrReplace replaces the content but keeps _createdAt', () => {
    const builder = run(
      [doc({ title: 'old', extra: 1 })],
      [{ createOrReplace: { _id: 'post-1', _type: 'post', title: 'new' } }],
    );
    expect(builder.get('post-1')).toEqual({
      _id: 'post-1',
      _type: 'post',
      title: 'new',
      _rev: 'tx-2',
      _createdAt: '2026-01-01T00:00:00.000Z',
      _updatedAt: context.timestamp,
    });
    expect(builder.results).toEqual([{ id: 'post-1', operation: 'update' }]);
  });

  it('createOrReplace with another _type acts as a delete and a create (a new _createdAt)', () => {
    // https://www.sanity.io/docs/http-reference/mutate: "If the type is different, it will act as a
    // delete then create."
    const builder = run([doc()], [{ createOrReplace: { _id: 'post-1', _type: 'page', title: 'now a page' } }]);
    expect(builder.get('post-1')).toMatchObject({ _type: 'page', title: 'now a page', _createdAt: context.timestamp });
  });

  it('delete of a missing document is not an error and reports delete', () => {
    // Sanity made deleting a deleted document succeed (so deletes are idempotent); results list it as delete.
    const builder = run([], [{ delete: { id: 'nope' } }]);
    expect(builder.results).toEqual([{ id: 'nope', operation: 'delete' }]);
    expect(builder.changes()).toEqual([]);
  });

  it('delete by query removes every match', () => {
    const builder = run(
      [doc({ _id: 'a' }), doc({ _id: 'b', _type: 'page' })],
      [{ delete: { query: '*[_type == "post"]' } }],
    );
    expect(builder.get('a')).toBeNull();
    expect(builder.get('b')).not.toBeNull();
  });

  it('patch of a missing document fails (404, documentNotFoundError)', () => {
    const error = lakeError(() => run([], [{ patch: { id: 'nope', set: { a: 1 } } }]));
    expect(error.status).toBe(404);
    expect(error.body).toMatchObject({
      error: { type: 'mutationError', items: [{ index: 0, error: { type: 'documentNotFoundError', id: 'nope' } }] },
    });
  });
});

describe('transactions', () => {
  it('each mutation sees the previous ones', () => {
    const builder = run(
      [],
      [
        { create: { _id: 'a', _type: 'post', n: 1 } },
        { patch: { id: 'a', inc: { n: 1 } } },
        { patch: { id: 'a', inc: { n: 1 } } },
      ],
    );
    expect(builder.get('a')?.n).toBe(3);
  });

  it('reports one change per document with before, after and the listener mutations', () => {
    const before = doc({ title: 'old' });
    const builder = run(
      [before],
      [
        { patch: { id: 'post-1', set: { title: 'new' } } },
        { create: { _id: 'b', _type: 'post' } },
        { delete: { id: 'post-1' } },
      ],
    );
    const [first, second] = builder.changes();
    expect(first).toMatchObject({ id: 'post-1', operation: 'delete', before, after: null });
    expect(first?.mutations).toEqual([
      { patch: { id: 'post-1', set: { title: 'new' } } },
      { delete: { id: 'post-1' } },
    ]);
    expect(second).toMatchObject({
      id: 'b',
      operation: 'create',
      before: null,
      mutations: [{ create: builder.get('b') }],
    });
  });

  it('does not touch the committed documents', () => {
    const base = new Map([['post-1', doc()]]);
    const builder = new TransactionBuilder(base, context);
    builder.apply({ patch: { id: 'post-1', set: { title: 'x' } } }, 0);
    builder.apply({ delete: { id: 'post-1' } }, 1);
    expect(base.get('post-1')).toEqual(doc());
  });

  it('freezes what it writes, so readers cannot change stored documents', () => {
    const builder = run([], [{ create: { _id: 'a', _type: 'post', nested: { x: 1 } } }]);
    expect(Object.isFrozen(builder.get('a')?.nested)).toBe(true);
  });
});
