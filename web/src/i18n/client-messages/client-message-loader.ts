import type { Locale } from '@seedshop/locales';
import type { ClientMessages } from './client-catalogues';
import { clientMessagesOf } from './client-message-global';

/** A promise React's `use()` reads without suspending once it is marked fulfilled. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };

const loading = new Map<string, Tracked<ClientMessages | undefined>>();

/**
 * The client messages of `locale` for React's `use()`: already fulfilled when the page loaded the
 * build's message file before hydration (`src`, a script that sets `self.__seedshopMessages`),
 * otherwise loading that file now. Next writes its before-hydration scripts into server-rendered
 * pages only; a page Next renders in the browser from its flight data (an error page's
 * `__next_error__` document) has none. Resolves to undefined when the file could not be loaded (the
 * caller reports it). One request per file, however often it is asked for.
 */
export function clientMessagesFor(locale: Locale, src: string): Promise<ClientMessages | undefined> {
  const known = loading.get(src);
  if (known !== undefined) return known;
  const present = clientMessagesOf(locale);
  let promise: Tracked<ClientMessages | undefined>;
  if (present !== undefined) {
    promise = Promise.resolve(present);
    promise.status = 'fulfilled';
    promise.value = present;
  } else {
    promise = new Promise<ClientMessages | undefined>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(clientMessagesOf(locale));
      script.onerror = () => resolve(undefined);
      document.head.append(script);
    });
  }
  loading.set(src, promise);
  return promise;
}
