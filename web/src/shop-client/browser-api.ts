'use client';

import { shopApiPath } from '@seedshop/urls';
import { fieldName } from './field-name';

/** A shop API answer as forms need it: data on success, translated messages on failure. */
export type ShopResult =
  | { readonly ok: true; readonly status: number; readonly data: unknown }
  | {
      readonly ok: false;
      readonly status: number;
      /** The shop's translated message (or a network message). */
      readonly message: string;
      /** Translated field errors of a 422, keyed by the form control's name (see `fieldName`). */
      readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
      /** Seconds to wait after a 429. */
      readonly retryAfterSeconds: number | null;
      /** The answer's body as it came (e.g. a 409's details), for the feature's schema to read. */
      readonly data?: unknown;
    };

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[fieldName(field)] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

/**
 * Calls the shop API from the browser through the same-origin gateway at `shopApiMountPath` (which adds
 * the bearer token from the HttpOnly cookie). The body goes out and the answer comes back as they
 * are on the wire (the contract's snake_case): the caller writes the body with the wire's keys and
 * reads the answer with the contract's schema and its feature's mapper (ADR 0025). Never throws: a
 * network failure is an `ok: false` result with `networkMessage`.
 */
export async function callShop(
  path: string,
  init: {
    readonly method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    readonly json?: unknown;
    /** Further request headers (e.g. an idempotency key). */
    readonly headers?: Readonly<Record<string, string>>;
    readonly networkMessage: string;
  },
): Promise<ShopResult> {
  let response: Response;
  try {
    response = await fetch(shopApiPath(path), {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      // The page's language, not the browser's: the shop's messages must match the page.
      headers: {
        ...init.headers,
        'accept-language': document.documentElement.lang || 'en-US',
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, message: init.networkMessage, fieldErrors: {}, retryAfterSeconds: null };
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return { ok: true, status: response.status, data: body };
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : init.networkMessage;
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    ok: false,
    status: response.status,
    message,
    fieldErrors: fieldErrorsOf(body),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    data: body,
  };
}
