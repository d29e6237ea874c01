import type { NextRequest } from 'next/server';
import { addToCartFromForm } from '@/cart/add-to-cart-route';
import { shopTarget } from '@/shop-client/target.server';
import { gatewayOptions } from '@/site/in-process-services.server';

export const dynamic = 'force-dynamic';

/** The product page's add-to-cart form when the browser runs no JavaScript. */
export function POST(request: NextRequest) {
  return addToCartFromForm(request, shopTarget(), gatewayOptions);
}
