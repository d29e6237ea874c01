import { expect, test } from '@playwright/test';
import { rawRequest, targetOf } from '../hostile/raw-http';
import { hydrated } from './support/hydration';

test('a newer build turns the next navigation into a full page load', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same-document';
  });

  await page.route('**/builds/latest.json?*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  );
  let checked = false;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/builds/latest.json')) checked = true;
  });
  // The hourly check starts once the page has hydrated, which on a busy machine can come after
  // `goto` returns: an hour passes again until the check has run.
  await expect(async () => {
    await page.clock.fastForward('01:00:01');
    expect(checked).toBe(true);
  }).toPass({ timeout: 20_000 });
  // The answer is read in the page's next tasks; a round trip lets them run.
  await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping' }).click();
  await page.waitForURL(/\/shipping$/);
  await page.waitForLoadState('load');
  const marker = await page.evaluate(() => (window as unknown as { marker?: string }).marker ?? null);
  expect(marker).toBeNull();
});

test('without a newer build, navigation stays client-side', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same-document';
  });
  // Before hydration the link is plain HTML and the browser follows it with a full page load.
  const shipping = page.getByRole('contentinfo').getByRole('link', { name: 'Shipping' });
  await hydrated(shipping);
  await shipping.click();
  await page.waitForURL(/\/shipping$/);
  const marker = await page.evaluate(() => (window as unknown as { marker?: string }).marker ?? null);
  expect(marker).toBe('same-document');
});

interface ManifestBody {
  readonly id: string;
  readonly routeRules: Record<
    string,
    { redirect?: { to: string; status: number }; prerender?: boolean; appMiddleware?: string[] }
  >;
}

test('the page asks for its build’s route manifest about 1 s after load, and it answers 200 JSON', async ({
  page,
  request,
}) => {
  const { id: buildId } = (await (await request.get('/builds/latest.json')).json()) as { id: string };
  const manifestRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/builds/meta/')) manifestRequests.push(sent.url());
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/builds/meta/'), {
    timeout: 25_000,
  });
  await page.goto('/de');
  const response = await answered;

  expect(new URL(response.url()).pathname).toBe(`/builds/meta/${buildId}.json`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const manifest = (await response.json()) as ManifestBody;
  expect(manifest.id).toBe(buildId);

  // Not before the 1,000 ms delay (counted from hydration, so at least that long after navigation).
  const startedAt = await page.evaluate(
    () => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/builds/meta/'))?.startTime,
  );
  expect(startedAt).toBeGreaterThanOrEqual(1_000);
  // Once: no second fetch while the page stays open.
  await page.waitForTimeout(1_500);
  expect(manifestRequests).toHaveLength(1);
});

test('the route manifest states what the server does', async ({ request }) => {
  const { id: buildId } = (await (await request.get('/builds/latest.json')).json()) as { id: string };
  const manifest = (await (await request.get(`/builds/meta/${buildId}.json`)).json()) as ManifestBody;
  const rules = manifest.routeRules;

  // The CMS's permanent redirects (English and German) and /en/…, as the proxy answers them.
  expect(rules['/beginners-guide']?.redirect).toEqual({ to: '/topic/beginners-world', status: 308 });
  expect(rules['/de/anfaenger-ratgeber']?.redirect).toEqual({ to: '/de/topic/einsteiger-welt', status: 308 });
  expect(rules['/en/**']?.redirect).toEqual({ to: '/**', status: 308 });
  for (const [from, to] of [
    ['/beginners-guide', '/topic/beginners-world'],
    ['/de/anfaenger-ratgeber', '/de/topic/einsteiger-welt'],
    ['/en/shipping', '/shipping'],
  ] as const) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(308);
    expect(new URL(answer.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
  }
  // Temporary redirects may be withdrawn any time: not in an answer cached for good.
  expect(rules['/consumer-rights']).toBeUndefined();

  // Prerendered pages come from the cache; a page rendered per request does not.
  expect(rules['/']?.prerender).toBe(true);
  expect(rules['/de']?.prerender).toBe(true);
  expect(rules['/login']?.prerender).toBe(false);
  expect((await request.get('/de')).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE|MISS)$/);
  expect((await request.get('/login')).headers()['x-nextjs-cache']).toBeUndefined();
  expect(rules['/']?.appMiddleware).toContain('locale-negotiation');
  expect(rules['/de/login']?.appMiddleware).toEqual(['server-redirects', 'locale-routing', 'session-refresh']);
});

test('the route manifest answers 404 JSON for another build and 4xx for any bytes in the name', async ({
  request,
  baseURL,
}) => {
  const unknown = await request.get('/builds/meta/0000000-older.json');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toMatch(/^application\/json/);
  expect(unknown.headers()['cache-control']).toBe('no-store');

  const target = targetOf(baseURL ?? '');
  const host = new URL(baseURL ?? '').host;
  const names = [
    '%00.json',
    '%E0%A4%A.json',
    '..%2F..%2Fpackage.json',
    '%2e%2e%2flatest.json',
    'a/b.json',
    '%C0%AE%C0%AE.json',
    '%FF%FE.json',
    `${'x'.repeat(4000)}.json`,
    '__proto__',
    '%3Cscript%3E.json',
  ];
  for (const name of names) {
    const answer = await rawRequest(
      target,
      Buffer.from(`GET /builds/meta/${name} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      10_000,
    );
    expect(answer.status, name.slice(0, 40)).toBeGreaterThanOrEqual(400);
    expect(answer.status, name.slice(0, 40)).toBeLessThan(500);
  }
});

test('a link to a permanently redirected path goes straight to its target, client-side', async ({ page }) => {
  const manifestLoaded = page.waitForResponse((response) => response.url().includes('/builds/meta/'), {
    timeout: 25_000,
  });
  await page.goto('/de');
  await manifestLoaded;
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same-document';
    const link = document.createElement('a');
    link.href = '/de/lieferung';
    link.textContent = 'Lieferung (alter Link)';
    document.querySelector('main')?.prepend(link);
  });
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.getByRole('link', { name: 'Lieferung (alter Link)' }).click();
  await page.waitForURL(/\/de\/shipping$/);
  expect(asked).not.toContain('/de/lieferung');
  const marker = await page.evaluate(() => (window as unknown as { marker?: string }).marker ?? null);
  expect(marker).toBe('same-document');
});
