import { afterEach, describe, expect, it, vi } from 'vitest';
import { installInProcessServices } from './in-process-services';
import { redirectSources } from './redirect-sources';

describe('the proxy’s redirect sources', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('read the shop and the content source in this process, never by HTTP', async () => {
    const fetchSpy = vi.fn(async () => new Response('loop', { status: 500 }));
    vi.stubGlobal('fetch', fetchSpy);
    const shop = vi.fn(async (_: Request) => Response.json({ redirects: [] }));
    const cms = [{ from: '/de/alte-seite', to: '/de/blog', permanent: false }];
    installInProcessServices({ gateway: vi.fn(), shop, cmsRedirects: async () => cms });
    const loaded = await Promise.all(redirectSources.map((source) => source.load()));
    expect(loaded).toEqual([[], cms]);
    expect(shop).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
