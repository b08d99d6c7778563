import { findControlCharacter } from '../http/control-characters.ts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '@shop/contract/error';
import type { z } from 'zod';

/** An error the content routes answer as `{ error: { code, message, field } }` with its status. */
export class ContentHttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly field: string | null;
  constructor(options: {
    status: ContentfulStatusCode;
    code: string;
    message: string;
    field?: string | null;
  }) {
    super(options.message);
    this.name = 'ContentHttpError';
    this.status = options.status;
    this.code = options.code;
    this.field = options.field ?? null;
  }
}

/** The shop API's one error shape (the shared schema): `field` only when a field failed. */
export function errorResponse(c: Context, error: ContentHttpError): Response {
  const body: ApiError = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.field === null ? {} : { field: error.field }),
    },
  };
  return c.json(body, error.status, { 'Cache-Control': 'no-store' });
}

/**
 * The query string as one value per name, validated with `schema`. A name given twice is refused rather than
 * guessing which one counts.
 */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const params = new URL(c.req.url).searchParams;
  const values: Record<string, string | string[]> = {};
  for (const [rawName, value] of params) {
    // Spec point 7: query arrays travel as `name[]`.
    if (rawName.endsWith('[]')) {
      const name = rawName.slice(0, -2);
      const list = values[name];
      if (typeof list === 'string') {
        throw new ContentHttpError({
          status: 400,
          code: 'invalid_query',
          message: `Parameter ${name} is given more than once`,
          field: name,
        });
      }
      values[name] = [...(list ?? []), value];
      continue;
    }
    const name = rawName;
    if (Object.hasOwn(values, name)) {
      throw new ContentHttpError({
        status: 400,
        code: 'invalid_query',
        message: `Parameter ${name} is given more than once`,
        field: name,
      });
    }
    values[name] = value;
  }
  return parseWith(schema, values, 'invalid_query');
}

/** Validates `input`, turning the first zod issue into a 400 naming its field. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown, code: string): z.infer<T> {
  // The same rule as the shop routes (http/control-characters.ts): no NUL or other control character in any text.
  const control = findControlCharacter(input);
  if (control !== undefined)
    throw new ContentHttpError({
      status: 400,
      code,
      message: `${control}: Control characters are not allowed`,
      field: control,
    });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  let field = issue?.path.map(String).join('.') ?? '';
  let message = issue?.message ?? 'Invalid input';
  if (issue?.code === 'unrecognized_keys') {
    field = [field, issue.keys[0]].filter(Boolean).join('.');
    message = `Unknown parameter ${issue.keys[0]}`;
  } else if (field) {
    message = `${field}: ${message}`;
  }
  throw new ContentHttpError({ status: 400, code, message, field: field || null });
}

/** `decodeURIComponent` that answers 400 instead of throwing on a malformed escape. */
export function decodePathSegment(value: string, field: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ContentHttpError({
      status: 400,
      code: 'invalid_path',
      message: 'The path is not correctly percent-encoded',
      field,
    });
  }
}
