import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { z } from 'zod';
import {
  errorResponse,
  mailbox as mailboxSchema,
  sessionResponse,
  type ErrorResponse,
  type MailboxEntry,
  type SessionResponse,
} from '../contract';
import { CAPTCHA_OK } from './fake-captcha';
import type { TestShop } from './test-app';

export interface RequestOptions {
  readonly token?: string;
  readonly language?: string;
  /** Sent as X-Forwarded-For; a random address by default, so rate limits per IP stay apart. */
  readonly ip?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ApiResponse {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON, or null for an empty body. */
  readonly body: unknown;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function call(
  shop: TestShop,
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers };
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  if (options.language !== undefined) headers['accept-language'] = options.language;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await shop.app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

export const post = (shop: TestShop, path: string, body?: unknown, options?: RequestOptions) =>
  call(shop, 'POST', path, body, options);

export const get = (shop: TestShop, path: string, options?: RequestOptions) =>
  call(shop, 'GET', path, undefined, options);

/** The body parsed by a contract schema: the test fails when the answer breaks the contract. */
export function bodyOf<T extends z.ZodType>(response: ApiResponse, schema: T): z.output<T> {
  return schema.parse(response.body);
}

const strictError = errorResponse.strict();

/** Asserts the status and the one error shape, and returns the error. */
export function expectError(response: ApiResponse, status: number): ErrorResponse {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
  return strictError.parse(response.body);
}

/** The dev mailbox answers loopback clients only. */
export const LOOPBACK = '127.0.0.1';

export async function mailbox(shop: TestShop, to?: string): Promise<MailboxEntry[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await get(shop, `/dev/mailbox${query}`, { ip: LOOPBACK });
  expect(response.status).toBe(200);
  return bodyOf(response, mailboxSchema).messages;
}

/** The newest mail to `to` of `kind`, and the token of its link. */
export async function latestMail(
  shop: TestShop,
  to: string,
  kind: string,
): Promise<{ mail: MailboxEntry; token: string }> {
  const mail = (await mailbox(shop, to)).find((entry) => entry.kind === kind);
  if (mail === undefined) throw new Error(`no ${kind} mail to ${to}`);
  const link = mail.links[0];
  const token = link === undefined ? '' : (new URL(link).searchParams.get('token') ?? '');
  return { mail, token };
}

export const PASSWORD = 'Hanfblüte-im-Mai-2030';

export interface Account {
  readonly email: string;
  readonly password: string;
}

export function registrationBody(email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
  return {
    email,
    password,
    password_confirm: password,
    first_name: 'Alex',
    last_name: 'Grower',
    adult_confirmed: true,
    captcha: CAPTCHA_OK,
    ...extra,
  };
}

/** Registers and confirms an account through the API, as a customer would. */
export async function createConfirmedAccount(
  shop: TestShop,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<Account> {
  const password = typeof extra['password'] === 'string' ? extra['password'] : PASSWORD;
  const registered = await post(shop, '/customer/auth/register', registrationBody(email, password, extra));
  expect(registered.status).toBe(201);
  const { token } = await latestMail(shop, email, 'confirm-email');
  expect((await post(shop, '/customer/confirm-email', { token })).status).toBe(204);
  return { email, password };
}

export async function login(shop: TestShop, account: Account, options?: RequestOptions): Promise<SessionResponse> {
  const response = await post(
    shop,
    '/customer/auth/login',
    { email: account.email, password: account.password },
    options,
  );
  expect(response.status).toBe(200);
  return bodyOf(response, sessionResponse);
}
