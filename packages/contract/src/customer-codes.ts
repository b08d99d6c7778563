/**
 * Error codes of the customer routes that the dialogs act on. Without zod, so a client component can compare with
 * them without shipping the schemas (like form-limits.ts).
 */

/** The log-in answer (400 `error.code`) for the right password of an account whose address is not yet verified. */
export const emailNotVerifiedCode = 'email_not_verified';
