import { existsSync, readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The content lake the Studio tests work with: where it listens, the sign-in URL `pnpm start`
 * prints (both from `<data folder>/lake.json`, which the lake writes once it listens) and the
 * editor token, for the raw API calls a test makes next to the Studio.
 */
export interface Lake {
  readonly url: string;
  readonly studioLoginUrl: string;
  readonly token: string;
  readonly dataDir: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function lakeAt(dataDir: string): Lake {
  const file = join(dataDir, 'lake.json');
  if (!existsSync(file)) {
    throw new Error(`No running content lake in ${dataDir} (no lake.json); with E2E_BASE_URL set E2E_LAKE_DATA_DIR`);
  }
  const ready: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(ready) || typeof ready.url !== 'string' || typeof ready.studioLoginUrl !== 'string') {
    throw new Error(`${file} has no url / studioLoginUrl`);
  }
  const token = readFileSync(join(dataDir, 'editor-token'), 'utf8').trim();
  return { url: ready.url, studioLoginUrl: ready.studioLoginUrl, token, dataDir };
}

/** The lake `pnpm start` runs for this test run (tests/playwright.config.ts sets the folder). */
export function runLake(): Lake {
  const dataDir = process.env.E2E_LAKE_DATA_DIR;
  if (dataDir === undefined || dataDir === '') throw new Error('E2E_LAKE_DATA_DIR is not set');
  return lakeAt(dataDir);
}

const api = (lake: Lake, path: string): string => `${lake.url}/v2025-02-19${path}`;
const auth = (lake: Lake) => ({ authorization: `Bearer ${lake.token}` });

/** A GROQ query as the editor, over the raw perspective (drafts included) unless told otherwise. */
export async function lakeQuery(
  request: APIRequestContext,
  lake: Lake,
  query: string,
  { params = {}, perspective = 'raw' }: { params?: Record<string, unknown>; perspective?: string } = {},
): Promise<unknown> {
  // A query only reads, so a connection reset (an idle kept-alive socket the lake closed just as
  // it was reused) is safe to send again.
  const response = await request.post(api(lake, `/data/query/production?perspective=${perspective}`), {
    headers: auth(lake),
    data: { query, params },
    maxRetries: 2,
  });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error('The lake answered a query without a body');
  return body.result;
}

/** POST /data/mutate as the editor; the answer as it is, so a test can check a refusal. */
export function lakeMutate(request: APIRequestContext, lake: Lake, mutations: readonly unknown[]) {
  return request.post(api(lake, '/data/mutate/production?returnIds=true'), {
    headers: auth(lake),
    data: { mutations },
  });
}

/** A document's current revision (`_rev`), or null when it does not exist. */
export async function revisionOf(request: APIRequestContext, lake: Lake, id: string): Promise<string | null> {
  const rev = await lakeQuery(request, lake, '*[_id == $id][0]._rev', { params: { id } });
  return typeof rev === 'string' ? rev : null;
}

/**
 * POST /data/mutate as the editor over HTTPS that trusts the lake's own certificate, for specs
 * whose browser context does not ignore certificate errors (only the Studio project does).
 */
export async function trustedLakeMutate(lake: Lake, mutations: readonly unknown[]): Promise<void> {
  const body = JSON.stringify({ mutations });
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const call = httpsRequest(
      `${lake.url}/v2025-02-19/data/mutate/production?returnIds=true`,
      {
        method: 'POST',
        ca: readFileSync(join(lake.dataDir, 'tls', 'cert.pem')),
        headers: { authorization: `Bearer ${lake.token}`, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
  expect(answer.status, answer.text).toBe(200);
}
