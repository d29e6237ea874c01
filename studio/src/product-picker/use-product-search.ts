import { useEffect, useState } from 'react';
import { searchProducts, ShopUnreachableError, type ShopProduct } from './shop-search';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; products: ShopProduct[] }
  | { status: 'unreachable'; shopApiUrl: string }
  | { status: 'failed'; message: string };

const DEBOUNCE_MS = 250;

/** Searches the shop while the editor types (debounced; stale requests are aborted). */
export function useProductSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < 2) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      searchProducts(trimmed, controller.signal).then(
        (products) => setState({ status: 'done', products }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState(
            error instanceof ShopUnreachableError
              ? { status: 'unreachable', shopApiUrl: error.shopApiUrl }
              : { status: 'failed', message: error instanceof Error ? error.message : String(error) },
          );
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return state;
}
