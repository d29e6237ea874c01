/**
 * Test support: reads server-sent events from a fetch response or an HTTP/2 stream, one event at
 * a time, with a timeout so a missing event fails the test instead of hanging it.
 */
export interface SseEvent {
  readonly event: string;
  readonly id: string | undefined;
  readonly data: unknown;
}

export class SseReader {
  private buffer = '';
  private readonly events: SseEvent[] = [];
  private readonly waiters: (() => void)[] = [];
  private ended = false;

  constructor(chunks: AsyncIterable<Uint8Array | string>) {
    void this.pump(chunks);
  }

  static fromResponse(response: Response): SseReader {
    if (!response.body) throw new Error('The response has no body');
    return new SseReader(response.body);
  }

  get done(): boolean {
    return this.ended;
  }

  private async pump(chunks: AsyncIterable<Uint8Array | string>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of chunks) {
        this.buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        let end = this.buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          this.parse(block);
          end = this.buffer.indexOf('\n\n');
        }
      }
    } catch {
      // A reset stream ends the reader like a closed one.
    }
    this.ended = true;
    this.wake();
  }

  private parse(block: string): void {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    this.events.push({ event, id, data: JSON.parse(data.join('\n')) });
    this.wake();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** The next event; rejects when none arrives within `timeoutMs` or the stream ends. */
  async next(timeoutMs = 2000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = this.events.shift();
      if (event) return event;
      if (this.ended) throw new Error('The event stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Asserts quiet: resolves true when no event arrives within `ms`. */
  async quiet(ms = 150): Promise<boolean> {
    return this.next(ms).then(
      () => false,
      () => this.events.length === 0,
    );
  }
}
