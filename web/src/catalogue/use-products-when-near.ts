'use client';

import { useState, type RefObject } from 'react';
import { useWhenNear } from '@/ui/in-view/use-when-near';
import type { ProductSummary } from './catalogue-types';

export type ProductsWhenNear =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'shown'; readonly items: readonly ProductSummary[] }
  | { readonly kind: 'none' };

/**
 * Products a list asks the shop for when it comes near the viewport: `waiting` until `load` has
 * answered, then `shown`, or `none` when `load` found nothing, answered null or failed (the list
 * then goes away). The ref goes on the list's element.
 */
export function useProductsWhenNear<T extends Element>(
  load: () => Promise<readonly ProductSummary[] | null>,
): { readonly state: ProductsWhenNear; readonly ref: RefObject<T | null> } {
  const [state, setState] = useState<ProductsWhenNear>({ kind: 'waiting' });
  const ref = useWhenNear<T>((isMounted) => {
    load().then(
      (items) => {
        if (isMounted()) setState(items !== null && items.length > 0 ? { kind: 'shown', items } : { kind: 'none' });
      },
      () => {
        if (isMounted()) setState({ kind: 'none' });
      },
    );
  });
  return { state, ref };
}
