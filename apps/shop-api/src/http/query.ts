/**
 * Turns a query string into an object the way the shop client sends it (spec point 7): `name[]=a&name[]=b` is an
 * array, `name[key]=v` a nested object, a repeated plain name an array too. Empty values are dropped.
 */
export function parseQuery(search: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [rawKey, value] of search) {
    if (value === '') continue;
    const arrayMatch = /^([^[\]]+)\[\]$/.exec(rawKey);
    const nestedMatch = /^([^[\]]+)\[([^[\]]+)\]$/.exec(rawKey);
    if (arrayMatch?.[1]) {
      const key = arrayMatch[1];
      const existing = out[key];
      out[key] = Array.isArray(existing)
        ? [...(existing as unknown[]), value]
        : existing === undefined
          ? [value]
          : [existing, value];
    } else if (nestedMatch?.[1] && nestedMatch[2]) {
      const [, key, inner] = nestedMatch;
      const existing = out[key];
      const target =
        existing && typeof existing === 'object' && !Array.isArray(existing)
          ? (existing as Record<string, unknown>)
          : (Object.create(null) as Record<string, unknown>);
      target[inner] = value;
      out[key] = target;
    } else {
      const existing = out[rawKey];
      out[rawKey] =
        existing === undefined
          ? value
          : Array.isArray(existing)
            ? [...(existing as unknown[]), value]
            : [existing, value];
    }
  }
  return out;
}
