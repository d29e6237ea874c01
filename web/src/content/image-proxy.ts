/**
 * `GET /api/content/images/{projectId}/{dataset}/{file}?w=…&fm=webp`: content images of the
 * embedded lake, served from this site's origin (image-url.ts points every non-CDN image here).
 * The request goes on to `{lake}/images/{projectId}/{dataset}/{file}` with its parameters as they
 * are — the lake resizes (sharp) and answers 400 to parameters it does not take — and the answer
 * comes back with its status and caching headers. A shopper's browser thus never talks to the
 * lake (another origin with a self-signed certificate).
 */

export interface ImageProxyTarget {
  /** The lake's origin, e.g. `https://localhost:3333`. */
  readonly url: string;
  readonly projectId: string;
  readonly dataset: string;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Sanity's image file names: `<sha1>-<width>x<height>.<ext>`. */
const fileShape = /^[a-f0-9]{40}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.[a-z0-9]{2,5}$/;

/** Request headers that choose the answer (`auto=format`) or make it conditional. */
const forwardedRequestHeaders = ['accept', 'if-none-match', 'if-modified-since'];
/** Answer headers that describe the bytes and how long they may be kept. */
const keptResponseHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'content-disposition',
];

function problem(status: 404 | 502, message: string): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** The lake URL for these path segments and query, or null when the path is not one of its images. */
export function lakeImageUrl(path: readonly string[], search: string, target: ImageProxyTarget): string | null {
  const [projectId, dataset, file, ...rest] = path;
  if (projectId !== target.projectId || dataset !== target.dataset || file === undefined || rest.length > 0) {
    return null;
  }
  if (!fileShape.test(file)) return null;
  return `${target.url}/images/${projectId}/${dataset}/${file}${search}`;
}

export async function proxyLakeImage(
  path: readonly string[],
  request: Request,
  target: ImageProxyTarget,
  send: FetchLike = fetch,
): Promise<Response> {
  const upstream = lakeImageUrl(path, new URL(request.url).search, target);
  if (upstream === null) return problem(404, 'No such image');
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  let answer: Response;
  try {
    // Not kept in Next's data cache: the answer is immutable and cached by browsers and CDNs.
    answer = await send(upstream, { headers, cache: 'no-store', redirect: 'error' });
  } catch (error) {
    console.error(`[content] image proxy: content lake not reachable at ${target.url}`, error);
    return problem(502, 'The content lake is not reachable');
  }
  if (answer.status >= 500) {
    await answer.body?.cancel();
    return problem(502, `The content lake answered ${answer.status}`);
  }
  const kept = new Headers();
  for (const name of keptResponseHeaders) {
    const value = answer.headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  // fetch decodes a compressed body, so the upstream length no longer applies.
  if (answer.headers.has('content-encoding')) kept.delete('content-length');
  // An error answer (400 for bad parameters, 404) must not be kept by a cache in front.
  if (!answer.ok && answer.status !== 304) kept.set('cache-control', 'no-store');
  return new Response(answer.status === 304 ? null : answer.body, { status: answer.status, headers: kept });
}
