/** One dependency a service needs to answer: the database, the content lake, Redis. */
export interface ReadinessCheck {
  readonly name: string;
  /** Resolves when the dependency answers, rejects (or outlasts the timeout) when it does not. */
  readonly probe: (signal: AbortSignal) => Promise<unknown>;
}

export interface ReadinessReport {
  readonly status: 'ok' | 'unavailable';
  readonly checks: Record<string, { readonly status: 'ok' | 'down'; readonly ms: number; readonly error?: string }>;
}

/** No check may hold a readiness probe longer than this; orchestrators probe every few seconds. */
export const CHECK_TIMEOUT_MS = 1_500;

/** Runs every check at once, each cut off after `timeoutMs`. */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async (check) => {
      const started = performance.now();
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          check.probe(controller.signal),
          new Promise((_, reject) => {
            timer = setTimeout(() => {
              controller.abort();
              reject(new Error(`no answer within ${timeoutMs} ms`));
            }, timeoutMs);
          }),
        ]);
        return [check.name, { status: 'ok' as const, ms: Math.round(performance.now() - started) }] as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return [
          check.name,
          { status: 'down' as const, ms: Math.round(performance.now() - started), error: message.slice(0, 200) },
        ] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    status: results.every(([, result]) => result.status === 'ok') ? 'ok' : 'unavailable',
    checks: Object.fromEntries(results),
  };
}
