import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export interface RawAnswer {
  /** HTTP status, or 0 when the server closed the connection without an answer. */
  readonly status: number;
  readonly head: string;
  readonly ms: number;
}

export interface RawTarget {
  readonly host: string;
  readonly port: number;
  readonly tls: boolean;
}

export function targetOf(url: string): RawTarget {
  const parsed = new URL(url);
  const tls = parsed.protocol === 'https:';
  return { host: parsed.hostname, port: Number(parsed.port || (tls ? 443 : 80)), tls };
}

/**
 * Sends `bytes` exactly as given (any header or path bytes, no client-side validation) and waits for
 * the status line. Rejects when nothing arrives within `timeoutMs`: a hang. A connection closed
 * without an answer (the HTTP parser refusing garbage) is status 0, not a failure.
 */
export function rawRequest(
  target: RawTarget,
  bytes: Buffer,
  timeoutMs: number,
  options: { halfClose?: boolean } = {},
): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket: Socket = target.tls
      ? connectTls({ host: target.host, port: target.port, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] })
      : connectTcp({ host: target.host, port: target.port });
    let received = '';
    let settled = false;
    const finish = (answer: RawAnswer | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    // Half-closing after the bytes tells the server no more will come (a truncated body).
    socket.once(target.tls ? 'secureConnect' : 'connect', () =>
      options.halfClose ? socket.end(bytes) : socket.write(bytes),
    );
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1 && received.length < 65_536) return;
      const head = end === -1 ? received : received.slice(0, end);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      finish({ status, head, ms: Date.now() - started });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closing on garbage is an answer of sorts; a refused connection is not.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE')
        finish({ status: 0, head: '', ms: Date.now() - started });
      else finish(error);
    });
    socket.on('end', () => finish({ status: 0, head: received, ms: Date.now() - started }));
  });
}

/** Runs `jobs` with at most `concurrency` in flight. */
export async function pool<T>(jobs: readonly (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index];
      if (job) results[index] = await job();
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return results;
}
