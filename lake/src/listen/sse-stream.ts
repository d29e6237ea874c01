import { Http2ServerResponse } from 'node:http2';
import type { LakeHttpResponse } from '../http/route-contract';

/**
 * A server-sent events stream on an HTTP/1.1 or HTTP/2 response. Headers go out at once (the
 * Studio waits for them before it counts the listener as connected); `data` is one JSON line, so
 * an event never needs escaping. The response types of the two protocols have incompatible
 * method overloads, hence the narrowing in `write`.
 */
export class SseStream {
  constructor(private readonly res: LakeHttpResponse) {}

  get closed(): boolean {
    return this.res.destroyed || this.res.writableEnded;
  }

  open(): void {
    // No `Connection` header: HTTP/2 forbids connection-specific headers.
    const headers = {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    };
    if (this.res instanceof Http2ServerResponse) {
      this.res.writeHead(200, headers);
    } else {
      this.res.writeHead(200, headers);
      this.res.flushHeaders();
    }
  }

  event(name: string, data: unknown, id?: string): void {
    this.write(`event: ${name}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.closed) return;
    if (this.res instanceof Http2ServerResponse) this.res.end();
    else this.res.end();
  }

  onClose(callback: () => void): void {
    if (this.res instanceof Http2ServerResponse) this.res.once('close', callback);
    else this.res.once('close', callback);
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.res instanceof Http2ServerResponse) this.res.write(chunk);
    else this.res.write(chunk);
  }
}
