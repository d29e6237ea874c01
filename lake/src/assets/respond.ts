import { Http2ServerResponse } from 'node:http2';
import { LakeError } from '../contract';
import type { LakeHttpRequest, LakeHttpResponse } from '../http/route-contract';

/**
 * Small response and body helpers for the asset endpoints. The response is HTTP/1.1's or
 * HTTP/2's compatibility object; their `writeHead`/`end` overloads differ, so each call narrows.
 */
export function send(
  res: LakeHttpResponse,
  status: number,
  headers: Record<string, string>,
  body?: Buffer | string,
): void {
  if (res instanceof Http2ServerResponse) {
    res.writeHead(status, headers);
    if (body === undefined) res.end();
    else res.end(body);
  } else {
    res.writeHead(status, headers);
    if (body === undefined) res.end();
    else res.end(body);
  }
}

export function sendJson(res: LakeHttpResponse, status: number, value: unknown): void {
  const payload = JSON.stringify(value);
  send(
    res,
    status,
    {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(payload)),
      'cache-control': 'no-store',
    },
    payload,
  );
}

/**
 * Reads the raw body up to `limit` bytes. Past the limit the rest is drained, not buffered, and
 * 413 follows: destroying the request would also kill the answer (HTTP/1.1 socket, HTTP/2 stream).
 */
export async function readRawBody(req: LakeHttpRequest, limit: number): Promise<Buffer> {
  const tooLarge = () =>
    new LakeError(413, `The upload is larger than ${limit} bytes`, {
      error: { description: `The upload is larger than ${limit} bytes`, type: 'httpPayloadTooLarge' },
    });
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  if (size > limit) throw tooLarge();
  return Buffer.concat(chunks);
}
