import { createLogger } from '@seedshop/shop';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../shop/src/testing/test-app';
import { forwardToShop } from './gateway';

const options = { secureCookies: false, mountPath: '/api/shop', siteOrigin: 'http://localhost:3000' };

describe('request id from the storefront to the shop', () => {
  const lines: Array<Record<string, unknown>> = [];
  let shop: TestShop;
  beforeAll(async () => {
    const logger = createLogger('shop', { write: (line: string) => void lines.push(JSON.parse(line)) }, 'info');
    shop = await createTestShop({ logger });
  });
  afterAll(() => shop.close());

  it("logs the shop's line for a gateway call under the id the storefront's server gave the request", async () => {
    // What web/server/ops.mjs leaves on the request before Next sees it.
    const id = '0b7e4c1e-5a42-4c6f-9d7e-3f1a2b3c4d5e';
    const request = new NextRequest(new URL('/api/shop/catalogue/products/no-such-seed', 'http://localhost:3000'), {
      headers: { 'x-request-id': id, 'x-forwarded-for': '203.0.113.9' },
    });
    const response = await forwardToShop(request, async (upstream) => shop.app.fetch(upstream), options);
    expect(response.status).toBe(404);
    expect(lines).toContainEqual(
      expect.objectContaining({ service: 'shop', reqId: id, msg: 'request', route: '/catalogue/products/:slug' }),
    );
  });
});
