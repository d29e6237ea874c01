import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2';
import type { Socket } from 'node:net';
import { applyCors } from './cors';
import { createRouter } from './router';
import type { LakeContext, LakeHttpRequest, LakeHttpResponse, Route } from './route-contract';
import { createStudioStatic } from './studio-static';
import { writeHead } from './json';
import { createLakeOps, LAKE_OPS_PATHS, type LakeOpsOptions } from './ops';

export interface LakeServerOptions {
  readonly lake: LakeContext;
  readonly routes: readonly Route[];
  readonly studioDir: string;
  readonly certPem: string;
  readonly keyPem: string;
  readonly isAllowedOrigin: (origin: string) => boolean;
  /** Logging and metrics settings (`/healthz`, `/readyz`, `/metrics`). */
  readonly ops?: LakeOpsOptions;
}

export interface LakeServer {
  readonly server: Http2SecureServer;
  listen(port: number, host: string): Promise<number>;
  /** Stops accepting, lets answers in flight finish briefly, then cuts open streams (listeners). */
  close(): Promise<void>;
}

/** How long open requests get to finish on shutdown before their connections are cut. */
const CLOSE_GRACE_MS = 1_000;

/**
 * The lake's HTTPS server: HTTP/2 (the Studio holds many listener streams open, which HTTP/1.1's
 * six connections per host cannot carry) with HTTP/1.1 allowed for Node clients.
 */
export function createLakeServer(options: LakeServerOptions): LakeServer {
  const route = createRouter({
    lake: options.lake,
    routes: options.routes,
    fallback: createStudioStatic(options.studioDir),
  });
  const ops = createLakeOps(options.lake, options.ops);
  const handle = (req: LakeHttpRequest, res: LakeHttpResponse) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (LAKE_OPS_PATHS.has(path) && (req.method === 'GET' || req.method === 'HEAD')) {
      ops.answer(req, res, path).catch((error: unknown) => {
        ops.logger.error({ err: error }, 'answering an operations path failed');
        if (!res.headersSent) writeHead(res, 500);
        res.end();
      });
      return;
    }
    const requestId = ops.track(req, res);
    if (applyCors(req, res, options.isAllowedOrigin)) {
      writeHead(res, 204, { 'content-length': '0' });
      res.end();
      return;
    }
    route(req, res).catch((error: unknown) => {
      ops.logger.error({ reqId: requestId, err: error }, 'request handling failed');
      if (!res.headersSent) writeHead(res, 500);
      res.end();
    });
  };
  const server = createSecureServer({ allowHTTP1: true, cert: options.certPem, key: options.keyPem }, handle);

  const sessions = new Set<ServerHttp2Session>();
  const sockets = new Set<Socket>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // A client that drops mid-handshake or sends garbage must not take the lake down.
  server.on('tlsClientError', () => undefined);
  server.on('sessionError', () => undefined);

  return {
    server,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address !== null ? address.port : port);
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.close();
        const timer = setTimeout(() => {
          for (const session of sessions) session.destroy();
          for (const socket of sockets) socket.destroy();
        }, CLOSE_GRACE_MS);
        timer.unref();
      });
    },
  };
}
