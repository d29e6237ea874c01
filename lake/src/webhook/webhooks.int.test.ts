import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { isValidSignature } from '@sanity/webhook';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempLake, type TempLake } from '../testing/temp-lake';
import { startWebhooks } from './webhooks';

const secret = 'test-webhook-secret';
const author = { author: 'p-local-editor' };

interface Received {
  readonly path: string | undefined;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let temp: TempLake;
let receiver: Server;
let url: string;
let received: Received[];
/** Status per request, in order; 200 once they run out. `hang` never answers. */
let statuses: (number | 'hang')[];
const stops: (() => Promise<void>)[] = [];

beforeEach(async () => {
  temp = await tempLake();
  received = [];
  statuses = [];
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.shift() ?? 200;
      if (status === 'hang') return;
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/api/revalidate`;
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await temp.cleanup();
});

function start(overrides: Partial<Parameters<typeof startWebhooks>[0]> = {}) {
  const stop = startWebhooks({
    store: temp.lake.store,
    url,
    secret,
    projectId: 'local',
    dataset: 'production',
    retryDelaysMs: [20, 20, 20, 20],
    ...overrides,
  });
  stops.push(stop);
  return stop;
}

const header = (request: Received | undefined, name: string) => request?.headers[name];

describe('startWebhooks', () => {
  it('sends a signed GROQ webhook that @sanity/webhook accepts, for published documents only', async () => {
    start();
    await temp.lake.store.act(
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'post.a',
          attributes: {
            _id: 'drafts.post.a',
            _type: 'blogPost',
            language: 'de',
            slug: { _type: 'slug', current: 'hallo' },
          },
        },
      ],
      author,
    );
    const publish = await temp.lake.store.act(
      [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.post.a', publishedId: 'post.a' }],
      author,
    );
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const [request] = received;
    expect(JSON.parse(request?.body ?? '')).toEqual({
      _id: 'post.a',
      _type: 'blogPost',
      language: 'de',
      slug: 'hallo',
    });
    const signature = String(header(request, 'sanity-webhook-signature'));
    expect(signature).toMatch(/^t=\d+,v1=/);
    expect(await isValidSignature(request?.body ?? '', signature, secret)).toBe(true);
    expect(await isValidSignature(request?.body ?? '', signature, 'another-secret')).toBe(false);
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'sanity-operation': 'create',
      'sanity-document-id': 'post.a',
      'sanity-transaction-id': publish.id,
      'sanity-transaction-time': publish.timestamp,
      'sanity-project-id': 'local',
      'sanity-dataset': 'production',
      'sanity-webhook-id': expect.any(String),
      'idempotency-key': expect.stringContaining(publish.id),
    });
  });

  it('reports updates and deletes; a delete carries the last state; missing fields are null', async () => {
    await temp.lake.store.commit([{ create: { _id: 'tm', _type: 'translation.metadata' } }], author);
    start();
    await temp.lake.store.commit([{ patch: { id: 'tm', set: { translations: [] } } }], author);
    await temp.lake.store.commit([{ delete: { id: 'tm' } }], author);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((request) => [header(request, 'sanity-operation'), JSON.parse(request.body)])).toEqual([
      ['update', { _id: 'tm', _type: 'translation.metadata', language: null, slug: null }],
      ['delete', { _id: 'tm', _type: 'translation.metadata', language: null, slug: null }],
    ]);
  });

  it('delivers in commit order, one at a time', async () => {
    start();
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const id of ids) await temp.lake.store.commit([{ create: { _id: id, _type: 'page' } }], author);
    await vi.waitFor(() => expect(received).toHaveLength(ids.length));
    expect(received.map((request) => header(request, 'sanity-document-id'))).toEqual(ids);
  });

  it('serves several receivers in list order, each change to every one of them', async () => {
    const shopUrl = url.replace('/api/revalidate', '/api/shop/pricing/sync');
    start({ url: [shopUrl, url] });
    for (const id of ['a', 'b']) await temp.lake.store.commit([{ create: { _id: id, _type: 'page' } }], author);
    await vi.waitFor(() => expect(received).toHaveLength(4));
    expect(
      received.map((request) => `${String(header(request, 'sanity-document-id'))} ${String(request.path)}`),
    ).toEqual(['a /api/shop/pricing/sync', 'a /api/revalidate', 'b /api/shop/pricing/sync', 'b /api/revalidate']);
  });

  it('retries 5xx answers and network errors with the same idempotency key, then moves on', async () => {
    statuses = [503, 500];
    start();
    await temp.lake.store.commit([{ create: { _id: 'r', _type: 'page' } }], author);
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(new Set(received.map((request) => header(request, 'idempotency-key'))).size).toBe(1);

    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed: ECONNREFUSED');
      return fetch(input, init);
    };
    start({ fetchImpl: flaky });
    await temp.lake.store.commit([{ create: { _id: 's', _type: 'page' } }], author);
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('does not retry a refusal (4xx other than 429)', async () => {
    statuses = [401];
    start();
    await temp.lake.store.commit([{ create: { _id: 'x', _type: 'page' } }], author);
    await temp.lake.store.commit([{ create: { _id: 'y', _type: 'page' } }], author);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((request) => header(request, 'sanity-document-id'))).toEqual(['x', 'y']);
  });

  it('never holds up a commit, and stop() ends delivery', async () => {
    statuses = ['hang'];
    const stop = start();
    const before = Date.now();
    await temp.lake.store.commit([{ create: { _id: 'slow', _type: 'page' } }], author);
    expect(Date.now() - before).toBeLessThan(1000);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await stop();
    await temp.lake.store.commit([{ create: { _id: 'after-stop', _type: 'page' } }], author);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
  });
});
