import { ApiError } from './errors.ts';

/**
 * Turns a query string into an object the way the shop client sends it (spec point 7: arrays as `name[]`, nested
 * objects as `name[key]`, empty values skipped). A name given twice without `[]`, or both with and without, is a 400:
 * the client never sends that, and guessing which value counts would hide the mistake. The one query reader of the
 * shop API, for the shop routes and the content routes alike.
 */
export function parseQuery(search: URLSearchParams, code = 'validation_failed'): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const repeated = (name: string) =>
    new ApiError({
      status: 400,
      code,
      message: `${name}: Given more than once`,
      field: name,
      fields: { [name]: 'Given more than once' },
    });
  for (const [rawKey, value] of search) {
    if (value === '') continue;
    const arrayMatch = /^([^[\]]+)\[\]$/.exec(rawKey);
    const nestedMatch = /^([^[\]]+)\[([^[\]]+)\]$/.exec(rawKey);
    if (arrayMatch?.[1]) {
      const key = arrayMatch[1];
      const existing = out[key];
      if (existing !== undefined && !Array.isArray(existing)) throw repeated(key);
      out[key] = [...((existing as unknown[] | undefined) ?? []), value];
    } else if (nestedMatch?.[1] && nestedMatch[2]) {
      const [, key, inner] = nestedMatch;
      const existing = out[key];
      if (existing !== undefined && (typeof existing !== 'object' || Array.isArray(existing))) throw repeated(key);
      const target = (existing ?? Object.create(null)) as Record<string, unknown>;
      if (Object.hasOwn(target, inner)) throw repeated(`${key}.${inner}`);
      target[inner] = value;
      out[key] = target;
    } else {
      if (Object.hasOwn(out, rawKey)) throw repeated(rawKey);
      out[rawKey] = value;
    }
  }
  return out;
}
