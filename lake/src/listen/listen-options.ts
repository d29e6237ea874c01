import { LakeError } from '../contract';

/**
 * The query string of `GET /data/listen/:dataset`, as `@sanity/client`'s `listen()` writes it:
 * `query=<GROQ>`, `$name=<JSON>` per parameter, and the options below as `name=value`
 * (a bare `name` counts as true).
 */
export interface ListenOptions {
  readonly query: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** Send the document after the change (default true, as Sanity). */
  readonly includeResult: boolean;
  readonly includePreviousRevision: boolean;
  /** Send the mutations (default true; the Studio's document store needs them). */
  readonly includeMutations: boolean;
  /** Without it, `versions.*` (content releases) are not reported. */
  readonly includeAllVersions: boolean;
  readonly effectFormat: 'mendoza' | null;
  readonly visibility: 'query' | 'transaction';
}

function bad(description: string): LakeError {
  return new LakeError(400, description, { error: { description, type: 'httpBadRequest' } });
}

function flag(search: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = search.get(name);
  if (value === null) return fallback;
  if (value === '' || value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw bad(`${name} must be true or false`);
}

export function parseListenOptions(search: URLSearchParams): ListenOptions {
  const query = search.get('query');
  if (!query?.trim()) throw bad('The listener needs a query (?query=*[...])');
  const params: Record<string, unknown> = {};
  for (const [key, raw] of search) {
    if (!key.startsWith('$') || key.length === 1) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw bad(`Parameter ${key} is not valid JSON`);
    }
  }
  const effectFormat = search.get('effectFormat');
  if (effectFormat !== null && effectFormat !== 'mendoza') throw bad('effectFormat must be mendoza');
  const visibility = search.get('visibility') ?? 'query';
  if (visibility !== 'query' && visibility !== 'transaction') throw bad('visibility must be query or transaction');
  return {
    query,
    params,
    includeResult: flag(search, 'includeResult', true),
    includePreviousRevision: flag(search, 'includePreviousRevision', false),
    includeMutations: flag(search, 'includeMutations', true),
    includeAllVersions: flag(search, 'includeAllVersions', false),
    effectFormat: effectFormat === 'mendoza' ? 'mendoza' : null,
    visibility,
  };
}
