import { ApiError } from './errors.ts';

/** C0 controls except tab, line feed and carriage return (text fields may hold line breaks), and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path (`a.b.0`) of the first string inside `value` that holds a control character, or undefined. */
export function findControlCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = CONTROL.test(key) ? [...path, key].join('.') : findControlCharacter(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Every text field of every route passes here (readJson, readQuery): a NUL or other control character is a 400 naming
 * the field before any schema, database or file sees it (PostgreSQL refuses NUL in text, which used to be a 500).
 */
export function rejectControlCharacters(value: unknown, prefix?: string): void {
  const found = findControlCharacter(value);
  if (found === undefined) return;
  const field = prefix ? (found === 'body' ? prefix : `${prefix}.${found}`) : found;
  throw new ApiError({
    status: 400,
    code: 'validation_failed',
    message: `${field}: Control characters are not allowed`,
    field,
    fields: { [field]: 'Control characters are not allowed' },
  });
}
