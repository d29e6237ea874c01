/**
 * Hostile input against the running production build, over raw TCP/TLS so that any byte can go
 * into the method, path, query, headers, cookies and body: the storefront's pages and API routes,
 * every OpenAPI path through the `/api/shop` gateway, and the content lake's public routes. Nothing
 * may answer 5xx and nothing may hang.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { runLake } from '../e2e/support/lake';
import { concurrency, hangMs, runTimeoutMs, seed, totalRequests } from './fuzz-settings';
import { requestFor, toBytes, type HostileRequest } from './hostile-requests';
import { pool, rawRequest, targetOf, type RawTarget } from './raw-http';

const storefrontPages = [
  '/',
  '/de',
  '/fr/{a}',
  '/es/{a}/{b}',
  '/en/{a}',
  '/login',
  '/de/login',
  '/registration',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/email-change-confirm',
  '/delete-customer',
  '/restore-customer',
  '/account',
  '/de/account',
  '/search',
  '/cannabis-seeds',
  '/cannabis-seeds/{a}',
  '/cannabis-seeds/{a}/{b}',
  '/de/cannabis-samen/{a}',
  '/blog',
  '/blog/page-{n}',
  '/blog/{a}',
  '/promotions',
  '/promotions/{a}/{b}',
  '/top-10-{a}',
  '/topic/{a}',
  '/videos',
  '/all-seed-banks',
  '/ui-page',
  '/dev/mailbox',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/cart/checkout',
  '/fr/cart/checkout',
  '/{a}',
  '/{a}/{b}/{c}/{d}',
];
const storefrontRoutes = [
  '/api/locale',
  '/api/revalidate',
  '/api/content/images/{a}/{b}',
  '/api/content/redirects',
  '/api/icons/{a}',
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
  '/api/draft-mode/live',
  '/api/dev/mailbox',
  '/api/cart/add',
  '/api/shop/{a}',
  '/api/shop/{a}/{b}/{c}',
  '/builds/latest.json',
  '/builds/meta/{a}.json',
  '/sitemap.xml',
  '/sitemaps/sitemap/{a}.xml',
  '/robots.txt',
  '/icon.svg',
  '/_next/static/{a}',
  '/_next/image',
  '/_next/data/{a}/{b}.json',
];
const lakeRoutes = [
  '/v2025-02-19/data/query/production',
  '/v1/data/query/{a}',
  '/v2025-02-19/data/doc/production/{a}',
  '/v2025-02-19/data/mutate/production',
  '/v2025-02-19/data/actions/production',
  '/v2025-02-19/data/history/production/documents/{a}',
  '/v2025-02-19/data/listen/production',
  '/v2025-02-19/assets/images/production',
  '/v2025-02-19/users/me',
  '/v2025-02-19/projects/{a}',
  '/images/local/production/{a}',
  '/files/local/production/{a}',
  '/studio',
  '/studio/{a}',
  '/studio-login',
  '/shop-api/{a}',
  '/shop-api/catalogue/{a}',
  '/{a}',
];

interface Outcome {
  readonly request: HostileRequest;
  readonly status: number;
  readonly error?: string;
}

async function fire(target: RawTarget, host: string, requests: readonly HostileRequest[]): Promise<Outcome[]> {
  return pool(
    requests.map((request) => async (): Promise<Outcome> => {
      try {
        const answer = await rawRequest(target, toBytes(request, host), hangMs, {
          halfClose: request.declaredLength !== undefined,
        });
        return { request, status: answer.status };
      } catch (error) {
        return { request, status: -1, error: error instanceof Error ? error.message : String(error) };
      }
    }),
    concurrency,
  );
}

function describeFailures(outcomes: readonly Outcome[]): string {
  return outcomes
    .filter((outcome) => outcome.status >= 500 || outcome.status === -1)
    .slice(0, 15)
    .map(({ request, status, error }) => {
      const headerList = request.headers.map(([name, value]) => `${name}: ${JSON.stringify(value.slice(0, 80))}`);
      return `${status}${error ? ` (${error})` : ''} ${request.method} ${JSON.stringify(request.target.slice(0, 200))} [${headerList.join(', ')}] body=${request.body?.length ?? 0}`;
    })
    .join('\n');
}

function summary(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

test.describe.configure({ mode: 'parallel' });

test('the storefront answers hostile requests below 500 and never hangs', async ({ baseURL, request }) => {
  test.setTimeout(runTimeoutMs);
  if (!baseURL) throw new Error('no baseURL');
  const openApi: unknown = await (await request.get('/api/shop/openapi.json')).json();
  const shopPaths =
    typeof openApi === 'object' && openApi !== null && 'paths' in openApi && typeof openApi.paths === 'object'
      ? Object.keys(openApi.paths ?? {}).map((path) => `/api/shop${path}`)
      : [];
  expect(shopPaths.length, 'the OpenAPI document lists the shop paths').toBeGreaterThan(20);

  const count = Math.round(totalRequests * 0.8);
  const requests = fc.sample(requestFor([...storefrontPages, ...storefrontRoutes, ...shopPaths]), {
    seed,
    numRuns: count,
  });
  const target = targetOf(baseURL);
  const outcomes = await fire(target, new URL(baseURL).host, requests);
  console.info(`[hostile] storefront: ${outcomes.length} requests, statuses ${JSON.stringify(summary(outcomes))}`);
  expect(describeFailures(outcomes), 'requests answered 5xx or hung').toBe('');
  // Still serving afterwards.
  expect((await request.get('/')).status()).toBe(200);
});

test('the content lake answers hostile requests below 500 and never hangs', async () => {
  test.setTimeout(runTimeoutMs);
  const lake = runLake();
  const count = Math.round(totalRequests * 0.2);
  const requests = fc.sample(requestFor(lakeRoutes), { seed: seed + 1, numRuns: count });
  const outcomes = await fire(targetOf(lake.url), new URL(lake.url).host, requests);
  console.info(`[hostile] lake: ${outcomes.length} requests, statuses ${JSON.stringify(summary(outcomes))}`);
  expect(describeFailures(outcomes), 'requests answered 5xx or hung').toBe('');
});
