import { z } from 'zod';

/** Every 4xx/5xx answer of the shop API: a stable code, a readable message, the failing field when there is one. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Dotted path of the first failing input field, e.g. `email` or `options.lamination`. */
    field: z.string().optional(),
    /** All failing fields with their message (sign-up and other forms). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
