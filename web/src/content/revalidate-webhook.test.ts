import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it, vi } from 'vitest';
import { handleRevalidateWebhook, revalidationPlan } from './revalidate-webhook';

const secret = 'a-long-enough-test-secret';

async function signed(body: string, key = secret): Promise<Request> {
  const signature = await encodeSignatureHeader(body, Date.now(), key);
  return new Request('http://site.test/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    body,
  });
}

function deps() {
  const purged: string[] = [];
  return {
    purged,
    revalidateTag: vi.fn((tag: string) => {
      purged.push(tag);
    }),
    invalidateRedirects: vi.fn(),
    secret,
  };
}

describe('revalidation webhook', () => {
  it('also expires the changed document’s own page by its path, where a 404 from before it existed waits', async () => {
    const d = deps();
    const paths: string[] = [];
    const body = JSON.stringify({ _id: 'topic.garden.de', _type: 'topic', language: 'de', slug: 'gartenthema' });
    const response = await handleRevalidateWebhook(await signed(body), {
      ...d,
      pageOf: (changed) => `/${changed.language}/cached/-/topic/${String(changed.slug)}`,
      revalidatePath: (path) => paths.push(path),
    });
    expect(await response.json()).toEqual({
      revalidated: ['content:doc:topic.garden.de', 'content:type:topic'],
      page: '/de/cached/-/topic/gartenthema',
    });
    expect(paths).toEqual(['/de/cached/-/topic/gartenthema']);
  });

  it('expires the changed document’s and its type’s tags at once after a valid signature', async () => {
    const d = deps();
    const body = JSON.stringify({
      _id: 'blogPost.first-grow.de',
      _type: 'blogPost',
      language: 'de',
      slug: 'erster-grow',
    });
    const response = await handleRevalidateWebhook(await signed(body), d);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['content:doc:blogPost.first-grow.de', 'content:type:blogPost'],
    });
    expect(d.purged).toEqual(['content:doc:blogPost.first-grow.de', 'content:type:blogPost']);
    expect(d.invalidateRedirects).not.toHaveBeenCalled();
  });

  it('treats a draft like its published document', async () => {
    const d = deps();
    const body = JSON.stringify({ _id: 'drafts.page.imprint.en', _type: 'page', language: 'en', slug: null });
    expect(await (await handleRevalidateWebhook(await signed(body), d)).json()).toEqual({
      revalidated: ['content:doc:page.imprint.en', 'content:type:page'],
    });
  });

  it('makes the proxy reload its map when a redirect changes', async () => {
    const d = deps();
    const body = JSON.stringify({ _id: 'redirect.old-faq.de', _type: 'redirect', language: 'de' });
    expect((await handleRevalidateWebhook(await signed(body), d)).status).toBe(200);
    expect(d.purged).toEqual(['content:doc:redirect.old-faq.de', 'content:type:redirect']);
    expect(d.invalidateRedirects).toHaveBeenCalledOnce();
  });

  it('expires the pages that show translations when they are relinked', () => {
    expect(revalidationPlan({ _id: 'translation.metadata.topic.outdoor', _type: 'translation.metadata' })).toEqual([
      'content:doc:translation.metadata.topic.outdoor',
      'content:type:translation.metadata',
    ]);
  });

  it('expires the cached pages that show prices when a pricing rule or a promotion changes', () => {
    expect(revalidationPlan({ _id: 'priceRule.winter', _type: 'priceRule' })).toContain('catalogue:prices');
    expect(revalidationPlan({ _id: 'promotion.winter.de', _type: 'promotion' })).toContain('catalogue:prices');
    expect(revalidationPlan({ _id: 'topic.cbd.en', _type: 'topic' })).not.toContain('catalogue:prices');
  });

  it('waits for the source to settle before purging when asked to', async () => {
    const d = deps();
    const request = await signed(JSON.stringify({ _id: 'home.main.en', _type: 'home' }));
    const started = performance.now();
    const pending = handleRevalidateWebhook(request, { ...d, settleMs: 150 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(d.revalidateTag).not.toHaveBeenCalled();
    expect((await pending).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(d.revalidateTag).toHaveBeenCalledTimes(2);
  });

  it('answers 401 to a missing, malformed, wrong-secret or tampered signature', async () => {
    const body = JSON.stringify({ _id: 'home.main.en', _type: 'home' });
    const unsigned = new Request('http://site.test/api/revalidate', { method: 'POST', body });
    const malformed = new Request('http://site.test/api/revalidate', {
      method: 'POST',
      headers: { 'sanity-webhook-signature': 'nonsense' },
      body,
    });
    const wrongSecret = await signed(body, 'another-secret-entirely');
    const good = await signed(body);
    const tampered = new Request(good.url, {
      method: 'POST',
      headers: good.headers,
      body: JSON.stringify({ _id: 'home.main.de', _type: 'home' }),
    });
    for (const request of [unsigned, malformed, wrongSecret, tampered]) {
      const d = deps();
      const response = await handleRevalidateWebhook(request, d);
      expect(response.status).toBe(401);
      expect(d.revalidateTag).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['not JSON', 'hello'],
    ['no _id', JSON.stringify({ _type: 'home' })],
    ['no _type', JSON.stringify({ _id: 'home.main.en' })],
    ['wrong types', JSON.stringify({ _id: 5, _type: 'home' })],
    ['an array', JSON.stringify([{ _id: 'home.main.en', _type: 'home' }])],
  ])('answers 400 to a signed body that is %s', async (_name, body) => {
    const d = deps();
    const response = await handleRevalidateWebhook(await signed(body), d);
    expect(response.status).toBe(400);
    expect(d.revalidateTag).not.toHaveBeenCalled();
  });
});
