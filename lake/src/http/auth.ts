import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LakeContext, LakeHttpRequest, LakeUser } from './route-contract';

/** The one local account; Sanity user ids start with `p`, and the store logs this as author. */
export const LOCAL_EDITOR = { id: 'p-local-editor', name: 'Local editor', email: 'editor@localhost' } as const;

const TOKEN_FILE = 'editor-token';

/**
 * Reads the editor token from `dataDir/editor-token`, creating it (32 random bytes, base64url,
 * mode 0600) on first start. It stays stable across restarts so a signed-in Studio stays signed in.
 */
export async function ensureEditorToken(dataDir: string): Promise<string> {
  const path = join(dataDir, TOKEN_FILE);
  try {
    const token = (await readFile(path, 'utf8')).trim();
    if (token.length >= 32) return token;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const token = randomBytes(32).toString('base64url');
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${token}\n`, { mode: 0o600 });
  await rename(temporary, path);
  return token;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Constant-time comparison so the token cannot be guessed byte by byte from response times. */
export function tokenMatches(candidate: string, token: string): boolean {
  const a = Buffer.from(candidate);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who sent the request: the editor (right bearer token), anonymous (no token), or `invalid`
 * (a token that is not ours — Sanity refuses such requests with 401 even on public reads).
 */
export function identify(req: LakeHttpRequest, lake: LakeContext): LakeUser | 'invalid' {
  const header = req.headers.authorization;
  if (header === undefined || header === '') return { kind: 'anonymous' };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1] || !tokenMatches(match[1], lake.editor.token)) return 'invalid';
  const { id, name, email } = lake.editor;
  return { kind: 'editor', id, name, email };
}
