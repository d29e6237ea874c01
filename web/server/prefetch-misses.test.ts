import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyFailedPrefetches } from './prefetch-misses.mjs';

const servers: ReturnType<typeof createServer>[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

type Answer = (response: ServerResponse) => void;

/** A server that answers as `answer` does, behind the hook, asked with `headers`. */
async function ask(answer: Answer, headers: Record<string, string>) {
  const server = createServer((incoming: IncomingMessage, response) => {
    emptyFailedPrefetches(incoming, response);
    answer(response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/de/weg?_rsc=x`, {
    headers,
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const prefetch = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' };

/** Like Next: headers one by one, a gzip-encoded body in two writes, then end. */
const streamed =
  (status: number): Answer =>
  (response) => {
    response.statusCode = status;
    response.setHeader('Content-Type', 'text/x-component');
    response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Vary', 'rsc');
    const body = gzipSync('1:["$","div",null,{"children":"Seite nicht gefunden"}]\n');
    response.write(body.subarray(0, 10));
    response.write(body.subarray(10));
    response.end();
  };

describe('router prefetches of missing pages', () => {
  it('answers a prefetch that fails with its status and an empty body', async () => {
    const answer = await ask(streamed(404), prefetch);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('');
    expect(answer.headers.get('content-length')).toBe('0');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('empties a failed prefetch answered with end(body) and with writeHead(status, headers)', async () => {
    const viaEnd = await ask((response) => {
      response.statusCode = 404;
      response.end('not found');
    }, prefetch);
    expect([viaEnd.status, viaEnd.body]).toEqual([404, '']);
    const viaWriteHead = await ask((response) => {
      response.writeHead(500, { 'Content-Length': '5' });
      response.end('error');
    }, prefetch);
    expect([viaWriteHead.status, viaWriteHead.body]).toEqual([500, '']);
  });

  it('leaves a successful prefetch, a navigation and a visit as they are', async () => {
    const found = await ask(streamed(200), prefetch);
    expect(found.status).toBe(200);
    expect(found.body).toContain('Seite nicht gefunden');
    const navigation = await ask(streamed(404), { rsc: '1' });
    expect([navigation.status, navigation.body]).toEqual([404, expect.stringContaining('Seite nicht gefunden')]);
    const visit = await ask(streamed(404), {});
    expect(visit.body).toContain('Seite nicht gefunden');
  });
});
