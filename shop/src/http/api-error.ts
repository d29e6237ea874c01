import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiMessages } from '../i18n/messages';

/** Picks a text from the caller's message catalogue, so an error is translated when it is sent. */
export type MessagePick = (messages: ApiMessages) => string;

export type FieldErrors = Readonly<Record<string, readonly MessagePick[]>>;

/**
 * An answer other than success. Handlers throw it; the error handler renders the one error
 * shape `{message, errors?}` in the caller's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly pick: MessagePick,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(`API error ${status}`);
    this.name = 'ApiError';
  }
}

/** 422 with one message per field. */
export function fieldError(field: string, pick: MessagePick): ApiError {
  return new ApiError(422, (m) => m.validationFailed, { [field]: [pick] });
}

export function fieldErrors(errors: FieldErrors): ApiError {
  return new ApiError(422, (m) => m.validationFailed, errors);
}

export function unauthorized(pick: MessagePick = (m) => m.unauthorized): ApiError {
  return new ApiError(401, pick, undefined, { 'WWW-Authenticate': 'Bearer' });
}

export function notFound(): ApiError {
  return new ApiError(404, (m) => m.notFound);
}

export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, (m) => m.tooManyRequests, undefined, { 'Retry-After': String(retryAfterSeconds) });
}

/** The token of a mail link is unknown, used or expired. */
export function invalidActionToken(): ApiError {
  return new ApiError(422, (m) => m.invalidActionToken, { token: [(m) => m.invalidActionToken] });
}
