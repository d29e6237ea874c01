import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type RunningLake } from '../lake';
import { LOCAL_EDITOR } from './auth';
import { editorHeaders, h2Request, lakeClient, startTestLake, testTlsDir, type TestLake } from '../testing/http-lake';

let test: TestLake;
let lake: RunningLake;

beforeAll(async () => {
  test = await startTestLake();
  lake = test.lake;
});

afterAll(async () => {
  await lake.close();
  await rm(dirname(test.dataDir), { recursive: true, force: true });
});

const savedQueries = [
  { _key: 'q1', url: '?query=*%5B_type+%3D%3D+%22page%22%5D', title: 'Pages', savedAt: '2026-11-27T12:00:00.000Z' },
];

describe('the per-user key-value store (/users/me/keyvalue)', () => {
  it('stores what the Studio PUTs and answers it to the GET the Studio sends, as @sanity/client calls it', async () => {
    const client = lakeClient(lake, { token: lake.editorToken });
    const stored = await client.request({
      method: 'PUT',
      uri: '/users/me/keyvalue',
      body: [{ key: 'studio.vision-tool.saved-queries', value: savedQueries }],
    });
    expect(stored).toEqual([{ key: 'studio.vision-tool.saved-queries', value: savedQueries }]);
    const read = await client.request({ uri: '/users/me/keyvalue/studio.vision-tool.saved-queries,never.set' });
    expect(read).toEqual([
      { key: 'studio.vision-tool.saved-queries', value: savedQueries },
      { key: 'never.set', value: null },
    ]);
  });

  it('keeps the values across a restart, in the data folder', async () => {
    const { dataDir, studioDir } = test;
    await lake.close();
    lake = await startLake({ dataDir, port: 0, tlsDir: testTlsDir(), studioDir });
    const read = await h2Request(lake, {
      path: '/v2025-02-19/users/me/keyvalue/studio.vision-tool.saved-queries',
      headers: editorHeaders(lake),
    });
    expect(read.json()).toEqual([{ key: 'studio.vision-tool.saved-queries', value: savedQueries }]);
    const onDisk = JSON.parse(await readFile(join(dataDir, 'keyvalue', `${LOCAL_EDITOR.id}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(onDisk['studio.vision-tool.saved-queries']).toEqual(savedQueries);
  });

  it('removes a key set to null', async () => {
    const client = lakeClient(lake, { token: lake.editorToken });
    await client.request({ method: 'PUT', uri: '/users/me/keyvalue', body: [{ key: 'pane.width', value: 420 }] });
    await client.request({ method: 'PUT', uri: '/users/me/keyvalue', body: [{ key: 'pane.width', value: null }] });
    expect(await client.request({ uri: '/users/me/keyvalue/pane.width' })).toEqual([
      { key: 'pane.width', value: null },
    ]);
  });

  it('refuses callers without the editor token (401) and malformed keys and bodies (400)', async () => {
    const anonymous = await h2Request(lake, { path: '/v2025-02-19/users/me/keyvalue/a' });
    expect(anonymous.status).toBe(401);
    const put = (body: string) =>
      h2Request(lake, {
        method: 'PUT',
        path: '/v2025-02-19/users/me/keyvalue',
        headers: { ...editorHeaders(lake), 'content-type': 'application/json' },
        body,
      });
    for (const body of [
      '{"key":"a","value":1}',
      '[]',
      '[{"value":1}]',
      `[{"key":"${'k'.repeat(201)}","value":1}]`,
      '[{"key":"a,b","value":1}]',
      'not json',
    ]) {
      const response = await put(body);
      expect(response.status, body).toBe(400);
    }
    const badKey = await h2Request(lake, {
      path: '/v2025-02-19/users/me/keyvalue/%E0%A4%A',
      headers: editorHeaders(lake),
    });
    expect(badKey.status).toBe(400);
  });
});
