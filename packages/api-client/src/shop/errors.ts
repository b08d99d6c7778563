import type { z } from 'zod';

/** Codes the client itself gives; server errors carry the server's own code (`invalid_credentials`, …). */
export type ShopClientErrorCode =
  'invalid_request' | 'invalid_response' | 'unexpected_status' | 'network_error' | 'timeout' | 'aborted';

/** Base of every error the shop client throws: an Error with a machine-readable `code`. */
export class ShopError extends Error {
  readonly code: string;
  /** HTTP status when the server answered; undefined for network failures and refused requests. */
  readonly status: number | undefined;
  constructor(options: { code: string; message: string; status?: number | undefined; cause?: unknown }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ShopError';
    this.code = options.code;
    this.status = options.status;
  }
}

/** The shop API answered 4xx/5xx with its error body `{ error: { code, message, field?, fields? } }`. */
export class ShopApiError extends ShopError {
  readonly field: string | undefined;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | undefined;
  constructor(options: {
    status: number;
    code: string;
    message: string;
    field?: string | undefined;
    fields?: Record<string, string> | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(options);
    this.name = 'ShopApiError';
    this.field = options.field;
    this.fields = options.fields ?? (options.field ? { [options.field]: options.message } : {});
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The request was refused before sending: its query or body does not match the shared schema. */
export class ShopRequestError extends ShopError {
  readonly fields: Readonly<Record<string, string>>;
  constructor(options: { message: string; fields: Record<string, string> }) {
    super({ code: 'invalid_request', message: options.message });
    this.name = 'ShopRequestError';
    this.fields = options.fields;
  }
}

/** The shop API answered something the shared schema does not describe (wrong shape, not JSON, unknown error body). */
export class ShopResponseError extends ShopError {
  readonly issues: readonly string[];
  constructor(options: {
    code: 'invalid_response' | 'unexpected_status';
    message: string;
    status: number;
    issues?: readonly string[];
    cause?: unknown;
  }) {
    super(options);
    this.name = 'ShopResponseError';
    this.issues = options.issues ?? [];
  }
}

/** The request did not complete: network failure, timeout or abort by the caller. */
export class ShopNetworkError extends ShopError {
  constructor(options: { code: 'network_error' | 'timeout' | 'aborted'; message: string; cause?: unknown }) {
    super(options);
    this.name = 'ShopNetworkError';
  }
}

/** Field → first message of a zod failure, with dotted paths (`options.lamination`). */
export function fieldErrorsOf(error: z.ZodError, fallbackField = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const names =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].map(String).join('.'))
        : [issue.path.map(String).join('.') || fallbackField];
    for (const name of names)
      fields[name] ??= issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message;
  }
  return fields;
}
