'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createCartApi, type CartResult } from './cart-api';
import { publishCart } from './cart-store';

/**
 * The cart calls with the page's messages; every successful answer becomes the cart all islands
 * show. Callers decide how to show a failure (a toast, a field error).
 */
export function useCartActions() {
  const intl = useIntl();
  return useMemo(() => {
    const api = createCartApi({
      network: intl.formatMessage({ id: 'form.error.network' }),
      unexpected: intl.formatMessage({ id: 'cart.error.load' }),
    });
    const published = async (call: Promise<CartResult>): Promise<CartResult> => {
      const result = await call;
      if (result.ok) publishCart(result.cart);
      return result;
    };
    return {
      addLine: (variantId: string, quantity: number) => published(api.addLine(variantId, quantity)),
      updateLine: (lineId: string, quantity: number) => published(api.updateLine(lineId, quantity)),
      removeLine: (lineId: string) => published(api.removeLine(lineId)),
      applyCoupon: (code: string) => published(api.applyCoupon(code)),
      removeCoupon: () => published(api.removeCoupon()),
      setShippingCountry: (country: string) => published(api.setShippingCountry(country)),
    };
  }, [intl]);
}

export type CartActions = ReturnType<typeof useCartActions>;
