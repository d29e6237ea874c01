import type { Locale } from '@seedshop/locales';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { CustomerRow } from '../db/schema';
import type { ApiMessages } from '../i18n/messages';
import type { Logger } from '../ops/logger';

export interface AppVariables {
  locale: Locale;
  messages: ApiMessages;
  /** The client's address as `client-ip.ts` works it out; undefined when nothing trustworthy names it. */
  clientIp: string | undefined;
  /** This request's id (`X-Request-Id`), in every log line about it. */
  requestId: string;
  /** The shop's logger with this request's id. */
  log: Logger;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** Who is calling, set by the bearer-token middleware on protected routes. */
export interface Authenticated {
  readonly customer: CustomerRow;
  readonly sessionId: string;
  readonly familyId: string;
}

/** The environment of routes behind `requireCustomer`. */
export interface AuthenticatedEnv {
  Variables: AppVariables & { auth: Authenticated };
}

export type ShopApp = OpenAPIHono<AppEnv>;
