import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The secret the lake signs its webhooks with, shared with the storefront (CONTENT_WEBHOOK_SECRET),
 * which purges caches on a valid signature. There is no default: on first start the lake makes a
 * random one in its data folder (`webhook-secret`, 32 random bytes, mode 0600) and keeps it across
 * restarts; `lake.json` carries it to the scripts that start the storefront. A secret given from
 * outside must be at least MIN_WEBHOOK_SECRET_LENGTH characters and not one published anywhere.
 */

const SECRET_FILE = 'webhook-secret';
export const MIN_WEBHOOK_SECRET_LENGTH = 32;
/** Secrets that were defaults in this repository: anyone can read them, so they protect nothing. */
export const PUBLISHED_WEBHOOK_SECRETS: readonly string[] = ['seedshop-local-content-webhook-secret'];

/** Why `secret` must not be used, or null when it may. */
export function webhookSecretProblem(secret: string): string | null {
  if (PUBLISHED_WEBHOOK_SECRETS.includes(secret)) return 'it is a default published in the seedshop repository';
  if (secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    return `it has ${secret.length} characters; use at least ${MIN_WEBHOOK_SECRET_LENGTH} random ones`;
  }
  return null;
}

/** Reads `<dataDir>/webhook-secret`, creating it on first start. */
export async function ensureWebhookSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, SECRET_FILE);
  try {
    const secret = (await readFile(path, 'utf8')).trim();
    if (webhookSecretProblem(secret) === null) return secret;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${secret}\n`, { mode: 0o600 });
  await rename(temporary, path);
  return secret;
}
