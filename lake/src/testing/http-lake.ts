/**
 * Helpers for the lake's integration tests: a real lake on a free port in a temporary folder, a
 * @sanity/client pointed at it, and raw HTTP/2 and HTTP/1.1 requests that trust the lake's
 * certificate explicitly (`ca`) — certificate checks stay on.
 *
 * The certificate comes from LAKE_TEST_TLS_DIR, made once by the integration config's global
 * setup, which also sets NODE_EXTRA_CA_CERTS for the test workers so @sanity/client (which takes
 * no TLS options) trusts it the same way a person's browser does after the trust step.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { startLake, type RunningLake, type StartLakeOptions } from '../lake';

export interface TestLake {
  readonly lake: RunningLake;
  readonly dataDir: string;
  readonly studioDir: string;
  /** Closes the lake and deletes its folder. */
  cleanup(): Promise<void>;
}

export function testTlsDir(): string {
  const tlsDir = process.env.LAKE_TEST_TLS_DIR;
  if (!tlsDir) {
    throw new Error(
      'LAKE_TEST_TLS_DIR is not set: run the lake integration tests with --config vitest.integration.config.ts ' +
        '(its global setup makes the test certificate and sets NODE_EXTRA_CA_CERTS).',
    );
  }
  return tlsDir;
}

/** Starts a lake with an empty store (or `options.importFrom`) and a tiny built "Studio". */
export async function startTestLake(options: Partial<StartLakeOptions> = {}): Promise<TestLake> {
  const root = await mkdtemp(join(tmpdir(), 'lake-http-'));
  const dataDir = join(root, 'data');
  const studioDir = join(root, 'studio');
  await mkdir(join(studioDir, 'static'), { recursive: true });
  await writeFile(join(studioDir, 'index.html'), '<!doctype html><title>Studio</title><div id="sanity"></div>');
  await writeFile(join(studioDir, 'static', 'app-abc123.js'), 'console.log("studio")');
  const lake = await startLake({ dataDir, port: 0, tlsDir: testTlsDir(), studioDir, ...options });
  return {
    lake,
    dataDir,
    studioDir,
    async cleanup() {
      await lake.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export function lakeClient(lake: RunningLake, options: { token?: string; apiVersion?: string } = {}): SanityClient {
  return createClient({
    apiHost: lake.url,
    useProjectHostname: false,
    projectId: 'local',
    dataset: 'production',
    apiVersion: options.apiVersion ?? '2025-02-19',
    useCdn: false,
    ...(options.token === undefined ? {} : { token: options.token }),
  });
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
  /** The protocol TLS negotiated (ALPN), e.g. `h2`. */
  readonly alpn: string | false | null;
  json(): unknown;
}

interface RawRequest {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
}

/** One request over HTTP/2, trusting only the lake's certificate. */
export function h2Request(
  lake: RunningLake,
  { method = 'GET', path, headers = {}, body }: RawRequest,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const session = connect(lake.url, { ca: lake.caCertPem });
    session.once('error', reject);
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let status = 0;
    let responseHeaders: Record<string, string | string[] | undefined> = {};
    stream.on('response', (received) => {
      status = Number(received[':status']);
      responseHeaders = { ...received };
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('error', reject);
    stream.on('end', () => {
      const alpn = session.alpnProtocol ?? null;
      session.close();
      resolve(rawResponse(status, responseHeaders, Buffer.concat(chunks).toString('utf8'), alpn));
    });
    stream.end(body);
  });
}

/** One request over HTTP/1.1 (how Node clients without HTTP/2 call the lake). */
export function h1Request(
  lake: RunningLake,
  { method = 'GET', path, headers = {}, body }: RawRequest,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(`${lake.url}${path}`, { method, headers, ca: lake.caCertPem, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve(
          rawResponse(res.statusCode ?? 0, { ...res.headers }, Buffer.concat(chunks).toString('utf8'), 'http/1.1'),
        );
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function rawResponse(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  text: string,
  alpn: string | false | null,
): RawResponse {
  return { status, headers, text, alpn, json: () => JSON.parse(text) };
}

/** `Authorization` header of the local editor. */
export function editorHeaders(lake: RunningLake): Record<string, string> {
  return { authorization: `Bearer ${lake.editorToken}` };
}
