import type { RedirectRule, RedirectSource } from './redirects';

/** The proxy waits for the first load; a slow answer must not hold page requests for long. */
const DEFAULT_TIMEOUT_MS = 2_500;

export interface HttpRedirectSourceOptions {
  readonly url: URL;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * A redirect source that reads its rules as JSON over HTTP (the proxy bundle carries neither the
 * shop nor the content source). `rulesOf` checks the answer and returns null for an unexpected
 * shape. Any failure throws: the redirect map then keeps its previous rules.
 */
export function httpRedirectSource(
  name: string,
  options: HttpRedirectSourceOptions,
  rulesOf: (body: unknown) => readonly RedirectRule[] | null,
): RedirectSource {
  const send = options.fetch ?? fetch;
  return {
    name,
    async load(): Promise<readonly RedirectRule[]> {
      const response = await send(options.url, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`GET ${options.url.pathname} answered ${response.status}`);
      const rules = rulesOf(await response.json());
      if (rules === null) throw new Error(`GET ${options.url.pathname} answered an unexpected shape`);
      return rules;
    },
  };
}
