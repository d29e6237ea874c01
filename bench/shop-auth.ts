/**
 * Shop API figures: cold start on a fresh PGlite data folder (create + migrate + app), and login
 * latency (median / p95 over 50 logins, in process) with the share spent in Argon2.
 *
 *   pnpm --filter @seedshop/shop exec tsx ../bench/shop-auth.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShopApp } from '../shop/src/app';
import { demoPaymentConfig } from '../shop/src/checkout/payment-env';
import { createDatabase } from '../shop/src/db/create-database';
import { customers } from '../shop/src/db/schema';
import { renderMail } from '../shop/src/mail/templates';
import { systemClock, type CaptchaVerifier } from '../shop/src/ports';
import { createMemoryRateLimiter } from '../shop/src/security/rate-limit';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../shop/src/security/secrets';

const runs = 50;
const password = 'Bench-password-2030!';
const captcha: CaptchaVerifier = {
  settings: () => ({ provider: 'altcha', siteKey: '/challenge' }),
  challenge: async () => null,
  verify: async (token) => token === 'ok',
};

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = await mkdtemp(join(tmpdir(), 'seedshop-bench-'));
let started = performance.now();
const database = await createDatabase({ dataDir });
const app = createShopApp({
  db: database.db,
  clock: systemClock,
  captcha,
  // Generous limits: the benchmark logs in 50 times from one address.
  rateLimiter: { hit: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }), reset: async () => {} },
  mail: { render: renderMail, transport: null },
  payments: demoPaymentConfig(),
  config: { publicUrl: 'https://shop.bench', accessTokenTtlMinutes: 60, refreshTokenTtlDays: 30, devMailbox: false },
});
await app.request('/customer/captcha/settings/');
console.info(
  `cold start (fresh PGlite folder: create + migrate + app + first answer): ${ms(performance.now() - started)}`,
);
await database.close();
started = performance.now();
const reopened = await createDatabase({ dataDir });
console.info(`warm start (existing folder, migrations up to date): ${ms(performance.now() - started)}`);

await reopened.db.insert(customers).values({
  email: 'bench@example.com',
  passwordHash: await hashPassword(password),
  firstName: 'Bench',
  lastName: 'Mark',
  language: 'en',
  emailConfirmedAt: new Date(),
});
const benchApp = createShopApp({
  db: reopened.db,
  clock: systemClock,
  captcha,
  rateLimiter: createMemoryRateLimiter(systemClock),
  mail: { render: renderMail, transport: null },
  payments: demoPaymentConfig(),
  config: { publicUrl: 'https://shop.bench', accessTokenTtlMinutes: 60, refreshTokenTtlDays: 30, devMailbox: false },
});

async function timeLogins(emailOf: (run: number) => string, expected: number): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const begin = performance.now();
    const response = await benchApp.request('/customer/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${run}.1` },
      body: JSON.stringify({ email: emailOf(run), password }),
    });
    await response.arrayBuffer();
    samples.push(performance.now() - begin);
    if (response.status !== expected) throw new Error(`login answered ${response.status}`);
  }
  return samples;
}

await burnPasswordCheck('warm-up');
await timeLogins(() => 'bench@example.com', 200); // warm-up round (JIT, query plans)
const logins = stats(await timeLogins(() => 'bench@example.com', 200));
// A new address each time: the per-account limit (5 tries) would answer 429 otherwise.
const unknown = stats(await timeLogins((run) => `nobody${run}@example.com`, 401));
const storedHash = await hashPassword(password);
const argonSamples: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const begin = performance.now();
  await verifyPassword(storedHash, password);
  argonSamples.push(performance.now() - begin);
}
const argon = stats(argonSamples);
console.info(`login (200): median ${ms(logins.median)}, p95 ${ms(logins.p95)} over ${runs}`);
console.info(`login, unknown e-mail (401): median ${ms(unknown.median)}, p95 ${ms(unknown.p95)}`);
console.info(
  `argon2id verify alone: median ${ms(argon.median)} → ${((100 * argon.median) / logins.median).toFixed(0)} % of a login`,
);
await reopened.close();
await rm(dataDir, { recursive: true, force: true });
