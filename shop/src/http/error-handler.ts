import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorResponse } from '../contract';
import { isDatabaseUnavailable } from '../db/errors';
import { apiMessages, type ApiMessages } from '../i18n/messages';
import { ApiError, type MessagePick } from './api-error';
import type { AppEnv } from './app-env';
import { errorField, type Logger } from '../ops/logger';

/** The caller's catalogue; English when the failure came before the locale was known. */
function messagesOf(c: Context<AppEnv>): ApiMessages {
  const messages: ApiMessages | undefined = c.var.messages;
  return messages ?? apiMessages.en;
}

export function errorBody(c: Context<AppEnv>, error: ApiError): ErrorResponse {
  const messages = messagesOf(c);
  const body: ErrorResponse = { message: error.pick(messages) };
  if (error.code !== undefined) body.code = error.code;
  if (error.fieldErrors !== undefined) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, picks]) => [field, picks.map((pick) => pick(messages))]),
    );
  }
  return body;
}

export function renderError(c: Context<AppEnv>, error: ApiError): Response {
  return c.json(errorBody(c, error), error.status, error.headers);
}

const httpExceptionMessages: Readonly<Partial<Record<number, MessagePick>>> = {
  401: (m) => m.unauthorized,
  404: (m) => m.notFound,
  405: (m) => m.methodNotAllowed,
  413: (m) => m.payloadTooLarge,
  415: (m) => m.unsupportedMediaType,
};

/** Hono's own exceptions (malformed JSON, wrong media type, …) in the API's error shape. */
function fromHttpException(exception: HTTPException): ApiError {
  const status = exception.status;
  if (status >= 500) return new ApiError(500, (m) => m.internalError);
  if (status === 400 && /malformed json/iu.test(exception.message)) return new ApiError(400, (m) => m.malformedJson);
  return new ApiError(status, httpExceptionMessages[status] ?? ((m) => m.badRequest));
}

/**
 * The client hung up before its request body arrived — the request's signal fired, or Node's HTTP
 * server failed the body with `aborted` (ECONNRESET): its doing, not ours, and nobody reads the
 * answer. Logging it as a failure would let any client fill the error log. (A database connection
 * reset has another message and stays a logged 500.)
 */
function isClientGone(error: unknown, c: Context<AppEnv>): boolean {
  if (c.req.raw.signal.aborted) return true;
  return error instanceof Error && error.message === 'aborted' && 'code' in error && error.code === 'ECONNRESET';
}

/** Seconds a client should wait before repeating a request the database outage refused. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
let lastOutageLog = Number.NEGATIVE_INFINITY;

/**
 * The database is down or restarting: the request may well succeed in a few seconds, so it gets a
 * 503 with Retry-After, and the log one line per 10 s rather than one per request.
 */
function databaseUnavailable(c: Context<AppEnv>, error: unknown): Response {
  const now = Date.now();
  if (now - lastOutageLog >= 10_000) {
    lastOutageLog = now;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`shop: database unavailable (answering 503 until it is back): ${reason}`);
  }
  return renderError(
    c,
    new ApiError(503, (m) => m.serviceUnavailable, undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) }),
  );
}

/**
 * The last word on every failure: a known error gets its status and translated message, anything
 * else is logged and answered with a plain 500 — never a stack trace.
 */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return renderError(c, error);
  if (isClientGone(error, c)) return renderError(c, new ApiError(400, (m) => m.badRequest));
  if (error instanceof HTTPException) {
    const apiError = fromHttpException(error);
    if (apiError.status >= 500) logOf(c).error({ err: errorField(error) }, 'HTTP exception');
    return renderError(c, apiError);
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable(c, error);
  const client: string | undefined = c.var.clientIp;
  logOf(c).error(
    { err: errorField(error), method: c.req.method, path: c.req.path, client: client ?? null },
    'unhandled error',
  );
  return renderError(c, new ApiError(500, (m) => m.internalError));
};

/** The request's logger; before the request context ran (it runs second), the console. */
function logOf(c: Context<AppEnv>): Pick<Logger, 'error'> {
  const log: Logger | undefined = c.var.log;
  return log ?? { error: (fields: object, message: string) => console.error(`shop: ${message}`, fields) };
}

export const onNotFound: NotFoundHandler<AppEnv> = (c) => renderError(c, new ApiError(404, (m) => m.notFound));
