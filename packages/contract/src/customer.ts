import { z } from 'zod';
import { formLimits } from './form-limits.ts';

// Form field rules the spec leaves open ("not shown"); these are the project's choice, shared by server and forms.
const noControlChars = /^[^\p{Cc}\p{Cf}<>]*$/u;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(formLimits.emailMax, `At most ${formLimits.emailMax} characters`)
  .pipe(z.email('Enter a valid email address'));

/** A token of a mailed link (password reset, sign-up verification): 256 random bits, base64url. */
export const mailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid token');

export const passwordSchema = z
  .string()
  .min(formLimits.passwordMin, `At least ${formLimits.passwordMin} characters`)
  .max(formLimits.passwordMax, `At most ${formLimits.passwordMax} characters`);

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(formLimits.nameMax, `At most ${formLimits.nameMax} characters`)
  .regex(noControlChars, 'Contains characters that are not allowed');

/** POST /web-api/customer-login */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Required').max(formLimits.passwordMax, `At most ${formLimits.passwordMax} characters`),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST /web-api/customer-signup; a 400 answer names every failing field in `error.fields`. A valid sign-up answers 202
 * with the same message whether or not the address has an account: the mail completes it (`signupVerifySchema`) or
 * tells the owner that the account exists.
 */
export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** POST /web-api/customer-signup/verify: the token of the verification mail's link; answers `{ customer }`, logged in. */
export const signupVerifySchema = z.strictObject({ token: mailTokenSchema });
export type SignupVerify = z.infer<typeof signupVerifySchema>;

/** Why a verification link is refused (400 `error.code`): unknown or malformed, already used, past its lifetime. */
export const signupVerifyErrorCodes = ['invalid_token', 'token_used', 'token_expired'] as const;
export type SignupVerifyErrorCode = (typeof signupVerifyErrorCodes)[number];

/** POST /web-api/customer-signup/resend: a new verification mail; always answers 202 with the same message. */
export const signupResendSchema = z.strictObject({ email: emailSchema });
export type SignupResend = z.infer<typeof signupResendSchema>;

export { emailNotVerifiedCode } from './customer-codes.ts';

/** POST /web-api/customer-password-reset: always answers 202 with the same message. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /web-api/customer-password-reset/confirm: the token from the mail and the new password. */
export const passwordResetConfirmSchema = z.strictObject({
  token: mailTokenSchema,
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /web-api/customer-auth-google-credentials: the ID token (JWT) from Google sign-in. */
export const googleCredentialsSchema = z.strictObject({
  credential: z
    .string()
    .min(20)
    .max(8192)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Not a JWT'),
});
export type GoogleCredentials = z.infer<typeof googleCredentialsSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  isWhitelabelOrder: z.boolean(),
  /** Number of article lines in the open cart (a line of 50 cards counts once). */
  cartArticlesAmount: z.number().int().nonnegative(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The customer session of spec point 3, as GET /web-api/customer-data and login/sign-up answer it. */
export const customerSchema = z.object({
  emailHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** First plus last name, only when logged in. */
  fullName: z.string().optional(),
  isLoggedIn: z.boolean(),
  isWhitelabelCustomer: z.boolean(),
  /** Customer number; 0 when logged out. */
  number: z.number().int(),
  type: z.number().int(),
  order: orderSummarySchema.optional(),
  /** URL of the profile picture, when one was uploaded. */
  pictureUrl: z.string().optional(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The session of a visitor who is not logged in: what customer-data answers before a log-in (no open order). */
export const loggedOutCustomer: Customer = {
  emailHash: '',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: 0,
  type: 0,
};

export const customerResponseSchema = z.object({ customer: customerSchema });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/** Answer of password reset (both steps), sign-up and its resend. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /whitelabel/switch: white-label customers switch their open order between white-label and normal. */
export const whitelabelSwitchRequestSchema = z.strictObject({ enabled: z.boolean() });
export type WhitelabelSwitchRequest = z.infer<typeof whitelabelSwitchRequestSchema>;
