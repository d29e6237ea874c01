import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { datasetImagesDir } from '@seedshop/content/dataset-path';
import { outputFormatFor, parseImageFile, parseImageParams, renditionKey } from './image-params';
import { contentTypes, renderImage } from './image-transform.server';
import { localProject } from './local-groq';

/**
 * `GET /api/content/images/{projectId}/{dataset}/{file}?w=…&fm=webp`: the local stand-in for
 * Sanity's image CDN, serving the demo dataset's files (`content/dataset/images`) resized with
 * sharp. A file name holds the sha1 of its bytes, so every rendition is immutable.
 */

const immutable = 'public, max-age=31536000, immutable';

/** Renditions kept in memory (a CDN in front keeps the rest); bounded by bytes. */
const MAX_CACHED_BYTES = 48 * 1024 * 1024;
const renditions = new Map<string, Buffer>();
let cachedBytes = 0;

function remember(key: string, body: Buffer): void {
  if (body.byteLength > MAX_CACHED_BYTES / 8) return;
  renditions.set(key, body);
  cachedBytes += body.byteLength;
  for (const [oldKey, oldBody] of renditions) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    renditions.delete(oldKey);
    cachedBytes -= oldBody.byteLength;
  }
}

function problem(status: 400 | 404, message: string): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

async function readSource(name: string): Promise<Buffer | null> {
  const root = resolve(datasetImagesDir);
  const path = resolve(join(root, name));
  if (!path.startsWith(root + sep)) return null; // the name check already forbids this; belt and braces
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

export async function imageResponse(path: readonly string[], request: Request): Promise<Response> {
  const [projectId, dataset, name, ...rest] = path;
  if (
    projectId !== localProject.projectId ||
    dataset !== localProject.dataset ||
    name === undefined ||
    rest.length > 0
  ) {
    return problem(404, 'No such image');
  }
  const file = parseImageFile(name);
  if (!file) return problem(404, 'No such image');
  const url = new URL(request.url);
  const parsed = parseImageParams(url.searchParams, file);
  if (!parsed.ok) return problem(400, `Bad image parameters: ${parsed.error}`);
  const params = parsed.value;
  const accept = request.headers.get('accept');
  const format = outputFormatFor(params, file, accept);
  const key = renditionKey(file, params, format);
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  const headers = new Headers({ 'Cache-Control': immutable, ETag: etag, 'Content-Type': contentTypes[format] });
  if (params.autoFormat && params.format === null) headers.set('Vary', 'Accept');

  const source = await readSource(file.name);
  if (!source) return problem(404, 'No such image');
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });

  let body = renditions.get(key);
  if (!body) {
    try {
      body = await renderImage(source, params, format);
    } catch {
      return problem(404, 'No such image'); // not an image sharp can read
    }
    remember(key, body);
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(new Uint8Array(body), { status: 200, headers });
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
