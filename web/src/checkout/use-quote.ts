'use client';

import type { ShippingMethodKey } from '@seedshop/shop/contract';
import { useCallback, useEffect, useState } from 'react';
import type { CheckoutApi, QuoteResult } from './checkout-api';
import type { Quote } from './checkout-model';

export type QuoteState =
  | { readonly phase: 'none' }
  | { readonly phase: 'loading'; readonly previous: Quote | null }
  | { readonly phase: 'ready'; readonly quote: Quote }
  | { readonly phase: 'failed'; readonly message: string };

/**
 * The review for the chosen destination and shipping method, asked again whenever either or the
 * cart changes (`cartKey`), or on `reload`. An answer counts only for the request it answers, so a
 * slower one never replaces a newer one. No country: no quote.
 */
export function useQuote(
  api: CheckoutApi,
  country: string | null,
  shippingMethod: ShippingMethodKey | null,
  cartKey: string,
) {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly result: QuoteResult } | null>(null);
  const [previous, setPrevious] = useState<Quote | null>(null);
  const key = country === null ? null : JSON.stringify([country, shippingMethod, cartKey, round]);

  useEffect(() => {
    if (key === null || country === null) return undefined;
    let active = true;
    void api.quote(country, shippingMethod).then((result) => {
      if (!active) return;
      setAnswer({ key, result });
      if (result.ok) setPrevious(result.quote);
    });
    return () => {
      active = false;
    };
  }, [api, key, country, shippingMethod]);

  const reload = useCallback(() => setRound((value) => value + 1), []);

  const state: QuoteState =
    key === null
      ? { phase: 'none' }
      : answer === null || answer.key !== key
        ? { phase: 'loading', previous }
        : answer.result.ok
          ? { phase: 'ready', quote: answer.result.quote }
          : { phase: 'failed', message: answer.result.message };
  return { state, reload };
}
