import { describe, expect, it, vi } from 'vitest';
import { storefrontOrigin } from './storefront-origin';

const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the storefront the Presentation tool frames', () => {
  it('is the configured one when the Studio was built with it', async () => {
    const fetch = answering(200, {});
    await expect(
      storefrontOrigin({ configured: 'https://shop.example/', lakeUrl: 'https://localhost:3333', fetch }),
    ).resolves.toBe('https://shop.example');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is the one the lake was started with, asked at run time', async () => {
    const fetch = answering(200, { previewUrl: 'http://localhost:3967' });
    await expect(storefrontOrigin({ configured: undefined, lakeUrl: 'https://localhost:4267', fetch })).resolves.toBe(
      'http://localhost:3967',
    );
    expect(fetch).toHaveBeenCalledWith('https://localhost:4267/studio-settings');
  });

  it('fails loudly when the lake cannot say', async () => {
    await expect(
      storefrontOrigin({ configured: undefined, lakeUrl: 'https://localhost:1', fetch: answering(404, {}) }),
    ).rejects.toThrow(/404/);
    await expect(
      storefrontOrigin({
        configured: undefined,
        lakeUrl: 'https://localhost:1',
        fetch: answering(200, { previewUrl: 'javascript:x' }),
      }),
    ).rejects.toThrow(/previewUrl/);
  });

  it('is the local storefront for a hosted Studio built without one', async () => {
    await expect(
      storefrontOrigin({ configured: undefined, lakeUrl: undefined, fetch: answering(500, {}) }),
    ).resolves.toBe('http://localhost:3000');
  });
});
