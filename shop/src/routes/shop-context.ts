import type { Context } from 'hono';
import { reportCatalogueChange, type CatalogueChange } from '../catalogue/catalogue-change';
import type { PaymentConfig } from '../checkout/payment-config';
import type { Database } from '../db/database';
import type { ActionTokenPurpose } from '../db/schema';
import { defaultActionTokenTtlMinutes, type ShopConfig, type ShopDeps } from '../deps';
import { fieldError, tooManyRequests, type MessagePick } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import type { Mailer } from '../mail/mailer';
import type { CaptchaVerifier, Clock, RateLimiter, RateLimitRule } from '../ports';

/** What every route module gets: the dependencies plus the services built from them. */
export interface ShopContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly config: ShopConfig;
  readonly captcha: CaptchaVerifier;
  readonly rateLimiter: RateLimiter;
  readonly mailer: Mailer;
  readonly payments: PaymentConfig;
  readonly actionTokenTtlMinutes: (purpose: ActionTokenPurpose) => number;
  readonly sessionTtls: { readonly accessTokenTtlMinutes: number; readonly refreshTokenTtlDays: number };
  /** Reports a committed change of the public catalogue (after the commit, never throws). */
  readonly catalogueChanged: (change: CatalogueChange) => void;
}

export function createShopContext(deps: ShopDeps, mailer: Mailer): ShopContext {
  const ttls = { ...defaultActionTokenTtlMinutes, ...deps.config.actionTokenTtlMinutes };
  return {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    captcha: deps.captcha,
    rateLimiter: deps.rateLimiter,
    mailer,
    payments: deps.payments,
    actionTokenTtlMinutes: (purpose) => ttls[purpose],
    sessionTtls: {
      accessTokenTtlMinutes: deps.config.accessTokenTtlMinutes,
      refreshTokenTtlDays: deps.config.refreshTokenTtlDays,
    },
    catalogueChanged: (change) => reportCatalogueChange(deps.catalogueChanged, change),
  };
}

/**
 * Counts one hit against every rule and refuses with 429 when any is exhausted. All rules are
 * counted even after the first refusal, so a blocked IP cannot probe an account's counter. A
 * rule without a key (unknown client IP) is skipped.
 */
export async function enforceRateLimits(
  ctx: ShopContext,
  hits: ReadonlyArray<readonly [RateLimitRule, string | undefined]>,
): Promise<void> {
  const counted = hits.flatMap(([rule, key]) => (key === undefined ? [] : [ctx.rateLimiter.hit(rule, key)]));
  const results = await Promise.all(counted);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) throw tooManyRequests(Math.max(...refused.map((result) => result.retryAfterSeconds)));
}

/** Checks the captcha of a form; a failure is a field error on `captcha` (`pick` names it). */
export async function requireCaptcha(
  ctx: ShopContext,
  c: Context,
  answer: string | undefined,
  action: string,
  pick: MessagePick = (m) => m.captchaFailed,
): Promise<void> {
  const ok = answer !== undefined && (await ctx.captcha.verify(answer, action, clientIp(c)));
  if (!ok) throw fieldError('captcha', pick);
}
