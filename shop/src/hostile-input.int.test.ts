/**
 * Property-based: random and hostile bodies, headers, paths and query strings against every
 * customer endpoint. Whatever a client sends, the API answers below 500, and every non-2xx
 * answer is the one error shape `{message, errors?}`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse } from './contract';
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
  shop = await createTestShop();
  validToken = (await login(shop, await createConfirmedAccount(shop, 'target@example.com'))).token;
  const created = await shop.app.request('/customer/addresses', {
    method: 'POST',
    headers: { authorization: `Bearer ${validToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'A',
      last_name: 'B',
      country: 'ES',
      city: 'C',
      postal_code: '1',
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
        forwardedFor: fc.option(fc.oneof(headerText, fc.ipV4(), fc.ipV6()), { nil: undefined }),
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
