import { connect } from 'node:http2';
import { applyPatch } from 'mendoza';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { listenRoutes } from './listen-routes';
import { serveRoutes, type RouteHarness } from '../testing/route-harness';
import { SseReader } from '../testing/sse-reader';
import { tempLake, type TempLake } from '../testing/temp-lake';

let temp: TempLake;
let server: RouteHarness;
const controllers: AbortController[] = [];

beforeEach(async () => {
  temp = await tempLake();
  server = await serveRoutes(listenRoutes, temp.lake);
});

afterEach(async () => {
  for (const controller of controllers.splice(0)) controller.abort();
  await server.close();
  await temp.cleanup();
});

const author = { author: 'p-local-editor' };
const effectsShape = z.object({ effects: z.object({ apply: z.array(z.unknown()), revert: z.array(z.unknown()) }) });

async function open(query: string, options: Record<string, string> = {}, token: string | null = temp.token) {
  const search = new URLSearchParams({ query, ...options });
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(`${server.url}/v2025-02-19/data/listen/production?${search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  return { response, reader: SseReader.fromResponse(response), close: () => controller.abort() };
}

async function welcomed(query: string, options: Record<string, string> = {}, token: string | null = temp.token) {
  const listener = await open(query, options, token);
  const welcome = await listener.reader.next();
  expect(welcome).toMatchObject({ event: 'welcome', data: { listenerName: expect.any(String) } });
  return listener.reader;
}

describe('GET /data/listen/:dataset', () => {
  it('opens an event stream with a welcome event first', async () => {
    const { response, reader } = await open('*[_type == "post"]');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect((await reader.next()).event).toBe('welcome');
  });

  it('sends a mutation event with Sanity’s fields for a matching change', async () => {
    const reader = await welcomed('*[_type == "post"]');
    const transaction = await temp.lake.store.commit(
      [{ create: { _id: 'p1', _type: 'post', title: 'Hello' } }],
      author,
    );
    const after = temp.lake.store.get('p1');
    const event = await reader.next();
    expect(event.event).toBe('mutation');
    expect(event.id).toBe(`${transaction.id}#p1`);
    expect(event.data).toEqual({
      eventId: `${transaction.id}#p1`,
      documentId: 'p1',
      transactionId: transaction.id,
      transition: 'appear',
      identity: 'p-local-editor',
      mutations: transaction.changes[0]?.mutations,
      resultRev: after?._rev,
      timestamp: transaction.timestamp,
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      result: after,
    });
  });

  it('reports update and disappear transitions by the filter before and after the change', async () => {
    await temp.lake.store.commit([{ create: { _id: 'p1', _type: 'post', live: true, n: 1 } }], author);
    const reader = await welcomed('*[_type == "post" && live == true]', { includePreviousRevision: 'true' });
    const rev1 = temp.lake.store.get('p1')?._rev;
    await temp.lake.store.commit([{ patch: { id: 'p1', inc: { n: 1 } } }], author);
    expect(await reader.next()).toMatchObject({
      data: { transition: 'update', previousRev: rev1, previous: { n: 1 }, result: { n: 2 } },
    });
    await temp.lake.store.commit([{ patch: { id: 'p1', set: { live: false } } }], author);
    expect(await reader.next()).toMatchObject({ data: { transition: 'disappear', result: { live: false } } });
    await temp.lake.store.commit([{ patch: { id: 'p1', inc: { n: 1 } } }], author);
    expect(await reader.quiet()).toBe(true);
  });

  it('numbers the events of one transaction and sends mendoza effects the Studio can apply', async () => {
    await temp.lake.store.act(
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'a',
          attributes: { _id: 'drafts.a', _type: 'post', title: 'Draft' },
        },
      ],
      author,
    );
    const reader = await welcomed('*[_id in $ids]', {
      $ids: JSON.stringify(['a', 'drafts.a']),
      includeResult: 'false',
      effectFormat: 'mendoza',
      includeAllVersions: 'true',
    });
    const draft = temp.lake.store.get('drafts.a');
    const publish = await temp.lake.store.act(
      [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.a', publishedId: 'a' }],
      author,
    );
    const events = [await reader.next(), await reader.next()];
    expect(events.map((event) => event.data)).toEqual(
      publish.changes.map((change, index) =>
        expect.objectContaining({
          documentId: change.id,
          transactionId: publish.id,
          transactionTotalEvents: 2,
          transactionCurrentEvent: index + 1,
        }),
      ),
    );
    for (const { data } of events) expect(data).not.toHaveProperty('result');
    const draftEvent = events.find((event) => event.id === `${publish.id}#drafts.a`);
    const publishedEvent = events.find((event) => event.id === `${publish.id}#a`);
    expect(draftEvent?.data).toMatchObject({ transition: 'disappear', previousRev: draft?._rev });
    expect(publishedEvent?.data).toMatchObject({ transition: 'appear', resultRev: temp.lake.store.get('a')?._rev });
    // What the Studio does with effects: apply to the document without _rev.
    const { apply, revert } = effectsShape.parse(publishedEvent?.data).effects;
    const { _rev: _ignored, ...published } = temp.lake.store.get('a') ?? { _rev: '' };
    expect(applyPatch(null, apply)).toEqual(published);
    expect(applyPatch(published, revert)).toBeNull();
  });

  it('keeps transactions in commit order', async () => {
    const reader = await welcomed('*[_type == "post"]', { includeResult: 'false' });
    const ids = ['t1', 't2', 't3', 't4', 't5'];
    const transactions = await Promise.all(
      ids.map((id) => temp.lake.store.commit([{ create: { _id: id, _type: 'post' } }], author)),
    );
    const received = [];
    for (const _ of ids) received.push((await reader.next()).data);
    const bySeq = [...transactions].sort((a, b) => a.seq - b.seq).map((transaction) => transaction.id);
    expect(received.map((data) => z.object({ transactionId: z.string() }).parse(data).transactionId)).toEqual(bySeq);
  });

  it('shows anonymous listeners published documents only; release versions need includeAllVersions', async () => {
    const anonymous = await welcomed('*[_type == "post"]', {}, null);
    const editor = await welcomed('*[_type == "post"]');
    const allVersions = await welcomed('*[_type == "post"]', { includeAllVersions: 'true' });
    await temp.lake.store.commit(
      [
        { create: { _id: 'drafts.d', _type: 'post' } },
        { create: { _id: 'versions.r1.d', _type: 'post' } },
        { create: { _id: 'd', _type: 'post' } },
      ],
      author,
    );
    expect((await anonymous.next()).data).toMatchObject({ documentId: 'd', transactionTotalEvents: 1 });
    expect([(await editor.next()).data, (await editor.next()).data]).toMatchObject([
      { documentId: 'drafts.d', transactionTotalEvents: 2 },
      { documentId: 'd', transactionTotalEvents: 2 },
    ]);
    const all = [await allVersions.next(), await allVersions.next(), await allVersions.next()];
    expect(all.map((event) => event.data)).toMatchObject([
      { documentId: 'drafts.d' },
      { documentId: 'versions.r1.d' },
      { documentId: 'd' },
    ]);
    expect(await anonymous.quiet()).toBe(true);
  });

  it('omits mutations with includeMutations=false', async () => {
    const reader = await welcomed('*[_type == "post"]', { includeMutations: 'false' });
    await temp.lake.store.commit([{ create: { _id: 'p', _type: 'post' } }], author);
    expect((await reader.next()).data).not.toHaveProperty('mutations');
  });

  it('answers 400 without a query and a channelError for a query that does not parse', async () => {
    const missing = await fetch(`${server.url}/v1/data/listen/production`);
    expect(missing.status).toBe(400);
    const { reader } = await open('*[_type == ');
    expect(await reader.next()).toMatchObject({ event: 'channelError', data: { error: { type: 'queryParseError' } } });
  });

  it('unsubscribes from the store when the client goes away', async () => {
    const unsubscribed = vi.fn();
    const subscribe = temp.lake.store.subscribe.bind(temp.lake.store);
    vi.spyOn(temp.lake.store, 'subscribe').mockImplementation((listener) => {
      const unsubscribe = subscribe(listener);
      return () => {
        unsubscribed();
        unsubscribe();
      };
    });
    const listener = await open('*');
    await listener.reader.next();
    listener.close();
    await vi.waitFor(() => expect(unsubscribed).toHaveBeenCalledTimes(1));
  });

  it('streams over HTTP/2, and a restarted server greets a reconnecting client with a fresh welcome', async () => {
    const h2 = await serveRoutes(listenRoutes, temp.lake, 'h2c');
    const session = connect(h2.url);
    const stream = session.request({
      ':path': '/v2025-02-19/data/listen/production?query=*',
      authorization: `Bearer ${temp.token}`,
    });
    const reader = new SseReader(stream);
    try {
      expect((await reader.next()).event).toBe('welcome');
      await temp.lake.store.commit([{ create: { _id: 'h', _type: 'post' } }], author);
      expect((await reader.next()).data).toMatchObject({ documentId: 'h' });
      await h2.close();
      await expect(reader.next()).rejects.toThrow(/ended/);
    } finally {
      session.destroy();
    }
    const again = await serveRoutes(listenRoutes, temp.lake, 'h2c');
    const second = connect(again.url);
    try {
      const reconnect = new SseReader(second.request({ ':path': '/v2025-02-19/data/listen/production?query=*' }));
      expect((await reconnect.next()).event).toBe('welcome');
    } finally {
      second.destroy();
      await again.close();
    }
  });
});
