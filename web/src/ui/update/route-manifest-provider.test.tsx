// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from '@/routing/route-manifest';
import { RouteManifestProvider, useRouteManifest } from './route-manifest-provider';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const manifest: RouteManifest = {
  id: 'build-1',
  routeRules: {
    '/de/alter-pfad': { redirect: { to: '/de/neuer-pfad', status: 308 } },
    '/partner': { redirect: { to: 'https://partner.example/', status: 308 } },
    '/en/**': { redirect: { to: '/**', status: 308 } },
    '/de/blog': { prerender: false, appMiddleware: ['server-redirects', 'locale-routing', 'session-refresh'] },
  },
};

function ManifestId() {
  return <output>{useRouteManifest()?.id ?? 'none'}</output>;
}

/** Plain anchors, as rich text renders them (Next's <Link> respects a handled click the same way). */
const links = { old: '/de/alter-pfad?pack=5', english: '/en/blog#top', blog: '/de/blog', partner: '/partner' };

function renderProvider() {
  const rendered = render(
    <RouteManifestProvider buildId="build-1">
      <ManifestId />
    </RouteManifestProvider>,
  );
  for (const [label, href] of Object.entries(links)) {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = label;
    rendered.container.append(anchor);
  }
  return rendered;
}

function click(label: string): MouseEvent {
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent === label);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  // Keep happy-dom from navigating: the page's own handler runs after the provider's.
  link?.addEventListener('click', (e) => e.preventDefault(), { once: true });
  link?.dispatchEvent(event);
  return event;
}

/** The manifest's code is imported when the fetch is due: lets that import and the fetch finish. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('RouteManifestProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    router.push.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches the manifest 1,000 ms after start and gives it to the app', async () => {
    const fetch = vi.fn(async () => Response.json(manifest));
    vi.stubGlobal('fetch', fetch);
    const { container } = renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/builds/meta/build-1.json');
    expect(container.querySelector('output')?.textContent).toBe('build-1');
  });

  it('takes a link to a redirected path on this site straight to its target, in German and English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(manifest)),
    );
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();

    expect(click('old').defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenLastCalledWith('/de/neuer-pfad?pack=5');
    click('english');
    expect(router.push).toHaveBeenLastCalledWith('/blog#top');
    router.push.mockReset();
    click('blog'); // not redirected
    click('partner'); // another site: the browser follows the server's redirect
    expect(router.push).not.toHaveBeenCalled();
  });

  it('only logs a failed fetch: no retries, links behave as without a manifest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => new Response('not found', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const { container } = renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(fetch).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledExactlyOnceWith('[route-manifest] fetch failed', expect.any(Error));
    expect(container.querySelector('output')?.textContent).toBe('none');
    click('old');
    expect(router.push).not.toHaveBeenCalled();
  });
});
