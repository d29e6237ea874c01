import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../contract/error';
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
    /** The reason in machine-readable form, for clients that act on it. */
    readonly code?: ErrorCode,
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

/** The token of a mail link does not work, and the store cannot tell whether it is unknown, used or expired. */
export function invalidActionToken(): ApiError {
  return new ApiError(
    422,
    (m) => m.invalidActionToken,
    { token: [(m) => m.invalidActionToken] },
    undefined,
    'link-invalid',
  );
}

/** Why a mail link's token does not work. */
export type LinkProblem = 'invalid' | 'expired' | 'used';

const linkProblems: Readonly<Record<LinkProblem, { readonly code: ErrorCode; readonly pick: MessagePick }>> = {
  invalid: { code: 'link-invalid', pick: (m) => m.linkInvalid },
  expired: { code: 'link-expired', pick: (m) => m.linkExpired },
  used: { code: 'link-used', pick: (m) => m.linkUsed },
};

/** 422 naming what is wrong with a mail link, in words and as a code the page turns into a next step. */
export function linkRefused(problem: LinkProblem): ApiError {
  const { code, pick } = linkProblems[problem];
  return new ApiError(422, pick, { token: [pick] }, undefined, code);
}
