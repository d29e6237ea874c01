/**
 * The secrets a production shop requires (shop/src/security/production-secrets.ts) for the
 * one-machine demo, `pnpm start`: the environment's when it sets them, otherwise drawn once
 * (32 random bytes, hex) into `<data folder>/demo-secrets.json` (mode 0600) and read from there on
 * later starts, so guests' order links and moderation tokens survive a restart. The content
 * webhook secret is the lake's own (its data folder).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const DEMO_SECRET_NAMES = ['ALTCHA_HMAC_KEY', 'SHOP_STAFF_TOKEN', 'ORDER_LINK_SECRET'];

/**
 * @param {string} file where the generated secrets are kept
 * @param {Record<string, string | undefined>} env the environment (its non-empty values win)
 * @returns {Record<string, string>} one value per name in DEMO_SECRET_NAMES
 */
export function demoSecrets(file, env = process.env) {
  /** @type {Record<string, string>} */
  let stored = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error?.code !== 'ENOENT') throw new Error(`cannot read the demo secrets in ${file}: ${error.message}`);
  }
  let changed = false;
  const secrets = {};
  for (const name of DEMO_SECRET_NAMES) {
    const given = env[name]?.trim();
    if (given) {
      secrets[name] = given;
      continue;
    }
    if (typeof stored[name] !== 'string' || stored[name].length < 64) {
      stored[name] = randomBytes(32).toString('hex');
      changed = true;
    }
    secrets[name] = stored[name];
  }
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
