import {
  customerResponseSchema,
  googleCredentialsSchema,
  loginRequestSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupRequestSchema,
  signupResendSchema,
  signupVerifySchema,
  whitelabelSwitchRequestSchema,
  type Customer,
} from '@shop/contract/customer';
import type { z } from 'zod';
import { ShopApiError, ShopError, ShopRequestError } from './errors.ts';
import { shopRequest, type ShopClient, type ShopFile } from './request.ts';

// The browser imports one module per group of calls (storefront's lazyBrowserCalls): one chunk, request code included once.
export { createShopClient } from './request.ts';

// The session read has a zod-free answer check of its own, so the browser can load it without zod (issue 16).
export { customerResponseCheck, getCustomerData } from './customer-data.ts';

// Every customer call carries the session cookie: the spec names customer-data and login, and sign-up, logout, Google
// sign-in, picture and white-label switch read or start the same session.

export type LoginForm = z.input<typeof loginRequestSchema>;
export type SignUpForm = z.input<typeof signupRequestSchema>;

/** A failure the user caused (400): the server's message and per-field messages, shown in the form, not logged. */
export interface FormRejection {
  ok: false;
  reason: 'rejected';
  message: string;
  fields: Readonly<Record<string, string>>;
  error: ShopApiError | ShopRequestError;
}
/** Any other failure: already logged, returned for the caller to show a generic message. */
export interface CallFailure {
  ok: false;
  reason: 'failed';
  message: string;
  error: ShopError;
}
export type CustomerResult = { ok: true; customer: Customer } | FormRejection | CallFailure;
/** A sign-up: the same message for every address (the mail says the rest), or the form's field errors. */
export type SignUpResult = { ok: true; message: string } | FormRejection | CallFailure;
export type MessageResult =
  { ok: true; message: string } | { ok: false; reason: 'failed'; message: string; error: ShopError };

const logDetails = (error: ShopError) => ({ code: error.code, status: error.status, message: error.message });

function asShopError(error: unknown): ShopError {
  if (error instanceof ShopError) return error;
  return new ShopError({
    code: 'unexpected_error',
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}

/** 400 answers and refused input are the user's to fix; everything else is ours to log. */
function toRejection(error: ShopError): FormRejection | undefined {
  if (error instanceof ShopRequestError || (error instanceof ShopApiError && error.status === 400)) {
    return { ok: false, reason: 'rejected', message: error.message, fields: error.fields, error };
  }
  return undefined;
}

/**
 * The customer of a successful result, else throws its error (already logged where point 8 says so): for callers
 * that handle failures as rejections, e.g. the injected customer API of the dialogs.
 */
export function unwrapCustomerResult(result: CustomerResult): Customer {
  if (result.ok) return result.customer;
  throw result.error;
}

/** The message of a successful result, else throws its error (already logged). */
export function unwrapMessageResult(result: MessageResult | SignUpResult): string {
  if (result.ok) return result.message;
  throw result.error;
}

/**
 * A customer form POST (login, sign-up and its link): 400 → the server's message and field errors, not logged; every
 * other failure logged under `failureEvent` and returned.
 */
async function postCustomerForm<T, R>(
  client: ShopClient,
  request: { path: string; form: T; bodySchema: z.ZodType<T>; response: z.ZodType<R>; failureEvent: 'login-error' | 'sign-up-error' },
): Promise<{ ok: true; answer: R } | FormRejection | CallFailure> {
  try {
    const answer = await shopRequest(client, {
      method: 'POST',
      path: request.path,
      body: request.form,
      bodySchema: request.bodySchema,
      credentials: true,
      response: request.response,
    });
    return { ok: true, answer };
  } catch (caught) {
    const error = asShopError(caught);
    const rejection = toRejection(error);
    if (rejection) return rejection;
    client.logger.error(request.failureEvent, logDetails(error));
    return { ok: false, reason: 'failed', message: error.message, error };
  }
}

async function postCustomerLogin<T>(
  client: ShopClient,
  request: { path: string; form: T; bodySchema: z.ZodType<T>; failureEvent: 'login-error' | 'sign-up-error' },
): Promise<CustomerResult> {
  const result = await postCustomerForm(client, { ...request, response: customerResponseSchema });
  return result.ok ? { ok: true, customer: result.answer.customer } : result;
}

/**
 * POST /web-api/customer-login: 400 → the server's message, not logged (`email_not_verified` for the right password of
 * a sign-up that waits for its link); other failures logged as `login-error`.
 */
export function login(client: ShopClient, form: LoginForm): Promise<CustomerResult> {
  return postCustomerLogin(client, { path: '/web-api/customer-login', form, bodySchema: loginRequestSchema, failureEvent: 'login-error' });
}

/**
 * POST /web-api/customer-signup: 202 with the same message for every address (a mail completes the sign-up); 400 →
 * field errors and message; other failures logged as `sign-up-error`.
 */
export async function signUp(client: ShopClient, form: SignUpForm): Promise<SignUpResult> {
  const result = await postCustomerForm(client, { path: '/web-api/customer-signup', form, bodySchema: signupRequestSchema, response: messageResponseSchema, failureEvent: 'sign-up-error' });
  return result.ok ? { ok: true, message: result.answer.message } : result;
}

/**
 * POST /web-api/customer-signup/verify with the mailed link's token: logged in. 400 (`invalid_token`, `token_used`,
 * `token_expired` in `error.error.code`) is the visitor's to read; other failures logged as `sign-up-error`.
 */
export function verifySignUp(client: ShopClient, form: z.input<typeof signupVerifySchema>): Promise<CustomerResult> {
  return postCustomerLogin(client, { path: '/web-api/customer-signup/verify', form, bodySchema: signupVerifySchema, failureEvent: 'sign-up-error' });
}

/** POST /web-api/customer-signup/resend: a new verification mail; the same message for every address. */
export async function resendSignUpMail(client: ShopClient, form: z.input<typeof signupResendSchema>): Promise<MessageResult> {
  const result = await postCustomerForm(client, { path: '/web-api/customer-signup/resend', form, bodySchema: signupResendSchema, response: messageResponseSchema, failureEvent: 'sign-up-error' });
  if (result.ok) return { ok: true, message: result.answer.message };
  // A refused address (400) is logged too: the form only offers addresses the visitor typed before.
  if (result.reason === 'rejected') client.logger.error('sign-up-error', logDetails(result.error));
  return { ok: false, reason: 'failed', message: result.message, error: result.error };
}

async function passwordResetCall(
  client: ShopClient,
  run: () => Promise<{ message: string }>,
): Promise<MessageResult> {
  try {
    return { ok: true, message: (await run()).message };
  } catch (caught) {
    const error = asShopError(caught);
    // Spec point 8: every password reset failure is logged, and the server's message is what the user reads.
    client.logger.error('password-reset-error', logDetails(error));
    return { ok: false, reason: 'failed', message: error.message, error };
  }
}

/** POST /web-api/customer-password-reset `{ email }`; every failure logged as `password-reset-error`. */
export function requestPasswordReset(
  client: ShopClient,
  form: z.input<typeof passwordResetRequestSchema>,
): Promise<MessageResult> {
  return passwordResetCall(client, () =>
    shopRequest(client, {
      method: 'POST',
      path: '/web-api/customer-password-reset',
      body: form,
      bodySchema: passwordResetRequestSchema,
      response: messageResponseSchema,
    }),
  );
}

/** POST /web-api/customer-password-reset/confirm with the mailed token; failures logged like the request step. */
export function confirmPasswordReset(
  client: ShopClient,
  form: z.input<typeof passwordResetConfirmSchema>,
): Promise<MessageResult> {
  return passwordResetCall(client, () =>
    shopRequest(client, {
      method: 'POST',
      path: '/web-api/customer-password-reset/confirm',
      body: form,
      bodySchema: passwordResetConfirmSchema,
      response: messageResponseSchema,
    }),
  );
}

/** POST /web-api/customer-logout: ends the session, answers the logged-out customer. */
export async function logout(client: ShopClient): Promise<Customer> {
  return (
    await shopRequest(client, {
      method: 'POST',
      path: '/web-api/customer-logout',
      credentials: true,
      response: customerResponseSchema,
    })
  ).customer;
}

/** POST /web-api/customer-auth-google-credentials with Google's ID token; failures logged as `google-auth-callback-failed`. */
export async function signInWithGoogle(
  client: ShopClient,
  input: z.input<typeof googleCredentialsSchema>,
): Promise<CustomerResult> {
  try {
    const { customer } = await shopRequest(client, {
      method: 'POST',
      path: '/web-api/customer-auth-google-credentials',
      body: input,
      bodySchema: googleCredentialsSchema,
      credentials: true,
      response: customerResponseSchema,
    });
    return { ok: true, customer };
  } catch (caught) {
    const error = asShopError(caught);
    client.logger.error('google-auth-callback-failed', logDetails(error));
    return { ok: false, reason: 'failed', message: error.message, error };
  }
}

/** GET /web-api/customer-picture: the logged-in customer's picture (webp). */
export function getCustomerPicture(client: ShopClient): Promise<ShopFile> {
  return shopRequest(client, { path: '/web-api/customer-picture', credentials: true, response: 'binary' });
}

/** POST /web-api/customer-picture with the image (JPEG, PNG or WebP) as the raw body. */
export async function uploadCustomerPicture(
  client: ShopClient,
  image: { data: Blob | ArrayBuffer | Uint8Array; contentType: 'image/jpeg' | 'image/png' | 'image/webp' },
): Promise<Customer> {
  return (
    await shopRequest(client, {
      method: 'POST',
      path: '/web-api/customer-picture',
      rawBody: image,
      credentials: true,
      response: customerResponseSchema,
    })
  ).customer;
}

/** DELETE /web-api/customer-picture */
export async function deleteCustomerPicture(client: ShopClient): Promise<Customer> {
  return (
    await shopRequest(client, {
      method: 'DELETE',
      path: '/web-api/customer-picture',
      credentials: true,
      response: customerResponseSchema,
    })
  ).customer;
}

/** POST /whitelabel/switch: a white-label customer switches the open order between white-label and normal. */
export async function switchWhitelabel(
  client: ShopClient,
  input: z.input<typeof whitelabelSwitchRequestSchema>,
): Promise<Customer> {
  return (
    await shopRequest(client, {
      method: 'POST',
      path: '/whitelabel/switch',
      body: input,
      bodySchema: whitelabelSwitchRequestSchema,
      credentials: true,
      response: customerResponseSchema,
    })
  ).customer;
}
