import { rename } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h1Request, h2Request, startTestLake, type TestLake } from '../testing/http-lake';
import { lakeRoute } from './ops';

const TOKEN = 'a-metrics-token-of-32-characters';

describe('lake operations endpoints', () => {
  let test: TestLake;
  beforeAll(async () => {
    test = await startTestLake({ metricsToken: TOKEN, logLevel: 'silent' });
  });
  afterAll(() => test.cleanup());

  it('answers /healthz 200 {"status":"ok"}, never cached, over HTTP/1.1 and HTTP/2', async () => {
    for (const send of [h1Request, h2Request]) {
      const response = await send(test.lake, { path: '/healthz' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers /readyz 200 while its store is open and its folder writable', async () => {
    const response = await h1Request(test.lake, { path: '/readyz' });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', checks: { storage: { status: 'ok' } } });
  });

  it('echoes a loopback caller’s X-Request-Id and counts requests per API area on /metrics', async () => {
    const query = `/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*)')}`;
    const echoed = await h1Request(test.lake, { path: query, headers: { 'x-request-id': 'storefront-1234' } });
    expect(echoed.headers['x-request-id']).toBe('storefront-1234');
    const scrape = async () => (await h1Request(test.lake, { path: '/metrics' })).text;
    const series = /^lake_http_requests_total\{method="GET",route="\/data\/query",status_class="2xx"\} (\d+)$/mu;
    const before = Number(series.exec(await scrape())?.[1] ?? 0);
    await h1Request(test.lake, { path: query });
    await h2Request(test.lake, { path: query });
    const after = await scrape();
    expect(
      after,
      after
        .split('\n')
        .filter((line) => line.startsWith('lake_http_requests_total'))
        .join('\n'),
    ).toMatch(series);
    expect(Number(series.exec(after)?.[1])).toBe(before + 2);
    expect(after).toMatch(/^process_cpu_user_seconds_total /mu);
    expect(lakeRoute('/v1/data/mutate/production?x=1')).toBe('/data/mutate');
    expect(lakeRoute('/structure/products/abc')).toBe('studio');
  });

  it('answers /readyz 503 with Retry-After when its data folder is gone', async () => {
    const away = `${test.dataDir}-away`;
    await rename(test.dataDir, away);
    const response = await h1Request(test.lake, { path: '/readyz' }).finally(() => rename(away, test.dataDir));
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ status: 'unavailable', checks: { storage: { status: 'down' } } });
  });
});
