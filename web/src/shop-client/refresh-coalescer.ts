/**
 * The shop rotates refresh tokens strictly: presenting an already used one revokes the whole
 * login (a stolen token is detected that way). A browser easily sends two requests at once right
 * after the access token expired — a page and an API call — and both would refresh with the same
 * token. This coalescer lets every refresh with the same key — the token and the client (address
 * and user agent) — within a few seconds share one answer, so honest parallel requests never look
 * like theft, while the same token from another client is the shop's to judge (it revokes the
 * login). The shop itself answers a same-client duplicate with the same pair, so several web
 * instances need nothing shared.
 */
export interface StoredAnswer {
  readonly status: number;
  readonly headers: readonly [string, string][];
  readonly body: string;
}

const SHARE_FOR_MS = 10_000;
const MAX_ENTRIES = 10_000;

export function createRefreshCoalescer(now: () => number = Date.now) {
  const inFlight = new Map<string, { readonly answer: Promise<StoredAnswer>; readonly at: number }>();

  function prune(): void {
    const limit = now() - SHARE_FOR_MS;
    for (const [key, entry] of inFlight) if (entry.at < limit) inFlight.delete(key);
    while (inFlight.size > MAX_ENTRIES) {
      const oldest = inFlight.keys().next();
      if (oldest.done) break;
      inFlight.delete(oldest.value);
    }
  }

  return {
    async refresh(refreshToken: string, send: () => Promise<Response>): Promise<Response> {
      prune();
      let entry = inFlight.get(refreshToken);
      if (!entry) {
        const answer = send().then(async (response): Promise<StoredAnswer> => ({
          status: response.status,
          headers: [...response.headers.entries()],
          body: await response.text(),
        }));
        entry = { answer, at: now() };
        inFlight.set(refreshToken, entry);
        answer.catch(() => inFlight.delete(refreshToken));
      }
      const stored = await entry.answer;
      return new Response(stored.body, { status: stored.status, headers: new Headers([...stored.headers]) });
    },
  };
}
