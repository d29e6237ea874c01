import type { CatalogueChangeListener } from '../catalogue/catalogue-change';
import { createShopApp } from '../app';
import type { PaymentConfig } from '../checkout/payment-config';
import { demoPaymentConfig } from '../checkout/payment-env';
import type { DatabaseHandle } from '../db/create-database';
import type { ShopConfig, ShopDeps } from '../deps';
import type { ShopApp } from '../http/app-env';
import { renderMail } from '../mail/templates';
import { createLogger, type Logger } from '../ops/logger';
import type { ShopMetrics } from '../ops/metrics';
import type { CaptchaVerifier, MailTransport, RateLimiter } from '../ports';
import { createMemoryRateLimiter } from '../security/rate-limit';
import { createFakeCaptcha, type FakeCaptcha } from './fake-captcha';
import { createFakeClock, type FakeClock } from './fake-clock';
import { createTestDatabase } from './test-database';

export const PUBLIC_URL = 'https://shop.test';

export interface TestShop {
  readonly app: ShopApp;
  readonly clock: FakeClock;
  readonly captcha: FakeCaptcha;
  readonly database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestShopOptions {
  readonly config?: Partial<ShopConfig>;
  readonly transport?: MailTransport;
  /** A real verifier instead of the fake one (the fake still records nothing then). */
  readonly captcha?: CaptchaVerifier;
  /** Another limiter than memory limits on the fake clock (it gets the fake clock to build on). */
  readonly rateLimiter?: (clock: FakeClock) => RateLimiter;
  /** The pricing-rule sync and its webhook secret, built on the test database and clock. */
  readonly pricing?: (database: DatabaseHandle, clock: FakeClock) => ShopDeps['pricing'];
  /** Other payment settings than the demo ones (e.g. a card adapter, fewer methods). */
  readonly payments?: Partial<PaymentConfig>;
  /** Another logger than errors-only on console.error (a test that reads the log lines). */
  readonly logger?: Logger;
  /** Where the app counts its requests. */
  readonly metrics?: ShopMetrics;
  /** Told of every committed catalogue change. */
  readonly catalogueChanged?: CatalogueChangeListener;
}

/** The app on a fresh database with a fake clock, a fake captcha and memory rate limits. */
export async function createTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const database = await createTestDatabase();
  const clock = createFakeClock();
  const captcha = createFakeCaptcha();
  const pricing = options.pricing?.(database, clock);
  const app = createShopApp({
    ...(pricing === undefined ? {} : { pricing }),
    db: database.db,
    clock,
    captcha: options.captcha ?? captcha,
    rateLimiter: options.rateLimiter?.(clock) ?? createMemoryRateLimiter(clock),
    mail: { render: renderMail, transport: options.transport ?? null },
    payments: { ...demoPaymentConfig(), ...options.payments },
    // Quiet: errors only, on console.error, where the tests that forbid an error log look.
    logger: options.logger ?? createLogger('shop', { write: (line: string) => console.error(line.trimEnd()) }, 'error'),
    ...(options.metrics === undefined ? {} : { metrics: options.metrics }),
    ...(options.catalogueChanged === undefined ? {} : { catalogueChanged: options.catalogueChanged }),
    config: {
      publicUrl: PUBLIC_URL,
      accessTokenTtlMinutes: 60,
      refreshTokenTtlDays: 30,
      devMailbox: true,
      ...options.config,
    },
  });
  return { app, clock, captcha, database, close: () => database.close() };
}
