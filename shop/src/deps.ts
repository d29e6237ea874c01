import type { CatalogueChangeListener } from './catalogue/catalogue-change';
import type { PaymentConfig } from './checkout/payment-config';
import type { Database } from './db/database';
import type { ActionTokenPurpose } from './db/schema';
import type { Logger } from './ops/logger';
import type { ShopMetrics } from './ops/metrics';
import type { InvoiceSeller } from './orders/invoice-pdf';
import type { PriceRuleSync } from './pricing/price-rule-sync';
import type { CaptchaVerifier, Clock, MailTransport, RateLimiter, RenderMail } from './ports';

export interface ShopConfig {
  /** Storefront origin for links in mails, e.g. `https://seedshop.example` (no trailing slash needed). */
  readonly publicUrl: string;
  /** Lifetime of an access token (the `ttl` of login and refresh). */
  readonly accessTokenTtlMinutes: number;
  /** Absolute lifetime of a login: refreshing hands the same end on, it never extends it. */
  readonly refreshTokenTtlDays: number;
  /** Lifetime of mail links per purpose; unset purposes use `defaultActionTokenTtlMinutes`. */
  readonly actionTokenTtlMinutes?: Readonly<Partial<Record<ActionTokenPurpose, number>>>;
  /** Serve `GET /dev/mailbox` (development and tests only). */
  readonly devMailbox: boolean;
  /** The staff bearer token of review moderation; unset, moderation answers 401 to everyone. */
  readonly staffToken?: string;
  /** Where contact-form messages are mailed (default `DEFAULT_CONTACT_INBOX`). */
  readonly contactInbox?: string;
  /** Browser origins that may read `GET /catalogue/*` cross-origin (the Studio); none when unset. */
  readonly corsOrigins?: readonly string[];
  /**
   * Reverse proxies in front of the shop that append to `X-Forwarded-For`: the client address is
   * the entry this many places from the right of `[...X-Forwarded-For, peer]`. Unset means the
   * in-process mount (`IN_PROCESS_TRUSTED_PROXIES`, 1: the storefront's gateway sends the one
   * entry); the standalone server passes `TRUSTED_PROXIES` (default 0: the peer is the client).
   */
  readonly trustedProxies?: number;
  /**
   * Signs the guests' links to their orders (`ORDER_LINK_SECRET`); must be the same on every
   * instance. Unset: a random secret per process, so links die with it (development only).
   */
  readonly orderLinkSecret?: string;
  /** Who issues the invoices (name, address, VAT ID); unset: the demo company `DEMO_INVOICE_SELLER`. */
  readonly invoiceSeller?: InvoiceSeller;
}

export const DEFAULT_CONTACT_INBOX = 'kontakt@seedshop.example';

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRMATION_TTL_MINUTES = 24 * 60;

export const defaultActionTokenTtlMinutes: Readonly<Record<ActionTokenPurpose, number>> = {
  'confirm-email': 24 * 60,
  'change-email': 24 * 60,
  'reset-password': 60,
  'delete-account': 60,
  'restore-account': 60,
};

/** What `createShopApp` needs from the outside world (see `ports.ts`). */
export interface ShopDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly captcha: CaptchaVerifier;
  readonly rateLimiter: RateLimiter;
  readonly mail: { readonly render: RenderMail; readonly transport: MailTransport | null };
  readonly config: ShopConfig;
  /** How shoppers pay (bank, cash by mail, Bitcoin; a card only through an adapter). */
  readonly payments: PaymentConfig;
  /**
   * The copy of the promotions' pricing rules: how to sync it and the secret of the publish
   * webhook that asks for a sync (`POST /pricing/sync`; '' refuses every request). Unset: no sync
   * route, the stored rules stay as they are.
   */
  readonly pricing?: { readonly sync: PriceRuleSync; readonly webhookSecret: string };
  /** JSON logs (default: a `shop` logger at `LOG_LEVEL` on stdout). */
  readonly logger?: Logger;
  /** Request counts and latencies by route (default: none kept). */
  readonly metrics?: ShopMetrics;
  /**
   * Told after each committed change of what the public catalogue shows (stock, prices, ratings),
   * e.g. to purge cached pages; it must not throw. Unset: nobody is told.
   */
  readonly catalogueChanged?: CatalogueChangeListener;
}

/** A deleted account can be restored for this long; afterwards it counts as gone. */
export const RESTORE_WINDOW_DAYS = 30;

/** Addresses per customer; a form bug or a script cannot fill the table. */
export const MAX_ADDRESSES = 20;
