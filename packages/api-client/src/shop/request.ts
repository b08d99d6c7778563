import type { z } from 'zod';
import { CHANNEL_HEADER_PATTERN, LOCALE_HEADER_PATTERN } from '@shop/contract/header-patterns';
import type { Logger } from '@shop/domain/logger';
import { silentLogger } from '@shop/domain/logger';
import { LOCAL_SHOP_API_URL } from './base-url.ts';
import {
  fieldErrorsOf,
  ShopApiError,
  ShopError,
  ShopNetworkError,
  ShopRequestError,
  ShopResponseError,
} from './errors.ts';
import { apiErrorBodyCheck } from './error-body.ts';
import { serializeQuery, type QueryValue } from './query.ts';
import type { ResponseCheck } from './response-check.ts';

/** Default time a shop request may take, body included. */
export const DEFAULT_SHOP_TIMEOUT_MS = 10_000;

export interface ShopClientOptions {
  /** The shop API origin; `resolveShopBaseUrl` picks it per environment. Default: the local shop API. */
  baseUrl?: string;
  /** Channel id of packages/config (`kartenliebe`, `wallart`). */
  channel: string;
  /** ISO country the shop is served for (`DE`, `CH`). */
  country: string;
  /** Locale of the page (`fr-CH`); must belong to the country. */
  locale: string;
  /** Injected for tests and for the apps' caching wrappers; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where the error behaviour of spec point 8 logs (`login-error`, …). */
  logger?: Logger;
  /** Extra headers on every call, e.g. the visitor's Cookie forwarded by a server component. */
  headers?: Readonly<Record<string, string>>;
}

/** A configured shop client: the one place that knows base URL, headers and timeouts. */
export interface ShopClient {
  readonly baseUrl: string;
  readonly channelHeader: string;
  readonly locale: string;
  readonly timeoutMs: number;
  readonly logger: Logger;
  readonly fetch: typeof fetch;
  readonly headers: Readonly<Record<string, string>>;
}

/** Builds a shop client; throws a ShopError with code `invalid_config` for a malformed channel or locale. */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const channelHeader = `${options.channel}-${options.country}`;
  if (!CHANNEL_HEADER_PATTERN.test(channelHeader))
    throw new ShopError({ code: 'invalid_config', message: `Invalid channel/country ${channelHeader}` });
  if (!LOCALE_HEADER_PATTERN.test(options.locale))
    throw new ShopError({ code: 'invalid_config', message: `Invalid locale ${options.locale}` });
  return {
    baseUrl: (options.baseUrl ?? LOCAL_SHOP_API_URL).replace(/\/+$/, ''),
    channelHeader,
    locale: options.locale,
    timeoutMs: options.timeoutMs ?? DEFAULT_SHOP_TIMEOUT_MS,
    logger: options.logger ?? silentLogger,
    // Bound lazily so a test can replace globalThis.fetch after the client was created.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    headers: { ...options.headers },
  };
}

interface RequestBase {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Path below the base URL, starting with `/`. */
  path: string;
  query?: Readonly<Record<string, unknown>>;
  /** Shared schema of the query; the parsed value is what is sent. */
  querySchema?: z.ZodType;
  body?: unknown;
  bodySchema?: z.ZodType;
  /** A file sent as the raw body (toolbox, profile picture). */
  rawBody?: { data: Blob | ArrayBuffer | Uint8Array; contentType: string };
  /** Sends the session cookie (`credentials: 'include'`). */
  credentials?: boolean;
  /** The page the call is made for (spec point 7: customer-data sends it as referrer). */
  referrer?: string;
  /** Headers of this call only (e.g. the preview token of a verified preview). */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface JsonRequest<T> extends RequestBase {
  /** The answer's check: the contract's zod schema, or a zod-free check where the browser reads after every load. */
  response: ResponseCheck<T>;
}
export interface BinaryRequest extends RequestBase {
  response: 'binary';
}

/** A downloaded file. */
export interface ShopFile {
  blob: Blob;
  contentType: string;
  fileName: string | undefined;
}

/**
 * The one request function of the shop API: shop headers on every call, query as `name[]` / `name[key]`, request and
 * response validated with the shared schemas, every failure a ShopError subclass with a code. Imports no zod at run
 * time (the caller's schemas bring it), so the browser's session read loads without it.
 */
export async function shopRequest<T>(client: ShopClient, request: JsonRequest<T>): Promise<T>;
export async function shopRequest(client: ShopClient, request: BinaryRequest): Promise<ShopFile>;
export async function shopRequest<T>(
  client: ShopClient,
  request: JsonRequest<T> | BinaryRequest,
): Promise<T | ShopFile> {
  const query = request.querySchema
    ? validate(request.querySchema, request.query ?? {}, 'query')
    : request.query;
  const body = request.bodySchema ? validate(request.bodySchema, request.body, 'body') : request.body;
  const url = `${client.baseUrl}${request.path}`;
  const search = serializeQuery(query as Record<string, QueryValue> | undefined).toString();

  const headers = new Headers({ ...client.headers, ...request.headers });
  headers.set('X-Channel', client.channelHeader);
  headers.set('X-Locale', client.locale);
  headers.set('Accept', request.response === 'binary' ? '*/*' : 'application/json');
  let payload: RequestInit['body'];
  if (request.rawBody) {
    headers.set('Content-Type', request.rawBody.contentType);
    payload =
      request.rawBody.data instanceof Uint8Array
        ? new Blob([request.rawBody.data as Uint8Array<ArrayBuffer>])
        : request.rawBody.data;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const timeout = AbortSignal.timeout(request.timeoutMs ?? client.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const method = request.method ?? (payload === undefined || payload === null ? 'GET' : 'POST');

  let response: Response;
  try {
    response = await client.fetch(search ? `${url}?${search}` : url, {
      method,
      headers,
      body: payload,
      signal,
      credentials: request.credentials ? 'include' : 'same-origin',
      // A Referer header set by script is dropped by browsers; `referrer` is the way both browsers and Node's fetch
      // send it. The policy keeps the page's path and query, which the default policy would cut to the origin.
      ...(request.referrer
        ? { referrer: request.referrer, referrerPolicy: 'no-referrer-when-downgrade' as const }
        : {}),
    });
  } catch (error) {
    throw networkError(error, timeout, request.signal, `${method} ${request.path}`);
  }

  try {
    if (!response.ok) throw await errorFrom(response);
    if (request.response === 'binary') {
      const blob = await response.blob();
      const disposition = response.headers.get('content-disposition') ?? '';
      return {
        blob,
        contentType: response.headers.get('content-type') ?? blob.type,
        fileName: /filename="([^"]+)"/.exec(disposition)?.[1],
      };
    }
    const json = await readJson(response);
    const parsed = request.response.safeParse(json);
    if (!parsed.success) {
      throw new ShopResponseError({
        code: 'invalid_response',
        status: response.status,
        message: `Unexpected answer from ${method} ${request.path}`,
        issues: parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`),
      });
    }
    return parsed.data;
  } catch (error) {
    if (error instanceof ShopError) throw error;
    throw networkError(error, timeout, request.signal, `${method} ${request.path}`);
  }
}

function validate(schema: z.ZodType, value: unknown, where: 'query' | 'body'): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsOf(parsed.error, where);
  const [field, message] = Object.entries(fields)[0] ?? [where, 'Invalid input'];
  throw new ShopRequestError({ message: `${field}: ${message}`, fields });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ShopResponseError({
      code: 'invalid_response',
      status: response.status,
      message: 'The shop API answered something that is not JSON',
      cause,
    });
  }
}

async function errorFrom(response: Response): Promise<ShopError> {
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    json = undefined;
  }
  const parsed = apiErrorBodyCheck.safeParse(json);
  if (!parsed.success) {
    return new ShopResponseError({
      code: 'unexpected_status',
      status: response.status,
      message: `HTTP ${response.status} ${response.statusText}`.trim(),
    });
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ShopApiError({
    status: response.status,
    ...parsed.data.error,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}

function networkError(
  error: unknown,
  timeout: AbortSignal,
  callerSignal: AbortSignal | undefined,
  what: string,
): ShopNetworkError {
  if (timeout.aborted)
    return new ShopNetworkError({ code: 'timeout', message: `${what} timed out`, cause: error });
  if (callerSignal?.aborted)
    return new ShopNetworkError({ code: 'aborted', message: `${what} was aborted`, cause: error });
  return new ShopNetworkError({
    code: 'network_error',
    message: `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
    cause: error,
  });
}
