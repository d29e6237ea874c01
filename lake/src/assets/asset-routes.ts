import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LakeError, type SanityDocument } from '../contract';
import type { LakeContext, LakeHttpRequest, LakeHttpResponse, Route, RouteContext } from '../http/route-contract';
import {
  prepareFileAsset,
  prepareImageAsset,
  writeAssetFile,
  type PreparedAsset,
  type UploadInfo,
} from './asset-documents';
import {
  assetDir,
  fileAssetIdOf,
  imageAssetIdOf,
  mimeTypeOf,
  parseImageFileName,
  parsePlainFileName,
  type AssetKind,
} from './asset-names';
import { outputFormats, parseImageParams, type OutputFormat } from './image-params';
import { isIdentity, planRender } from './image-plan';
import { applyRenditionPolicy } from './rendition-policy';
import { readRawBody, send, sendJson } from './respond';

/**
 * Sanity's asset endpoints: `POST /assets/images/:dataset` and `POST /assets/files/:dataset` take
 * the raw bytes and answer `{document}` (an existing asset with the same bytes is answered as is —
 * no new transaction); `GET /images/:projectId/:dataset/:file` serves the image, resized by the
 * image API parameters (within rendition-policy.ts), and `GET /files/...` serves files. Both are
 * public, as Sanity's CDN is.
 */

/** Sanity's own upload limit is far larger; 50 MB is plenty for a shop's pictures and PDFs. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

function uploadInfo(search: URLSearchParams): UploadInfo {
  return {
    filename: search.get('filename'),
    title: search.get('title'),
    description: search.get('description'),
    label: search.get('label'),
    creditLine: search.get('creditLine'),
  };
}

/** Bytes on disk first, then the document (unless one with the same id exists: de-duplication). */
async function storeAsset(lake: LakeContext, prepared: PreparedAsset, author: string): Promise<SanityDocument> {
  await writeAssetFile(lake.dataDir, prepared);
  const existing = lake.store.get(prepared.id);
  if (existing) return existing;
  await lake.store.commit([{ createIfNotExists: prepared.document }], { author });
  const stored = lake.store.get(prepared.id);
  if (!stored) throw new Error(`Asset ${prepared.id} was committed but is not in the store`);
  // A delete of the same asset committed just before may have removed the file meanwhile.
  await writeAssetFile(lake.dataDir, prepared);
  return stored;
}

function uploadHandler(kind: AssetKind) {
  return async (req: LakeHttpRequest, res: LakeHttpResponse, { lake, url, user }: RouteContext): Promise<void> => {
    const bytes = await readRawBody(req, MAX_UPLOAD_BYTES);
    if (bytes.length === 0) throw new LakeError(400, 'The upload is empty');
    const info = uploadInfo(url.searchParams);
    const prepared =
      kind === 'image' ? await prepareImageAsset(lake, bytes, info) : prepareFileAsset(lake, bytes, info);
    const document = await storeAsset(lake, prepared, user.kind === 'editor' ? user.id : 'anonymous');
    sendJson(res, 200, { document });
  };
}

function notFound(): LakeError {
  return new LakeError(404, 'Asset not found', { error: { description: 'Asset not found', type: 'httpNotFound' } });
}

/** A name for `Content-Disposition` that cannot break out of its quotes. */
function attachment(name: string): string {
  const safe = name.replace(/[^\w.\- ]+/g, '_').slice(0, 200) || 'download';
  return `attachment; filename="${safe}"`;
}

function assetHeaders(
  contentType: string,
  etag: string,
  download: string | null,
  fallbackName: string,
): Record<string, string> {
  return {
    'content-type': contentType,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'access-control-allow-origin': '*',
    // Uploads are served on the Studio's origin: an SVG or HTML file must not run script there.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'x-content-type-options': 'nosniff',
    ...(download === null ? {} : { 'content-disposition': attachment(download || fallbackName) }),
  };
}

function answer(req: LakeHttpRequest, res: LakeHttpResponse, headers: Record<string, string>, bytes: Buffer): void {
  if (req.headers['if-none-match'] === headers.etag) {
    send(res, 304, headers);
    return;
  }
  const withLength = { ...headers, 'content-length': String(bytes.length) };
  if (req.method === 'HEAD') send(res, 200, withLength);
  else send(res, 200, withLength, bytes);
}

async function existingFile(path: string): Promise<void> {
  const found = await stat(path).catch(() => null);
  if (!found?.isFile()) throw notFound();
}

function nativeFormat(extension: string): OutputFormat | null {
  return outputFormats.find((format) => format === extension) ?? null;
}

async function serveImage(
  req: LakeHttpRequest,
  res: LakeHttpResponse,
  { lake, url, params }: RouteContext,
): Promise<void> {
  const file = params.file ?? '';
  const name = parseImageFileName(file);
  // Only assets whose document exists: a deleted asset is gone, whatever is left on disk.
  if (!name || !lake.store.get(imageAssetIdOf(name))) throw notFound();
  const path = join(assetDir(lake.dataDir, 'image'), file);
  await existingFile(path);
  const source = { width: name.width, height: name.height };
  const imageParams = applyRenditionPolicy(parseImageParams(url.searchParams), source);
  const natural = nativeFormat(name.extension);
  const acceptsWebp = String(req.headers.accept ?? '').includes('image/webp');
  const requested = imageParams.format ?? (imageParams.autoFormat && acceptsWebp ? 'webp' : null);
  // Formats browsers cannot all show (SVG is kept as is unless transformed; HEIC, TIFF) become PNG/JPEG.
  const format = requested ?? natural ?? (name.extension === 'svg' ? 'png' : 'jpg');
  const plan = planRender(imageParams, source, format);
  const vary: Record<string, string> = imageParams.autoFormat && imageParams.format === null ? { vary: 'Accept' } : {};
  if (isIdentity(plan, requested === null || requested === natural)) {
    const headers = assetHeaders(mimeTypeOf(name.extension), `"${name.sha1}"`, imageParams.download, file);
    answer(req, res, { ...headers, ...vary }, await readFile(path));
    return;
  }
  const rendition = await lake.renditions.rendition(file, path, plan);
  const headers = assetHeaders(rendition.contentType, `"${rendition.key}"`, imageParams.download, file);
  answer(req, res, { ...headers, ...vary }, rendition.bytes);
}

async function serveFile(
  req: LakeHttpRequest,
  res: LakeHttpResponse,
  { lake, url, params }: RouteContext,
): Promise<void> {
  const file = params.file ?? '';
  const name = parsePlainFileName(file);
  if (!name || !lake.store.get(fileAssetIdOf(name.sha1, name.extension))) throw notFound();
  const path = join(assetDir(lake.dataDir, 'file'), file);
  await existingFile(path);
  const headers = assetHeaders(mimeTypeOf(name.extension), `"${name.sha1}"`, url.searchParams.get('dl'), file);
  answer(req, res, headers, await readFile(path));
}

/** `<projectId>/<dataset>/<file>`, optionally followed by a vanity name (`/<sha1>-1x1.png/nice-name.png`). */
const cdnPath = (kind: string) =>
  new RegExp(`^/${kind}/(?<projectId>[^/]+)/(?<dataset>[^/]+)/(?<file>[^/]+)(?:/[^/]*)?$`);

export const assetRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/assets\/images\/(?<dataset>[^/]+)$/,
    access: 'editor',
    handle: uploadHandler('image'),
  },
  { method: 'POST', pattern: /^\/assets\/files\/(?<dataset>[^/]+)$/, access: 'editor', handle: uploadHandler('file') },
  { method: 'GET', pattern: cdnPath('images'), access: 'public', handle: serveImage },
  { method: 'GET', pattern: cdnPath('files'), access: 'public', handle: serveFile },
];
