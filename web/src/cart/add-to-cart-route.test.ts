import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import type { ShopTarget } from '@/shop-client/gateway';
import { addToCartFromForm } from './add-to-cart-route';

const options = { secureCookies: false, mountPath: '/api/shop', siteOrigin: 'http://localhost:3000' };

function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new NextRequest('http://localhost:3000/api/cart/add', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
  });
}

const productForm = {
  locale: 'de',
  return_to: '/de/cannabis-samen/feminisierte-samen/lemon-haze',
  pack: '5',
  quantity: '3',
  variant_1: 'v-1',
  variant_5: 'v-5',
};

function shop(answer: () => Response) {
  const seen: Request[] = [];
  const fn = vi.fn<ShopTarget>(async (request) => {
    seen.push(request);
    return answer();
  });
  return { fn, seen };
}

describe('add to cart without JavaScript (/api/cart/add)', () => {
  it('adds the chosen pack through the gateway and answers 303 back to the product page with the new cart cookie', async () => {
    const target = shop(
      () =>
        new Response('{}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-cart-id': 'A'.repeat(43) },
        }),
    );
    const response = await addToCartFromForm(formPost(productForm, { cookie: 'token=abc' }), target.fn, options);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/cannabis-samen/feminisierte-samen/lemon-haze?pack=5&cart=added');
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('cart='))).toMatch(/HttpOnly/);
    const upstream = target.seen[0];
    expect(upstream?.url).toBe('http://shop.internal/cart/lines');
    expect(upstream?.headers.get('authorization')).toBe('Bearer abc');
    expect(upstream?.headers.get('accept-language')).toBe('de-DE');
    expect(await upstream?.json()).toEqual({ variant_id: 'v-5', quantity: 3 });
  });

  it('sends the guest cart cookie as X-Cart-Id and keeps the quantity within 1–20', async () => {
    const target = shop(() => new Response('{}', { status: 200 }));
    await addToCartFromForm(
      formPost({ ...productForm, quantity: '500' }, { cookie: `cart=${'B'.repeat(43)}` }),
      target.fn,
      options,
    );
    expect(target.seen[0]?.headers.get('x-cart-id')).toBe('B'.repeat(43));
    expect(await target.seen[0]?.json()).toEqual({ variant_id: 'v-5', quantity: 20 });
  });

  it('comes back with cart=failed when the shop refuses, and without asking it for an unknown pack', async () => {
    const refused = shop(() => Response.json({ message: 'Sold out' }, { status: 422 }));
    const failed = await addToCartFromForm(formPost(productForm), refused.fn, options);
    expect(failed.headers.get('location')).toMatch(/cart=failed$/);

    const unknown = shop(() => new Response('{}'));
    const noPack = await addToCartFromForm(formPost({ ...productForm, pack: '7' }), unknown.fn, options);
    expect(noPack.headers.get('location')).toMatch(/cart=failed$/);
    expect(unknown.fn).not.toHaveBeenCalled();
  });

  it('never redirects off the site and refuses posts from other sites', async () => {
    const target = shop(() => new Response('{}'));
    const offSite = await addToCartFromForm(
      formPost({ ...productForm, return_to: '//evil.example/x' }),
      target.fn,
      options,
    );
    expect(offSite.headers.get('location')).toBe('/de?pack=5&cart=added');

    const crossSite = await addToCartFromForm(
      formPost(productForm, { 'sec-fetch-site': 'cross-site' }),
      target.fn,
      options,
    );
    expect(crossSite.headers.get('location')).toMatch(/cart=failed$/);
    expect(target.fn).toHaveBeenCalledTimes(1);
  });
});
