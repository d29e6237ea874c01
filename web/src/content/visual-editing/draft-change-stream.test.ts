import type { SanityClient } from 'next-sanity';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../content-config.server', () => ({ contentConfig: { readToken: null } }));
vi.mock('../content-client.server', () => ({ contentClient: {} }));

const { draftChangeStream } = await import('./draft-change-stream.server');

type Observer = { next: (event: { type: string }) => void; error: (error: unknown) => void; complete: () => void };

/** A content client whose live events the test emits by hand. */
function fakeClient() {
  const state: { observer?: Observer; includeDrafts?: boolean; unsubscribed: number } = { unsubscribed: 0 };
  const client = {
    live: {
      events: ({ includeDrafts }: { includeDrafts: boolean }) => {
        state.includeDrafts = includeDrafts;
        return {
          subscribe: (observer: Observer) => {
            state.observer = observer;
            return { unsubscribe: () => (state.unsubscribed += 1) };
          },
        };
      },
    },
  } as unknown as SanityClient;
  return { client, state };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('draftChangeStream', () => {
  it('is null without a read token', () => {
    expect(draftChangeStream(new AbortController().signal, null)).toBeNull();
  });

  it('reads drafts and sends one change event per change message, nothing for welcome', async () => {
    const { client, state } = fakeClient();
    const stream = draftChangeStream(new AbortController().signal, client);
    if (stream === null) throw new Error('no stream');
    const text = readAll(stream);
    expect(state.includeDrafts).toBe(true);
    state.observer?.next({ type: 'welcome' });
    state.observer?.next({ type: 'message' });
    state.observer?.next({ type: 'restart' });
    state.observer?.complete();
    expect(await text).toBe(
      'retry: 1000\n\nevent: change\ndata: {"type":"message"}\n\nevent: change\ndata: {"type":"restart"}\n\n',
    );
    expect(state.unsubscribed).toBe(1);
  });

  it('ends and lets go of the source when the browser goes away', async () => {
    const { client, state } = fakeClient();
    const abort = new AbortController();
    const stream = draftChangeStream(abort.signal, client);
    if (stream === null) throw new Error('no stream');
    const text = readAll(stream);
    abort.abort();
    expect(await text).toBe('retry: 1000\n\n');
    expect(state.unsubscribed).toBe(1);
    // A change after the end is dropped, not an error.
    expect(() => state.observer?.next({ type: 'message' })).not.toThrow();
  });

  it('lets go of the source when the reader cancels', async () => {
    const { client, state } = fakeClient();
    const stream = draftChangeStream(new AbortController().signal, client);
    if (stream === null) throw new Error('no stream');
    await stream.cancel();
    expect(state.unsubscribed).toBe(1);
  });

  it('ends when the source fails, so the browser reconnects', async () => {
    const { client, state } = fakeClient();
    const stream = draftChangeStream(new AbortController().signal, client);
    if (stream === null) throw new Error('no stream');
    const text = readAll(stream);
    state.observer?.error(new Error('lake down'));
    expect(await text).toBe('retry: 1000\n\n');
  });

  it('keeps an idle stream open with comments', async () => {
    vi.useFakeTimers();
    try {
      const { client, state } = fakeClient();
      const stream = draftChangeStream(new AbortController().signal, client, 1_000);
      if (stream === null) throw new Error('no stream');
      const text = readAll(stream);
      await vi.advanceTimersByTimeAsync(2_500);
      state.observer?.complete();
      expect(await text).toBe('retry: 1000\n\n: keepalive\n\n: keepalive\n\n');
    } finally {
      vi.useRealTimers();
    }
  });
});
