import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it, vi } from 'vitest';
import { handleRevalidateWebhook } from './revalidate-webhook';
import {
  createSignedWebhookReceiver,
  SIGNATURE_MAX_AGE_MS,
  SIGNATURE_MAX_SKEW_MS,
  type SignedWebhookOptions,
} from './signed-webhook';

const secret = 'lake-generated-secret-0123456789abcdefghijklmnop';
const publishedDefault = 'seedshop-local-content-webhook-secret';
const start = Date.UTC(2026, 0, 15, 12, 0, 0);
const body = JSON.stringify({ _id: 'redirect.old-shop', _type: 'redirect', language: null, slug: null });

async function signedRequest(options: { key?: string; signedAt?: number; payload?: string } = {}): Promise<Request> {
  const payload = options.payload ?? body;
  const signature = await encodeSignatureHeader(payload, options.signedAt ?? start, options.key ?? secret);
  return new Request('http://site.test/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    body: payload,
  });
}

/** The route's wiring: the receiver in front of the revalidation handler. */
function revalidateRoute(options: Partial<SignedWebhookOptions> = {}) {
  let clock = start;
  const purged: string[] = [];
  const invalidateRedirects = vi.fn();
  const receiver = createSignedWebhookReceiver({ secret, now: () => clock, ...options });
  const configured = options.secret ?? secret;
  return {
    purged,
    invalidateRedirects,
    advance: (ms: number) => (clock += ms),
    post: (request: Request) =>
      receiver.receive(request, (verified) =>
        handleRevalidateWebhook(verified, {
          secret: configured,
          revalidateTag: (tag) => purged.push(tag),
          invalidateRedirects,
        }),
      ),
  };
}

describe('the signed revalidation webhook', () => {
  it('purges on a valid signed request, and refuses the same request sent again', async () => {
    const route = revalidateRoute();
    const first = await route.post(await signedRequest());
    expect(first.status).toBe(200);
    expect(route.purged).toEqual(['content:doc:redirect.old-shop', 'content:type:redirect']);
    expect(route.invalidateRedirects).toHaveBeenCalledTimes(1);

    const replay = await route.post(await signedRequest());
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'This webhook was already received' });
    route.advance(SIGNATURE_MAX_AGE_MS - 1);
    expect((await route.post(await signedRequest())).status).toBe(401);
    expect(route.purged).toHaveLength(2);
    expect(route.invalidateRedirects).toHaveBeenCalledTimes(1);
  });

  it('accepts the next change, signed anew, right after', async () => {
    const route = revalidateRoute();
    expect((await route.post(await signedRequest())).status).toBe(200);
    expect((await route.post(await signedRequest({ signedAt: start + 1 }))).status).toBe(200);
    const other = JSON.stringify({ _id: 'topicPage.x', _type: 'topicPage' });
    expect((await route.post(await signedRequest({ payload: other }))).status).toBe(200);
    expect(route.purged).toHaveLength(6);
  });

  it('refuses a request signed with the old published default secret', async () => {
    const route = revalidateRoute();
    const response = await route.post(await signedRequest({ key: publishedDefault }));
    expect(response.status).toBe(401);
    expect(route.purged).toEqual([]);
  });

  it('refuses stale signatures and signatures from the future', async () => {
    const route = revalidateRoute();
    const stale = await route.post(await signedRequest({ signedAt: start - SIGNATURE_MAX_AGE_MS - 1 }));
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ message: 'The webhook signature is too old or from the future' });
    const early = await route.post(await signedRequest({ signedAt: start + SIGNATURE_MAX_SKEW_MS + 1 }));
    expect(early.status).toBe(401);
    expect(route.purged).toEqual([]);
    // Within the window, either way.
    expect((await route.post(await signedRequest({ signedAt: start - 4 * 60_000 }))).status).toBe(200);
    expect((await route.post(await signedRequest({ signedAt: start + 30_000 }))).status).toBe(200);
  });

  it('refuses everything without a secret, or with the published default, and says so once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const configured of ['', publishedDefault]) {
      log.mockClear();
      const route = revalidateRoute({ secret: configured });
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await route.post(await signedRequest({ key: configured || 'anything-at-all' }));
        expect(response.status).toBe(401);
      }
      expect(route.purged).toEqual([]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).toContain('CONTENT_WEBHOOK_SECRET');
    }
  });

  it('refuses missing, malformed and wrong signatures', async () => {
    const route = revalidateRoute();
    const unsigned = new Request('http://site.test/api/revalidate', { method: 'POST', body });
    expect((await route.post(unsigned)).status).toBe(401);
    const signed = await signedRequest();
    const tampered = new Request(signed, { body: body.replace('old-shop', 'everything') });
    expect((await route.post(tampered)).status).toBe(401);
    const malformed = new Request(signed, {
      headers: { 'sanity-webhook-signature': 'nonsense' },
      body,
    });
    expect((await route.post(malformed)).status).toBe(401);
    expect(route.purged).toEqual([]);
  });

  it('lets a request the handler did not accept be sent again', async () => {
    const receiver = createSignedWebhookReceiver({ secret, now: () => start });
    const failing = vi.fn(async () => Response.json({ message: 'busy' }, { status: 500 }));
    expect((await receiver.receive(await signedRequest(), failing)).status).toBe(500);
    const succeeding = vi.fn(async () => Response.json({ ok: true }));
    expect((await receiver.receive(await signedRequest(), succeeding)).status).toBe(200);
    expect((await receiver.receive(await signedRequest(), succeeding)).status).toBe(401);
    expect(succeeding).toHaveBeenCalledTimes(1);
  });

  it('remembers a bounded number of signatures: when all are fresh, new ones wait (503)', async () => {
    let clock = start;
    const receiver = createSignedWebhookReceiver({ secret, capacity: 2, now: () => clock });
    const ok = async () => Response.json({ ok: true });
    expect((await receiver.receive(await signedRequest({ signedAt: start }), ok)).status).toBe(200);
    expect((await receiver.receive(await signedRequest({ signedAt: start + 1 }), ok)).status).toBe(200);
    const full = await receiver.receive(await signedRequest({ signedAt: start + 2 }), ok);
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('60');
    // Once the first two are too old to be replayed anyway, there is room again.
    clock += SIGNATURE_MAX_AGE_MS + 10;
    expect((await receiver.receive(await signedRequest({ signedAt: clock }), ok)).status).toBe(200);
    expect((await receiver.receive(await signedRequest({ signedAt: start + 1 }), ok)).status).toBe(401);
  });
});
