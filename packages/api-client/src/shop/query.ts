/** A value the shop query string can carry; objects become `name[key]`, arrays `name[]`. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

const isEmpty = (value: unknown): value is null | undefined | '' =>
  value === undefined || value === null || value === '';

function append(params: URLSearchParams, name: string, value: QueryValue): void {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    for (const item of value as readonly QueryValue[]) {
      if (isEmpty(item)) continue;
      // Only scalars inside arrays: the shop API's parser knows `name[]=v`, not `name[][key]`.
      if (typeof item === 'object') throw new TypeError(`Query parameter ${name}[] holds an object`);
      params.append(`${name}[]`, String(item));
    }
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, QueryValue>)) {
      if (isEmpty(inner)) continue;
      if (typeof inner === 'object')
        throw new TypeError(`Query parameter ${name}[${key}] is nested more than one level`);
      params.append(`${name}[${key}]`, String(inner));
    }
    return;
  }
  params.append(name, String(value));
}

/**
 * Serialises a query object the way the shop API parses it (spec point 7): arrays as `name[]`, nested objects as
 * `name[key]`, empty values (undefined, null, '', empty arrays and objects) skipped.
 */
export function serializeQuery(query: Readonly<Record<string, QueryValue>> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [name, value] of Object.entries(query)) append(params, name, value);
  return params;
}
