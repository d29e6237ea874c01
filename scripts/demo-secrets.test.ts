import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseShopEnv } from '../shop/src/env';
import { secretWeakness } from '../shop/src/security/production-secrets';
import { demoSecrets, DEMO_SECRET_NAMES } from './demo-secrets.mjs';

const folders: string[] = [];
function secretsFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'seedshop-demo-secrets-'));
  folders.push(folder);
  return join(folder, 'data', 'demo-secrets.json');
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('demoSecrets (pnpm start)', () => {
  it('draws strong secrets once, keeps them private, and gives the same ones on the next start', () => {
    const file = secretsFile();
    const first = demoSecrets(file, {});
    expect(Object.keys(first).sort()).toEqual([...DEMO_SECRET_NAMES].sort());
    for (const value of Object.values(first)) expect(secretWeakness(value)).toBeNull();
    expect(new Set(Object.values(first)).size).toBe(DEMO_SECRET_NAMES.length);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(demoSecrets(file, {})).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('lets the environment set any of them', () => {
    const file = secretsFile();
    const own = randomBytes(32).toString('hex');
    const secrets = demoSecrets(file, { SHOP_STAFF_TOKEN: own, ORDER_LINK_SECRET: '  ' });
    expect(secrets.SHOP_STAFF_TOKEN).toBe(own);
    expect(secrets.ORDER_LINK_SECRET).toMatch(/^[0-9a-f]{64}$/u);
  });

  it('gives a production shop everything it requires (with the lake’s webhook secret)', () => {
    const secrets = demoSecrets(secretsFile(), {});
    expect(() => parseShopEnv({ NODE_ENV: 'production', SEEDSHOP_DEMO: 'true' })).toThrow(/ALTCHA_HMAC_KEY/u);
    const env = parseShopEnv({
      NODE_ENV: 'production',
      SEEDSHOP_DEMO: 'true',
      ...secrets,
      CONTENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    });
    expect(env.ORDER_LINK_SECRET).toBe(secrets.ORDER_LINK_SECRET);
  });

  it('is what start-demo.mjs passes to the storefront it starts', () => {
    const script = readFileSync(join(import.meta.dirname, 'start-demo.mjs'), 'utf8');
    expect(script).toMatch(/secrets = demoSecrets\(secretsFile\)/u);
    expect(script).toMatch(/\.\.\.secrets,\s*SEEDSHOP_DEMO: 'true'/u);
  });
});
