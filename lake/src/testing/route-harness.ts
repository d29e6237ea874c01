import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createServer as createHttp2Server,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { LakeError } from '../contract';
import type { LakeContext, LakeHttpRequest, LakeHttpResponse, LakeUser, Route } from '../http/route-contract';

/**
 * Test support: serves route arrays the way the lake's router does (API version prefix stripped,
 * HEAD answered by GET routes, bearer token → editor, editor-only routes 401 for others, LakeError
 * → its status), on plain HTTP/1.1 or cleartext HTTP/2, so the stream endpoints are tested
 * without TLS or the rest of the server.
 */
export interface RouteHarness {
  readonly url: string;
  close(): Promise<void>;
}

function userOf(req: LakeHttpRequest, lake: LakeContext): LakeUser {
  const header = req.headers.authorization;
  if (header === `Bearer ${lake.editor.token}`) return { kind: 'editor', ...lake.editor };
  return { kind: 'anonymous' };
}

function fail(res: LakeHttpResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

async function dispatch(
  routes: readonly Route[],
  lake: LakeContext,
  req: LakeHttpRequest,
  res: LakeHttpResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.replace(/^\/v(1|X|\d{4}-\d{2}-\d{2})(?=\/)/, '');
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match || route.method !== method) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.groups ?? {}))
      if (value !== undefined) params[key] = decodeURIComponent(value);
    if (params.dataset !== undefined && params.dataset !== lake.dataset) return fail(res, 404, { error: 'dataset' });
    const user = userOf(req, lake);
    if (route.access === 'editor' && user.kind !== 'editor') return fail(res, 401, { error: 'Unauthorized' });
    try {
      await route.handle(req, res, { lake, url, params, user });
    } catch (error) {
      if (error instanceof LakeError) return fail(res, error.status, error.body);
      console.error(error);
      return fail(res, 500, { error: String(error) });
    }
    return;
  }
  fail(res, 404, { error: 'Not Found' });
}

export async function serveRoutes(
  routes: readonly Route[],
  lake: LakeContext,
  protocol: 'http1' | 'h2c' = 'http1',
): Promise<RouteHarness> {
  const onRequest = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    void dispatch(routes, lake, req, res);
  };
  const server = protocol === 'http1' ? createServer(onRequest) : createHttp2Server(onRequest);
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
