/** The Studio's product picker reads the catalogue from another origin: CORS on GET /catalogue/* only. */
import { describe, expect, it } from 'vitest';
import { call, get, post } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

const studio = 'http://localhost:3333';
const shop = useTestShop({ config: { corsOrigins: [studio], staffToken: 'staff-token-for-the-cors-test-0123' } });

describe('CORS for the catalogue', () => {
  it('lets an allowed origin read listings and products', async () => {
    const response = await get(shop, '/catalogue/products?ids=prod-000001', { headers: { origin: studio } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(studio);
    expect(response.headers.get('vary')).toMatch(/Accept-Language/u);
    expect(response.headers.get('vary')).toMatch(/Origin/u);
  });

  it('answers a preflight with GET only and no credentials header', async () => {
    const response = await call(shop, 'OPTIONS', '/catalogue/products', undefined, {
      headers: {
        origin: studio,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(studio);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
    expect(response.headers.get('access-control-allow-headers')).toBe('Accept-Language');
  });

  it('gives other origins, other methods, other paths and moderation nothing', async () => {
    const other = await get(shop, '/catalogue/products', { headers: { origin: 'https://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const write = await post(shop, '/catalogue/products/prod-000001/reviews', {}, { headers: { origin: studio } });
    expect(write.headers.get('access-control-allow-origin')).toBeNull();

    const account = await post(shop, '/customer/auth/login', {}, { headers: { origin: studio } });
    expect(account.headers.get('access-control-allow-origin')).toBeNull();

    const moderation = await get(shop, '/catalogue/moderation/reviews', { headers: { origin: studio } });
    expect(moderation.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS off', () => {
  const closed = useTestShop();
  it('sends no CORS headers without configured origins', async () => {
    const response = await get(closed, '/catalogue/products', { headers: { origin: studio } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
