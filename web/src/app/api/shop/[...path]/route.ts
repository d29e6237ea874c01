import { shopApiMountPath } from '@seedshop/urls';
import type { NextRequest } from 'next/server';
import { env } from '@/config/env';
import { forwardToShop } from '@/shop-client/gateway';
import { shopTarget } from '@/shop-client/target.server';

export const dynamic = 'force-dynamic';

const options = {
  secureCookies: env.SITE_URL.startsWith('https://'),
  mountPath: shopApiMountPath,
  siteOrigin: env.SITE_URL,
};

/** The same-origin door to the shop API for browser code (see shop/gateway.ts). */
function handle(request: NextRequest) {
  return forwardToShop(request, shopTarget(), options);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
