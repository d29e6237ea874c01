/**
 * The seams of the shop API. `createShopApp(deps)` takes these dependencies, so tests and
 * deployments choose their implementations (PGlite or PostgreSQL, SMTP or the dev mailbox,
 * ALTCHA or reCAPTCHA, memory or Redis rate limits, a real or a fake clock).
 */
import type { Locale } from '@seedshop/locales';
import type { PaymentInstructionsWire, ShippingMethodKey } from './contract/checkout';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The country-dependent tax / ID number check (DNI/NIE, CPF, CUIT, …). */
export type TaxIdCheck =
  { readonly ok: true; readonly normalized: string } | { readonly ok: false; readonly reason: 'format' | 'checksum' };

export type TaxIdKind = 'dni-nie' | 'cpf' | 'cuit' | 'generic';

/** Why a password is refused; the API turns each into a translated field error. */
export type PasswordProblem = 'too-short' | 'too-long' | 'too-common' | 'contains-email';

// ---------------------------------------------------------------------------------------------
// Captcha
export interface CaptchaSettings {
  readonly provider: 'altcha' | 'recaptcha';
  /** reCAPTCHA site key, or the ALTCHA challenge URL for the widget. */
  readonly siteKey: string;
}

export interface CaptchaVerifier {
  settings(): CaptchaSettings;
  /** ALTCHA: a fresh challenge for the widget (reCAPTCHA: null). */
  challenge(): Promise<unknown | null>;
  /** Checks a token/payload sent with a form; `action` is the form's name (reCAPTCHA v3 actions). */
  verify(token: string | undefined, action: string, remoteIp: string | undefined): Promise<boolean>;
}

// ---------------------------------------------------------------------------------------------
// Rate limits
export interface RateLimitRule {
  /** e.g. 'login:ip', 'login:account', 'register:ip', 'forgot:ip', 'forgot:account'. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateLimitResult {
  readonly allowed: boolean;
  readonly remaining: number;
  /** Seconds until the window frees a slot (for Retry-After). */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for `key` under `rule` and says whether it is allowed. */
  hit(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /** Forgets the hits of `key` (e.g. after a successful login). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Mail
export type MailKind =
  | 'confirm-email'
  /** To the owner of an address someone registered again with: nothing changed, how to sign in. */
  | 'registration-attempt'
  | 'reset-password'
  | 'confirm-email-change'
  | 'email-changed'
  | 'confirm-deletion'
  | 'confirm-restore'
  | 'password-changed'
  /** A contact-form message, to the shop's inbox (reply-to: the sender). */
  | 'contact-message'
  /** The acknowledgement of a contact-form message, to its sender. */
  | 'contact-received'
  | 'confirm-newsletter'
  /** Sent when a newsletter subscription is confirmed (with the unsubscribe link). */
  | 'newsletter-welcome'
  | ProductAlertMailKind
  | OrderMailKind;

/**
 * Product alerts: a guest's subscription to confirm (double opt-in), a sold-out pack back in
 * stock, a lower price, and a customer's review published. Each carries `product`.
 */
export type ProductAlertMailKind = 'confirm-product-subscription' | 'back-in-stock' | 'price-drop' | 'review-published';

/** The product a product alert is about; `price` already formatted for the mail's language. */
export interface ProductMailDetails {
  readonly name: string;
  /** Seeds in the pack waited for (back in stock); null otherwise. */
  readonly packSize: number | null;
  /** The price now (price drop); null otherwise. */
  readonly price: string | null;
}

/** Mail about an order, to the address it was placed with, in the language it was placed in. */
export type OrderMailKind =
  | 'order-confirmation'
  | 'order-payment-received'
  | 'order-shipped'
  | 'order-cancelled'
  /** Sent a few days before an unpaid order cancels itself. */
  | 'order-payment-reminder';

/** What an order mail shows; money in euro cents. */
export interface OrderMailDetails {
  readonly number: string;
  readonly lines: readonly {
    readonly productName: string;
    readonly seedBankName: string;
    readonly packSize: number;
    readonly quantity: number;
    readonly grossCents: number;
    readonly gift: boolean;
  }[];
  readonly shippingMethod: ShippingMethodKey;
  readonly shippingGrossCents: number;
  readonly estimateDays: { readonly min: number; readonly max: number };
  readonly vat: readonly { readonly ratePercent: number; readonly vatCents: number }[];
  readonly totalCents: number;
  /** How to pay, while the order awaits payment. */
  readonly payment: PaymentInstructionsWire | null;
  readonly payBy: Date | null;
  readonly tracking: { readonly carrier: string; readonly number: string; readonly url: string | null } | null;
  /** Why a cancelled order was cancelled: not paid in time, or by the shop. */
  readonly cancelReason: 'unpaid' | 'staff' | null;
}

export interface MailMessage {
  readonly to: string;
  /** Where replies go, when not to the sender address. */
  readonly replyTo?: string;
  /** One-click unsubscribe URL (newsletter mail): sent as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058). */
  readonly listUnsubscribe?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The contact-form message a mail shows (to the shop, and as a copy to the sender). */
export interface ContactMailDetails {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  /** The language the sender wrote from. */
  readonly language: Locale;
  /** As typed, line breaks included. */
  readonly message: string;
}

export interface MailData {
  readonly firstName: string;
  /** The action URL (absent for notices). */
  readonly link?: string;
  readonly newEmail?: string;
  readonly contact?: ContactMailDetails;
  /** The storefront's unsubscribe page (newsletter mail), shown under the message. */
  readonly unsubscribeLink?: string;
  readonly order?: OrderMailDetails;
  readonly product?: ProductMailDetails;
}

/** Fills the template of `kind` in `locale`. */
export type RenderMail = (
  kind: MailKind,
  locale: Locale,
  data: MailData,
) => Omit<MailMessage, 'to' | 'replyTo' | 'listUnsubscribe'>;

/** Delivers a message (SMTP); the dev mailbox has no transport and keeps mail in the outbox. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}
