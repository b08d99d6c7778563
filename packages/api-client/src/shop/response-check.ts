/**
 * What `shopRequest` needs of an answer's check: a zod schema has this shape, and so do the few hand-written checks the
 * browser uses after every page load, where zod would be a 31 KB gzip chunk of its own (issue 16).
 */
export interface ResponseIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type ResponseCheckResult<T> =
  { success: true; data: T } | { success: false; error: { readonly issues: readonly ResponseIssue[] } };

export interface ResponseCheck<T> {
  safeParse(value: unknown): ResponseCheckResult<T>;
}

/** Collects the issues of a hand-written check, in zod's wording ("Invalid input: expected string"). */
export class IssueList {
  readonly issues: ResponseIssue[] = [];

  /** A plain object (not an array, not null), else an issue at `path`. */
  object(value: unknown, path: readonly PropertyKey[]): value is Record<string, unknown> {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return true;
    this.issues.push({ path, message: 'Invalid input: expected object' });
    return false;
  }

  /** The object under `key` of an answer that must be `{ [key]: { … } }`, else undefined with the issue recorded. */
  inner(value: unknown, key: string): Record<string, unknown> | undefined {
    if (!this.object(value, [])) return undefined;
    const inner = value[key];
    return this.object(inner, [key]) ? inner : undefined;
  }

  string(value: unknown, path: readonly PropertyKey[], optional = false): void {
    if (typeof value === 'string' || (optional && value === undefined)) return;
    this.issues.push({ path, message: 'Invalid input: expected string' });
  }

  boolean(value: unknown, path: readonly PropertyKey[]): void {
    if (typeof value !== 'boolean') this.issues.push({ path, message: 'Invalid input: expected boolean' });
  }

  /** An integer (`z.number().int()`), at least `min` when given. */
  int(value: unknown, path: readonly PropertyKey[], min?: number): void {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      this.issues.push({ path, message: `Invalid input: expected int` });
    } else if (min !== undefined && value < min) {
      this.issues.push({ path, message: `Too small: expected number to be >=${min}` });
    }
  }

  /** The failed result, once an issue was recorded. */
  failure(): { success: false; error: { readonly issues: readonly ResponseIssue[] } } {
    return { success: false, error: { issues: this.issues } };
  }

  /** The check's result: `data` only when nothing was found. */
  result<T>(data: () => T): ResponseCheckResult<T> {
    return this.issues.length === 0 ? { success: true, data: data() } : this.failure();
  }
}
