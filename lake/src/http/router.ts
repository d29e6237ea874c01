import { LakeError } from '../contract';
import { identify } from './auth';
import { sendJson, sendNotFound } from './json';
import type { LakeContext, LakeHttpRequest, LakeHttpResponse, Route, RouteContext } from './route-contract';

/** `/v1`, `/vX`, `/v2021-06-07`: Sanity's API version prefix, which the lake accepts and strips. */
const VERSION_PREFIX = /^\/v(1|X|\d{4}-\d{2}-\d{2})(?=\/|$)/;

export interface VersionedPath {
  readonly path: string;
  /** `2025-02-19`, `X`, `1`, or null when the path had no version prefix. */
  readonly apiVersion: string | null;
}

export function stripApiVersion(pathname: string): VersionedPath {
  const match = VERSION_PREFIX.exec(pathname);
  if (!match?.[1]) return { path: pathname, apiVersion: null };
  return { path: pathname.slice(match[0].length) || '/', apiVersion: match[1] };
}

/** Answered when no route matched a versioned or API-looking path (Sanity's 404 shape). */
const API_PREFIXES =
  /^\/(data|assets|projects|users|images|files|socket|journey|intake|features|descriptors|schedules|help|ping|auth|media-libraries|shop-api|studio-login|studio-settings)(\/|$)/;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.test(path);
}

export interface RouterOptions {
  readonly lake: LakeContext;
  readonly routes: readonly Route[];
  /** Called for GET/HEAD requests that matched no route and are not API paths (the Studio). */
  readonly fallback: (req: LakeHttpRequest, res: LakeHttpResponse, path: string) => Promise<void>;
}

/**
 * Dispatches one request: strips the API version, finds the route, checks the dataset and the
 * caller, and turns every failure into a JSON answer — LakeError with its status, anything else
 * 500 with the stack logged (never shown to the client).
 */
export function createRouter({ lake, routes, fallback }: RouterOptions) {
  return async function route(req: LakeHttpRequest, res: LakeHttpResponse): Promise<void> {
    const method = req.method ?? 'GET';
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'https://localhost');
    } catch {
      sendJson(res, 400, { error: { description: 'Malformed request URL', type: 'httpBadRequest' } });
      return;
    }
    const { path, apiVersion } = stripApiVersion(url.pathname);
    try {
      const found = findRoute(routes, method, path);
      if (found === 'method-not-allowed') {
        sendJson(res, 405, { error: 'Method Not Allowed', message: `${method} is not allowed here`, statusCode: 405 });
        return;
      }
      if (!found) {
        if ((method === 'GET' || method === 'HEAD') && apiVersion === null && !isApiPath(path)) {
          await fallback(req, res, path);
        } else {
          sendNotFound(res);
        }
        return;
      }
      const { route: matched, params } = found;
      const wrongScope = checkScope(lake, params);
      if (wrongScope) {
        sendJson(res, 404, { error: { description: wrongScope, type: 'httpNotFound' } });
        return;
      }
      const user = identify(req, lake);
      if (user === 'invalid') {
        sendJson(res, 401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 });
        return;
      }
      if (matched.access === 'editor' && user.kind !== 'editor') {
        sendJson(res, 401, {
          error: 'Unauthorized',
          message: 'Authentication required: send the editor token as "Authorization: Bearer <token>"',
          statusCode: 401,
        });
        return;
      }
      const context: RouteContext = { lake, url, params, user, apiVersion: apiVersion ?? undefined };
      await matched.handle(req, res, context);
    } catch (error) {
      answerError(res, error, method, path);
    }
  };
}

function findRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | 'method-not-allowed' | null {
  let pathMatched = false;
  const wanted = method === 'HEAD' ? ['HEAD', 'GET'] : [method];
  for (const candidate of routes) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (!wanted.includes(candidate.method)) continue;
    return { route: candidate, params: decodeGroups(match.groups ?? {}) };
  }
  return pathMatched && method !== 'OPTIONS' ? 'method-not-allowed' : null;
}

function decodeGroups(groups: Record<string, string | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(groups)) {
    if (value === undefined) continue;
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      throw new LakeError(400, `Malformed path segment: ${value}`);
    }
  }
  return params;
}

/** One lake serves one project and one dataset; other names are unknown, as on Sanity. */
function checkScope(lake: LakeContext, params: Record<string, string>): string | null {
  if (params.projectId !== undefined && params.projectId !== lake.projectId) {
    return `Project ID "${params.projectId}" not found`;
  }
  if (params.dataset !== undefined && params.dataset !== lake.dataset) {
    return `Dataset "${params.dataset}" not found for project ID "${lake.projectId}"`;
  }
  return null;
}

function answerError(res: LakeHttpResponse, error: unknown, method: string, path: string): void {
  if (error instanceof LakeError) {
    if (!res.headersSent) sendJson(res, error.status, error.body);
    else res.destroy();
    return;
  }
  // The path only: query strings can carry the sign-in token.
  console.error(`[lake] ${method} ${path} failed:`, error);
  if (!res.headersSent) {
    sendJson(res, 500, { error: 'Internal Server Error', message: 'The lake failed; see its log', statusCode: 500 });
  } else {
    res.destroy();
  }
}
