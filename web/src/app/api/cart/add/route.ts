import { shopApiMountPath } from '@seedshop/urls';
import type { NextRequest } from 'next/server';
import { addToCartFromForm } from '@/cart/add-to-cart-route';
import { env } from '@/config/env';
import { shopTarget } from '@/shop-client/target.server';

export const dynamic = 'force-dynamic';

/** The product page's add-to-cart form when the browser runs no JavaScript. */
export function POST(request: NextRequest) {
  return addToCartFromForm(request, shopTarget(), {
    secureCookies: env.SITE_URL.startsWith('https://'),
    mountPath: shopApiMountPath,
    siteOrigin: env.SITE_URL,
  });
}
