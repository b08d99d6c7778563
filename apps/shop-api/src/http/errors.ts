import type { Context } from 'hono';
import type { z } from 'zod';

export interface ApiErrorOptions {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
  code: string;
  message: string;
  field?: string | undefined;
  fields?: Record<string, string> | undefined;
  retryAfterSeconds?: number | undefined;
}

/** An error the client caused or may retry: rendered as `{ error: { code, message, field?, fields? } }`. */
export class ApiError extends Error {
  readonly status: ApiErrorOptions['status'];
  readonly code: string;
  readonly field: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(options: ApiErrorOptions) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (code: string, message: string, field?: string) =>
  new ApiError({ status: 404, code, message, field });

/** The shop API's one error shape (`@shop/contract/error`): `field` and `fields` only when fields failed. */
export function errorBody(error: ApiError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

/**
 * Renders an ApiError as JSON with its status (and Retry-After when it has one). Never cached: an error is an answer
 * about this request, not about the resource.
 */
export function sendError(c: Context, error: ApiError): Response {
  if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(errorBody(error), error.status, { 'Cache-Control': 'no-store' });
}

/**
 * Turns a zod failure into a 400 naming the first field and listing all of them. `code` is `validation_failed` for
 * the shop routes; the content routes name what failed (`invalid_query`, `invalid_body`, `invalid_path`).
 */
export function validationError(error: z.ZodError, prefix?: string, code = 'validation_failed'): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of keys) {
      const name = [prefix, ...path.map(String)].filter(Boolean).join('.') || (prefix ?? 'body');
      const message = issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message;
      fields[name] ??= message;
    }
  }
  const [field, message] = Object.entries(fields)[0] ?? ['body', 'Invalid input'];
  return new ApiError({
    status: 400,
    code,
    message: `${field}: ${message}`,
    field,
    fields,
  });
}

/** `decodeURIComponent` that answers 400 instead of throwing on a malformed escape. */
export function decodePathSegment(value: string, field: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ApiError({
      status: 400,
      code: 'invalid_path',
      message: 'The path is not correctly percent-encoded',
      field,
    });
  }
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** True when an error (or its cause chain) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (typeof current === 'object') {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
      const message = (current as { message?: unknown }).message;
      if (
        typeof message === 'string' &&
        /PGlite is closed|database system is (starting up|shutting down)/i.test(message)
      )
        return true;
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return false;
}
