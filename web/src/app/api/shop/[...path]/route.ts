import type { NextRequest } from 'next/server';
import { forwardToShop } from '@/shop-client/gateway';
import { shopTarget } from '@/shop-client/target.server';
import { gatewayOptions } from '@/site/in-process-services.server';

export const dynamic = 'force-dynamic';

/** The same-origin door to the shop API for browser code (see shop/gateway.ts). */
function handle(request: NextRequest) {
  return forwardToShop(request, shopTarget(), gatewayOptions);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
