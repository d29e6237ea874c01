import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { RenditionCache } from '../assets/rendition-cache';
import type { DocumentStore } from '../contract';

/**
 * How the lake's HTTP layer hands a request to an endpoint module. The server is Node's `http2`
 * secure server with `allowHTTP1` (the Studio speaks HTTP/2, Node clients may speak HTTP/1.1), so
 * a handler gets the compatibility API's request/response of either version.
 */
export type LakeHttpRequest = IncomingMessage | Http2ServerRequest;
export type LakeHttpResponse = ServerResponse | Http2ServerResponse;

/** Who is calling: the local editor (token) or an anonymous reader (published content only). */
export type LakeUser =
  | { readonly kind: 'editor'; readonly id: string; readonly name: string; readonly email: string }
  | { readonly kind: 'anonymous' };

/** Settings and services shared by every endpoint of one running lake. */
export interface LakeContext {
  readonly store: DocumentStore;
  readonly projectId: string;
  readonly dataset: string;
  /** Public origin of this lake without a project prefix, e.g. `https://localhost:3333`. */
  readonly publicUrl: string;
  /** Folder with everything the lake keeps (log, snapshots, assets, certificate, token). */
  readonly dataDir: string;
  readonly editor: { readonly id: string; readonly name: string; readonly email: string; readonly token: string };
  /** Resized images kept on disk, bounded in size. */
  readonly renditions: RenditionCache;
}

export interface RouteContext {
  readonly lake: LakeContext;
  readonly url: URL;
  /** Named groups of the route's pattern (`dataset`, `ids`, …). */
  readonly params: Readonly<Record<string, string>>;
  readonly user: LakeUser;
  /** The request's API version without the `v` (`2025-02-19`, `X`, `1`); absent without prefix. */
  readonly apiVersion?: string;
}

export type RouteHandler = (req: LakeHttpRequest, res: LakeHttpResponse, context: RouteContext) => Promise<void>;

export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  /** Matched against the path after the API version prefix (`/v2025-02-19`) is removed. */
  readonly pattern: RegExp;
  /** Writes and non-published reads need the editor; the router answers 401/403 before calling. */
  readonly access: 'public' | 'editor';
  readonly handle: RouteHandler;
}
