import type { ApiError } from '@shop/contract/error';
import { IssueList, type ResponseCheck } from './response-check.ts';

/**
 * The shop API's error body `{ error: { code, message, field?, fields? } }` checked without zod, so the browser's
 * session reads need no zod chunk (issue 16). Agrees with the contract's `apiErrorSchema` (error-body.test.ts), and
 * like it keeps only the known keys.
 */
export const apiErrorBodyCheck: ResponseCheck<ApiError> = {
  safeParse(value) {
    const found = new IssueList();
    const error = found.inner(value, 'error');
    if (!error) return found.failure();
    found.string(error.code, ['error', 'code']);
    found.string(error.message, ['error', 'message']);
    found.string(error.field, ['error', 'field'], true);
    const { fields } = error;
    if (fields !== undefined && found.object(fields, ['error', 'fields']))
      for (const [name, message] of Object.entries(fields)) found.string(message, ['error', 'fields', name]);
    return found.result(() => ({
      error: {
        code: error.code as string,
        message: error.message as string,
        ...(error.field === undefined ? {} : { field: error.field as string }),
        ...(fields === undefined ? {} : { fields: { ...(fields as Record<string, string>) } }),
      },
    }));
  },
};
