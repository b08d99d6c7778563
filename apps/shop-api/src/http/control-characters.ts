import { ApiError } from './errors.ts';

/** C0 controls except tab, line feed and carriage return (text fields may hold line breaks), and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
  /** The key itself holds a control character: the walk ends here with its path. */
  badKey?: boolean;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  // push then reverse: unshift moves every key already collected, quadratic on a path 200,000 levels deep.
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path (`a.b.0`) of the first string inside `value` that holds a control character, or undefined. Walks with its
 * own stack, not recursion: a hostile body nested a hundred thousand levels deep must get its 400 from the route's
 * depth limit, not overflow the call stack here (a 500).
 */
export function findControlCharacter(value: unknown, path: string[] = []): string | undefined {
  const stack: Visit[] = [{ value, key: path.length > 0 ? path.join('.') : undefined, parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    if (visit.badKey) return pathOf(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (CONTROL.test(current)) return pathOf(visit) || 'body';
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(current) ? current.map((item, index) => [String(index), item]) : Object.entries(current);
    // Last entry first onto the stack, so fields are visited in their written order; a key is judged before its value.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      stack.push({ value: item, key, parent: visit, badKey: !Array.isArray(current) && CONTROL.test(key) });
    }
  }
  return undefined;
}

/**
 * Every text field of every route passes here (readJson, readQuery): a NUL or other control character is a 400 naming
 * the field before any schema, database or file sees it (PostgreSQL refuses NUL in text, which used to be a 500).
 */
export function rejectControlCharacters(value: unknown, prefix?: string, code = 'validation_failed'): void {
  const found = findControlCharacter(value);
  if (found === undefined) return;
  const field = prefix ? (found === 'body' ? prefix : `${prefix}.${found}`) : found;
  throw new ApiError({
    status: 400,
    code,
    message: `${field}: Control characters are not allowed`,
    field,
    fields: { [field]: 'Control characters are not allowed' },
  });
}
