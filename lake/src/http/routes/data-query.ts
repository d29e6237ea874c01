import { z } from 'zod';
import { parsePerspective } from '../../query/perspective';
import { queryDocumentsFor } from '../../query/query-documents';
import { runQuery } from '../../query/run-query';
import { contentSourceMap, wantsSourceMap } from '../../query/source-map';
import { LAKE_SYNC_TAG } from '../../listen/live-events';
import { badRequest, readJson, sendJson } from '../json';
import type { Route, RouteContext, LakeHttpResponse } from '../route-contract';

const QUERY_PATH = /^\/data\/query\/(?<dataset>[^/]+)\/?$/;

const postBody = z.object({
  query: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  perspective: z.union([z.string(), z.array(z.string())]).optional(),
});

/** `$name=<JSON>` arguments of a GET query, as @sanity/client encodes them. */
function paramsFromSearch(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${raw}". Please quote string values.`);
    }
  }
  return params;
}

async function answer(
  res: LakeHttpResponse,
  context: RouteContext,
  query: string,
  params: Record<string, unknown>,
  perspectiveParam: string | null,
): Promise<void> {
  const started = performance.now();
  const perspective = parsePerspective(perspectiveParam, context.apiVersion);
  const { lake, user } = context;
  const audience = user.kind === 'editor' ? 'editor' : 'anonymous';
  const documents = queryDocumentsFor(lake.store).get(perspective, audience);
  const result = await runQuery({
    query,
    params,
    documents,
    identity: user.kind === 'editor' ? user.id : '',
    projectId: lake.projectId,
    dataset: lake.dataset,
  });
  const ms = Math.round(performance.now() - started);
  const returnQuery = context.url.searchParams.get('returnQuery') !== 'false';
  const sourceMap = wantsSourceMap(context.url.searchParams.get('resultSourceMap'))
    ? { resultSourceMap: contentSourceMap(result, documents) }
    : {};
  // The Live Content API's tags (listen/live-events.ts): one for the whole dataset.
  const syncTags = [LAKE_SYNC_TAG];
  sendJson(
    res,
    200,
    returnQuery ? { query, result, ...sourceMap, syncTags, ms } : { result, ...sourceMap, syncTags, ms },
  );
}

/**
 * GROQ queries (https://www.sanity.io/docs/http-query). Anonymous callers see published documents
 * only, whatever the perspective — like a public Sanity dataset, where drafts need a token.
 * `resultSourceMap=withKeyArraySelector` adds the result's Content Source Map (query/source-map.ts).
 */
export const queryRoutes: Route[] = [
  {
    method: 'GET',
    pattern: QUERY_PATH,
    access: 'public',
    async handle(_req, res, context) {
      const query = context.url.searchParams.get('query');
      if (query === null) throw badRequest('Missing "query" parameter');
      await answer(res, context, query, paramsFromSearch(context.url), context.url.searchParams.get('perspective'));
    },
  },
  {
    method: 'POST',
    pattern: QUERY_PATH,
    access: 'public',
    async handle(req, res, context) {
      const parsed = postBody.safeParse(await readJson(req));
      if (!parsed.success) throw badRequest('Expected a JSON body {query: string, params?: object}');
      const { query, params = {}, perspective } = parsed.data;
      const fromBody = Array.isArray(perspective) ? perspective.join(',') : perspective;
      await answer(res, context, query, params, context.url.searchParams.get('perspective') ?? fromBody ?? null);
    },
  },
];
