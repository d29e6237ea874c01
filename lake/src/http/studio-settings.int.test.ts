import { afterEach, describe, expect, it } from 'vitest';
import { h2Request, startTestLake, type TestLake } from '../testing/http-lake';

let test: TestLake | undefined;

afterEach(async () => {
  await test?.cleanup();
  test = undefined;
});

describe('GET /studio-settings', () => {
  it('tells the Studio which storefront its Presentation tool frames', async () => {
    test = await startTestLake({ previewUrl: 'http://localhost:3967/' });
    const response = await h2Request(test.lake, { path: '/studio-settings' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ previewUrl: 'http://localhost:3967' });
  });

  it('defaults to the storefront `pnpm start` runs', async () => {
    test = await startTestLake();
    expect((await h2Request(test.lake, { path: '/studio-settings' })).json()).toEqual({
      previewUrl: 'http://localhost:3000',
    });
  });
});
