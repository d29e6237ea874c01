import { localeTag, type Locale } from '@seedshop/locales';
import ky, { type KyInstance } from 'ky';

/** Where the client gets the access token and how it renews it (server: cookies; tests: fakes). */
export interface SessionStore {
  token(): string | undefined;
  /** Renews the session once; the new access token, or null when the session has ended. */
  refresh(): Promise<string | null>;
}

export interface ShopClientOptions {
  /** Base URL of the shop API, e.g. `http://127.0.0.1:4000/` or the in-process mount. */
  readonly baseUrl: string;
  readonly locale: Locale;
  readonly session: SessionStore;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const allMethods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/**
 * The one client for the shop API: base URL from configuration, `Accept-Language` with
 * the current locale, `Authorization: Bearer` when there is a token, bodies sent as the caller wrote
 * them with the wire's keys (ADR 0025), and on a 401 while a token exists one refresh and one retry with the new token. Nothing else is
 * retried: order and account calls are not idempotent.
 */
export function createShopClient(options: ShopClientOptions): KyInstance {
  return ky.create({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeout: options.timeoutMs ?? 10_000,
    throwHttpErrors: false,
    retry: { limit: 1, methods: allMethods, statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('Accept-Language', localeTag(options.locale));
          const token = options.session.token();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          if (response.status !== 401 || retryCount > 0 || !request.headers.has('Authorization')) return undefined;
          const token = await options.session.refresh();
          if (!token) return undefined;
          const headers = new Headers(request.headers);
          headers.set('Authorization', `Bearer ${token}`);
          return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });
}
