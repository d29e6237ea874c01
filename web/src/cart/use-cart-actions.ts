'use client';

import { useMemo } from 'react';
import { useIntl } from '@/i18n/client-intl';
import type * as CartApiModule from './cart-api';
import type { CartResult } from './cart-api';
import { publishCart } from './cart-store';

type CartApi = ReturnType<typeof CartApiModule.createCartApi>;

let cartApiModule: Promise<typeof CartApiModule> | null = null;

/** The cart calls' code, loaded once; a failed load is tried again with the next call. */
function loadCartApi(): Promise<typeof CartApiModule> {
  cartApiModule ??= import('./cart-api').catch((error: unknown) => {
    cartApiModule = null;
    throw error;
  });
  return cartApiModule;
}

/**
 * The cart calls with the page's messages; every successful answer becomes the cart all islands
 * show. Callers decide how to show a failure (a toast, a field error). The calls and the contract's
 * checks load with the first call, so a page with an add-to-cart button does not carry them (and
 * Zod) in its first load; a failed load answers like a dropped connection.
 */
export function useCartActions() {
  const intl = useIntl();
  return useMemo(() => {
    const messages = {
      network: intl.formatMessage({ id: 'form.error.network' }),
      unexpected: intl.formatMessage({ id: 'cart.error.load' }),
    };
    const published = async (call: (api: CartApi) => Promise<CartResult>): Promise<CartResult> => {
      let code: typeof CartApiModule;
      try {
        code = await loadCartApi();
      } catch {
        return { ok: false, status: 0, message: messages.network, fieldErrors: {} };
      }
      const result = await call(code.createCartApi(messages));
      if (result.ok) publishCart(result.cart);
      return result;
    };
    return {
      addLine: (variantId: string, quantity: number) => published((cart) => cart.addLine(variantId, quantity)),
      updateLine: (lineId: string, quantity: number) => published((cart) => cart.updateLine(lineId, quantity)),
      removeLine: (lineId: string) => published((cart) => cart.removeLine(lineId)),
      applyCoupon: (code: string) => published((cart) => cart.applyCoupon(code)),
      removeCoupon: () => published((cart) => cart.removeCoupon()),
      setShippingCountry: (country: string) => published((cart) => cart.setShippingCountry(country)),
    };
  }, [intl]);
}

export type CartActions = ReturnType<typeof useCartActions>;
