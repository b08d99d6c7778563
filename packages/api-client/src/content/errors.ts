/** Why a content request failed. */
export type ContentErrorCode =
  | 'http_error'
  | 'not_found'
  | 'unauthorized'
  | 'rate_limited'
  | 'timeout'
  | 'network_error'
  | 'invalid_response'
  | 'preview_required';

/** Every failure of the content client: an Error with a code; HTTP failures carry the status and its status text. */
export class ContentError extends Error {
  readonly code: ContentErrorCode;
  readonly status: number | undefined;
  constructor(options: {
    code: ContentErrorCode;
    message: string;
    status?: number | undefined;
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ContentError';
    this.code = options.code;
    this.status = options.status;
  }
}

interface RejectedResponse {
  message?: unknown;
  status?: unknown;
  statusText?: unknown;
  response?: { status?: unknown; statusText?: unknown };
}

const codeForStatus = (status: number): ContentErrorCode =>
  status === 404
    ? 'not_found'
    : status === 401 || status === 403
      ? 'unauthorized'
      : status === 429
        ? 'rate_limited'
        : 'http_error';

/**
 * storyblok-js-client rejects with plain objects (`{ message, status, response }`, or `{ message }` on timeouts and
 * network failures); they become ContentErrors here. An HTTP failure's message is its status text (spec point 8).
 */
export function toContentError(rejected: unknown): ContentError {
  if (rejected instanceof ContentError) return rejected;
  const value = (typeof rejected === 'object' && rejected !== null ? rejected : {}) as RejectedResponse;
  const status =
    typeof value.status === 'number'
      ? value.status
      : typeof value.response?.status === 'number'
        ? value.response.status
        : undefined;
  if (status !== undefined) {
    const statusText =
      typeof value.response?.statusText === 'string'
        ? value.response.statusText
        : typeof value.statusText === 'string'
          ? value.statusText
          : '';
    return new ContentError({
      code: codeForStatus(status),
      status,
      message: statusText || `HTTP ${status}`,
      cause: rejected,
    });
  }
  const message =
    typeof value.message === 'string'
      ? value.message
      : rejected instanceof Error
        ? rejected.message
        : String(rejected);
  return new ContentError({
    code: /timeout/i.test(message) ? 'timeout' : 'network_error',
    message,
    cause: rejected,
  });
}
