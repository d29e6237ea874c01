import { LakeError } from '../contract';
import type { LakeHttpRequest, LakeHttpResponse } from './route-contract';

/** Sanity accepts mutation bodies of a few MB; 10 MB keeps a runaway client from filling memory. */
export const JSON_BODY_LIMIT = 10 * 1024 * 1024;

/** Reads the whole body, refusing (413) anything above `limit` bytes before buffering it all. */
export async function readBody(req: LakeHttpRequest, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function tooLarge(limit: number): LakeError {
  return new LakeError(413, `Request body is larger than ${limit} bytes`, {
    error: { description: `Request body is larger than ${limit} bytes`, type: 'httpPayloadTooLarge' },
  });
}

/** Parses a JSON body; malformed JSON is the client's fault (400), as Sanity answers it. */
export async function readJson(req: LakeHttpRequest): Promise<unknown> {
  const text = (await readBody(req, JSON_BODY_LIMIT)).toString('utf8');
  if (text.trim() === '') throw badRequest('Request body is empty; expected JSON');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest(`Invalid JSON in request body: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function badRequest(description: string): LakeError {
  return new LakeError(400, description, { error: { description, type: 'httpBadRequest' } });
}

/**
 * `writeHead` for either protocol: the HTTP/1 and HTTP/2 response types have overloads that
 * TypeScript cannot call through their union, but both take a status and header values.
 */
export function writeHead(res: LakeHttpResponse, status: number, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

export function sendJson(
  res: LakeHttpResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  writeHead(res, status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

/** Writes one JSON value per line (the history transactions endpoint answers NDJSON). */
export function sendNdjson(res: LakeHttpResponse, rows: readonly unknown[]): void {
  const payload = rows.map((row) => `${JSON.stringify(row)}\n`).join('');
  writeHead(res, 200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

/** Sanity's shape for "no such endpoint/resource"; the Studio tolerates it on optional endpoints. */
export function sendNotFound(res: LakeHttpResponse, message = 'Not Found'): void {
  sendJson(res, 404, { error: 'Not Found', message, statusCode: 404 });
}

/** Boolean query flags as Sanity reads them: present without value, `true` or `1` mean yes. */
export function flag(url: URL, name: string): boolean {
  const value = url.searchParams.get(name);
  return value !== null && value !== 'false' && value !== '0';
}
