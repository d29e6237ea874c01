/**
 * Property-based: random and hostile bodies, headers, paths and query strings against every
 * customer endpoint. Whatever a client sends, the API answers below 500, and every non-2xx
 * answer is the one error shape `{message, errors?}`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse } from './contract';
import { STAFF_TOKEN } from './reviews/review-test-kit';
import { createConfirmedAccount, login } from './testing/api-client';
import { createTestShop, type TestShop } from './testing/test-app';
import {
  authorization,
  bodyFor,
  contentType,
  endpoints,
  headerText,
  idSegment,
  language,
} from './testing/hostile-requests';

let shop: TestShop;
let validToken: string;
let validAddressId: string;
beforeAll(async () => {
  shop = await createTestShop({ config: { staffToken: STAFF_TOKEN } });
  validToken = (await login(shop, await createConfirmedAccount(shop, 'target@example.com'))).token;
  const created = await shop.app.request('/customer/addresses', {
    method: 'POST',
    headers: { authorization: `Bearer ${validToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'A',
      last_name: 'B',
      country: 'ES',
      city: 'C',
      postal_code: '28013',
      street: 'S',
      house_number: '1',
    }),
  });
  const body: unknown = await created.json();
  validAddressId = typeof body === 'object' && body !== null && 'id' in body ? String(body.id) : '';
});
afterAll(() => shop.close());

async function send(request: {
  method: string;
  path: string;
  body: string | undefined;
  contentType: string | undefined;
  authorization: string | undefined;
  language: string | undefined;
  forwardedFor: string | undefined;
}): Promise<void> {
  const headers = new Headers();
  if (request.contentType !== undefined) headers.set('content-type', request.contentType);
  if (request.authorization !== undefined) {
    headers.set('authorization', request.authorization === 'VALID' ? `Bearer ${validToken}` : request.authorization);
  }
  if (request.language !== undefined) headers.set('accept-language', request.language);
  if (request.forwardedFor !== undefined) headers.set('x-forwarded-for', request.forwardedFor);
  const withBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const response = await shop.app.request(request.path, {
    method: request.method,
    headers,
    ...(withBody ? { body: request.body } : {}),
  });
  const status = response.status;
  const raw = await response.text();
  expect(status, `${request.method} ${request.path} → ${status}: ${raw.slice(0, 300)}`).toBeLessThan(500);
  if (request.method === 'HEAD' || status === 204) return;
  expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
  const parsed: unknown = JSON.parse(raw);
  if (status >= 300) errorResponse.strict().parse(parsed);
}

describe('hostile input', () => {
  it('never answers 5xx and always the error shape: every endpoint, random bodies and headers', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.constantFrom(...endpoints).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        id: idSegment,
        query: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
        body: bodyFor(endpoint),
        contentType,
        authorization: endpoint.keepTokenAway ? authorization.filter((header) => header !== 'VALID') : authorization,
        language,
        // Loopback as well, so the dev mailbox's handler sees the hostile queries too.
        forwardedFor: fc.option(fc.oneof(headerText, fc.ipV4(), fc.ipV6(), fc.constant('127.0.0.1')), {
          nil: undefined,
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const id = sample.id === 'VALID' ? validAddressId : sample.id;
        const query = sample.query === undefined ? '' : `?${encodeURI(sample.query)}`;
        await send({
          method: sample.endpoint.method,
          path: sample.endpoint.path.replace('{id}', id) + query,
          body: sample.body,
          contentType: sample.contentType,
          authorization: sample.authorization,
          language: sample.language,
          forwardedFor: sample.forwardedFor,
        });
      }),
      { numRuns: 800 },
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('never answers 5xx for random methods, paths and raw query strings', async () => {
    const errors = vi.spyOn(console, 'error');
    const segment = fc.oneof(
      fc.constantFrom(
        'customer',
        'auth',
        'account',
        'addresses',
        'captcha',
        'settings',
        'login',
        'dev',
        'mailbox',
        'openapi.json',
        'catalogue',
        'products',
        'images',
      ),
      fc.string({ maxLength: 12 }).map((raw) => encodeURIComponent(raw)),
      fc.constantFrom('%ZZ', '..', '.', '%00', '%2F', '%', '%C3%28', '~', '*'),
    );
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      segments: fc.array(segment, { minLength: 0, maxLength: 5 }),
      query: fc.oneof(
        fc.constant(''),
        fc.string({ maxLength: 40 }).map((raw) => `?${encodeURI(raw)}`),
        fc.constantFrom(
          '?to=%ZZ',
          '?limit=-1',
          '?limit=99999999999',
          '?limit=abc',
          '?to=' + 'a'.repeat(300),
          '?limit=1&limit=2',
          '?=&&=',
          '?to[]=x',
        ),
      ),
      body: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
      contentType,
      authorization,
      language,
    });
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const path = `/${sample.segments.join('/')}`;
        await send({
          method: sample.method,
          path: path + sample.query,
          body: sample.body,
          contentType: sample.contentType,
          authorization: sample.authorization,
          language: sample.language,
          forwardedFor: undefined,
        });
      }),
      { numRuns: 300 },
    );
    expect(errors).not.toHaveBeenCalled();
  });
});

interface Route {
  readonly method: string;
  readonly path: string;
  /** Needs a bearer token (customer or staff). */
  readonly secured: boolean;
}

/** Every route the OpenAPI document lists. */
async function documentedRoutes(): Promise<Route[]> {
  const document: unknown = await (await shop.app.request('/openapi.json')).json();
  const paths = typeof document === 'object' && document !== null && 'paths' in document ? document.paths : null;
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(typeof paths === 'object' && paths !== null ? paths : {})) {
    const entries = Object.entries(typeof operations === 'object' && operations !== null ? operations : {});
    for (const [method, operation] of entries) {
      const secured = typeof operation === 'object' && operation !== null && 'security' in operation;
      routes.push({ method: method.toUpperCase(), path, secured });
    }
  }
  return routes;
}

/** A real value for a path parameter, so the request reaches the handler. */
function validParameter(path: string, name: string): string {
  if (path.startsWith('/customer/addresses/')) return validAddressId;
  if (name === 'file') return '1.svg';
  if (name === 'id') return 'prod-000001';
  return 'x';
}

function fillPath(path: string, value: (name: string) => string = (name) => validParameter(path, name)): string {
  return path.replace(/\{(\w+)\}/gu, (_, name: string) => value(name));
}

describe('hostile header bytes', () => {
  it('answers every route below 500 whatever legal bytes Authorization, Cookie and Accept-Language carry', async () => {
    const errors = vi.spyOn(console, 'error');
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => route.secured).length).toBeGreaterThan(10);
    const latin1 = '\u00e9\u00ff\u00a0\u00c4\u00df\u0080\u0085\u00fe';
    const authorizations = [
      `Bearer ${latin1.repeat(6)}`,
      'Bearer %00',
      `Bearer %00${validToken}`,
      `Bearer ${validToken}%00`,
      `Bearer ${validToken}${latin1}`,
      `Bearer\u00a0${validToken}`,
      `Bearer ${'A'.repeat(100_000)}`,
      `Bearer ${STAFF_TOKEN}\u00ff`,
      latin1.repeat(40),
      'Basic %00%00',
      'Bearer ',
    ];
    const otherHeaders: ReadonlyArray<Record<string, string>> = [
      { cookie: `\u00ff=\u00fe; ;;=; token=%00; refresh_token=%E0%A4%A; ${latin1}=${latin1}` },
      { cookie: `token=${'a'.repeat(100_000)}` },
      { 'accept-language': `${latin1};q=zz,,,;;` },
      { 'accept-language': '*;q=1e999, de;q=-1, ;q=, %00' },
      { 'accept-language': 'de-DE,'.repeat(20_000) },
      { 'x-forwarded-for': `${latin1}, %00, ${'9'.repeat(5_000)}` },
      { 'user-agent': latin1.repeat(2_000) },
    ];
    const cases = [
      ...authorizations.map((authorization) => ({ headers: { authorization }, authorizationOnly: true })),
      ...otherHeaders.map((headers) => ({ headers, authorizationOnly: false })),
    ];
    for (const route of routes) {
      const path = fillPath(route.path);
      const withBody = route.method !== 'GET' && route.method !== 'HEAD';
      for (const { headers, authorizationOnly } of cases) {
        const response = await shop.app.request(path, {
          method: route.method,
          headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
          ...(withBody ? { body: '{}' } : {}),
        });
        const raw = await response.text();
        const label = `${route.method} ${path} with ${JSON.stringify(headers).slice(0, 80)} → ${response.status}`;
        expect(response.status, `${label}: ${raw.slice(0, 200)}`).toBeLessThan(500);
        // A protected route refuses every one of these tokens.
        if (route.secured && authorizationOnly) expect(response.status, label).toBe(401);
        if (response.status >= 400) errorResponse.strict().parse(JSON.parse(raw));
      }
    }
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('every documented route', () => {
  it('never answers 5xx to random path segments, queries, bodies and tokens (customer and staff)', async () => {
    const errors = vi.spyOn(console, 'error');
    // Logout with the valid token would end it for every later run.
    const routes = (await documentedRoutes()).filter((route) => route.path !== '/customer/auth/logout');
    const segment = fc.oneof(
      { weight: 2, arbitrary: fc.constant('VALID') },
      idSegment,
      fc.constantFrom('prod-000001', '1.svg', '4.svg', 'alpine-seeds', 'x'.repeat(300)),
    );
    const loose = fc
      .dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)))
      .map((object) => JSON.stringify(object));
    const request = fc.record({
      route: fc.constantFrom(...routes),
      segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
      query: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
      body: fc.oneof(
        fc.jsonValue().map((json) => JSON.stringify(json)),
        loose,
        fc.constantFrom('{"status":"published"}', '{"helpful":true}', '{"rating":5,"name":"\\u0000","text":"x"}'),
      ),
      token: fc.constantFrom(undefined, validToken, STAFF_TOKEN),
      language,
    });
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        let index = 0;
        const path = fillPath(sample.route.path, (name) => {
          const value = sample.segments[index] ?? 'x';
          index += 1;
          return value === 'VALID' ? validParameter(sample.route.path, name) : value;
        });
        const headers = new Headers({ 'content-type': 'application/json' });
        if (sample.token !== undefined) headers.set('authorization', `Bearer ${sample.token}`);
        if (sample.language !== undefined) headers.set('accept-language', sample.language);
        const withBody = sample.route.method !== 'GET' && sample.route.method !== 'HEAD';
        const target = sample.query === undefined ? path : `${path}?${encodeURI(sample.query)}`;
        const response = await shop.app.request(target, {
          method: sample.route.method,
          headers,
          ...(withBody ? { body: sample.body } : {}),
        });
        const raw = await response.text();
        const label = `${sample.route.method} ${target} → ${response.status}: ${raw.slice(0, 300)}`;
        expect(response.status, label).toBeLessThan(500);
        // Images and redirects answer in their own format; every error is the one JSON shape.
        if (response.status >= 400) errorResponse.strict().parse(JSON.parse(raw));
      }),
      { numRuns: 400 },
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
