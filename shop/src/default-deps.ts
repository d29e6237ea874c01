import { randomBytes } from 'node:crypto';
import { createAltchaVerifier } from './captcha/altcha';
import { createRedisSpentSignatures, type SpentSignatures } from './captcha/spent-signatures';
import { createRecaptchaVerifier } from './captcha/recaptcha';
import { seedDemoCatalogue } from './catalogue/store/seed-demo-catalogue';
import type { CardPaymentAdapter } from './checkout/payment-config';
import { DEMO_BTC_XPUB, paymentConfigFromEnv } from './checkout/payment-env';
import { createDatabase } from './db/create-database';
import type { ShopDeps } from './deps';
import { loadShopEnv, type ShopEnv } from './env';
import { IN_PROCESS_TRUSTED_PROXIES } from './http/client-ip';
import { createSmtpTransport } from './mail/smtp';
import { contentSourceSettings, createContentQuery } from './pricing/content-query';
import { createPriceRuleSync } from './pricing/price-rule-sync';
import { renderMail } from './mail/templates';
import { startMailSchedule } from './maintenance/mail-schedule';
import { systemClock, type CaptchaVerifier, type RateLimiter } from './ports';
import { createMemoryRateLimiter, createRedisRateLimiter } from './security/rate-limit';
import { burnPasswordCheck } from './security/secrets';
import { createLogger, type Logger } from './ops/logger';
import type { ShopMetrics } from './ops/metrics';
import type { ReadinessCheck } from './ops/readiness';
import { shopReadinessChecks } from './ops/shop-readiness';

/** The dependencies, plus a way to close their connections (database, Redis). */
export interface DefaultDeps extends ShopDeps {
  close(): Promise<void>;
  /** The database, Redis (when configured) and the content source, for `/readyz`. */
  readonly readiness: readonly ReadinessCheck[];
}

export interface DefaultDepsOptions {
  /** The settings; read from the process environment (`env.ts`) when absent. */
  readonly env?: ShopEnv;
  /** Overrides `SITE_URL`: the storefront origin for links in mails (the in-process mount passes its own). */
  readonly publicUrl?: string;
  /**
   * Proxies in front that append to X-Forwarded-For (`ShopConfig.trustedProxies`). Unset: the
   * in-process mount, where the storefront's gateway is the one proxy. The standalone server
   * passes `TRUSTED_PROXIES`.
   */
  readonly trustedProxies?: number;
  /**
   * Sync the pricing rules from the content source at start and every PRICE_RULES_RESYNC_MINUTES
   * (default true). A content source that is down is logged and tried again; the start goes on.
   */
  readonly syncPriceRules?: boolean;
  /** A card provider; none by default, and then the checkout offers no card payment. */
  readonly cardPayments?: CardPaymentAdapter;
  /** The service's logger (default: the app makes a `shop` logger). */
  readonly logger?: Logger;
  /** Where request counts and the database pool are reported (default: not measured). */
  readonly metrics?: ShopMetrics;
}

function captchaFor(env: ShopEnv, spentSignatures: SpentSignatures | undefined): CaptchaVerifier {
  if (env.RECAPTCHA_SITE_KEY !== undefined && env.RECAPTCHA_SECRET_KEY !== undefined) {
    return createRecaptchaVerifier({ siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY });
  }
  if (env.ALTCHA_HMAC_KEY === undefined && env.NODE_ENV === 'production') {
    console.warn('shop: ALTCHA_HMAC_KEY is unset; challenges only verify on the instance that made them');
  }
  return createAltchaVerifier({
    hmacKey: env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    challengeUrl: env.ALTCHA_CHALLENGE_URL,
    clock: systemClock,
    ...(spentSignatures === undefined ? {} : { spentSignatures }),
  });
}

/**
 * Real services where the settings name them, embedded defaults otherwise: PGlite, in-memory
 * rate limits, ALTCHA, and the outbox as a dev mailbox.
 */
export async function createDefaultDeps(options: DefaultDepsOptions = {}): Promise<DefaultDeps> {
  const env = options.env ?? loadShopEnv();
  if (env.SHOP_DEV_MAILBOX_OVERRULED) {
    console.warn('shop: SHOP_DEV_MAILBOX=true is ignored in production; the dev mailbox stays off');
  }
  if (env.ORDER_LINK_SECRET === undefined && env.NODE_ENV === 'production' && env.SEEDSHOP_DEMO !== true) {
    console.warn('shop: ORDER_LINK_SECRET is unset; guest order links only work on this instance until it restarts');
  }
  if (env.PAYMENT_BTC_XPUB === DEMO_BTC_XPUB && env.NODE_ENV === 'production' && env.SEEDSHOP_DEMO !== true) {
    console.warn("shop: PAYMENT_BTC_XPUB is the demo key; set the shop's own account key (and the bank settings)");
  }
  const database = await createDatabase(
    env.DATABASE_URL === undefined
      ? { ...(env.PGLITE_DATA_DIR === undefined ? {} : { dataDir: env.PGLITE_DATA_DIR }) }
      : { url: env.DATABASE_URL },
  );
  if (env.DEMO_CATALOGUE) await seedDemoCatalogue(database.db, env.DEMO_CATALOGUE_PRODUCTS);
  const redis = env.REDIS_URL === undefined ? null : createRedisRateLimiter(env.REDIS_URL);
  const rateLimiter: RateLimiter = redis ?? createMemoryRateLimiter(systemClock);
  // Instances behind one load balancer refuse a captcha solution another one accepted.
  const spentSignatures = env.REDIS_URL === undefined ? undefined : createRedisSpentSignatures(env.REDIS_URL);
  // The first unknown-e-mail login would otherwise pay for making the dummy hash.
  await burnPasswordCheck('warm-up');
  const contentQuery = createContentQuery(contentSourceSettings(env));
  const priceRuleSync = createPriceRuleSync({ db: database.db, clock: systemClock, query: contentQuery });
  // node-postgres' pool (drizzle keeps it as `$client`); PGlite has no pool to report.
  const client: unknown = (database.db as { $client?: unknown }).$client;
  if (options.metrics !== undefined && isPool(client)) options.metrics.watchPool(client);
  const stopResync =
    options.syncPriceRules === false ? () => undefined : priceRuleSync.start(env.PRICE_RULES_RESYNC_MINUTES * 60_000);
  const mail = {
    render: renderMail,
    transport: env.SMTP_URL === undefined ? null : createSmtpTransport(env.SMTP_URL, env.MAIL_FROM),
  };
  // Failed mail is tried again after its backoff, and mail a crash left unsent goes out.
  const stopMailSchedule = startMailSchedule({ db: database.db, clock: systemClock, mail });
  return {
    db: database.db,
    clock: systemClock,
    captcha: captchaFor(env, spentSignatures),
    rateLimiter,
    mail,
    config: {
      publicUrl: options.publicUrl ?? env.SITE_URL,
      accessTokenTtlMinutes: env.ACCESS_TOKEN_TTL_MINUTES,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      devMailbox: env.SHOP_DEV_MAILBOX,
      staffToken: env.SHOP_STAFF_TOKEN,
      contactInbox: env.SHOP_CONTACT_INBOX,
      corsOrigins: env.SHOP_CORS_ORIGINS,
      trustedProxies: options.trustedProxies ?? IN_PROCESS_TRUSTED_PROXIES,
      ...(env.ORDER_LINK_SECRET === undefined ? {} : { orderLinkSecret: env.ORDER_LINK_SECRET }),
    },
    payments: paymentConfigFromEnv(env, options.cardPayments ?? null),
    logger: options.logger ?? createLogger('shop', undefined, env.LOG_LEVEL),
    ...(options.metrics === undefined ? {} : { metrics: options.metrics }),
    readiness: shopReadinessChecks({
      db: database.db,
      redis: redis ?? undefined,
      content: { name: env.SANITY_PROJECT_ID === undefined ? 'lake' : 'sanity', query: contentQuery },
    }),
    pricing: {
      sync: priceRuleSync,
      // The storefront's rule: Sanity's secret, or in lake mode the lake's unless Sanity's is set.
      webhookSecret:
        env.SANITY_REVALIDATE_SECRET ??
        (env.SANITY_PROJECT_ID === undefined ? env.CONTENT_WEBHOOK_SECRET : undefined) ??
        '',
    },
    async close() {
      stopResync();
      stopMailSchedule();
      await Promise.allSettled([database.close(), redis?.close(), spentSignatures?.close()]);
    },
  };
}

function isPool(value: unknown): value is { totalCount: number; idleCount: number; waitingCount: number } {
  return typeof value === 'object' && value !== null && 'totalCount' in value && typeof value.totalCount === 'number';
}
