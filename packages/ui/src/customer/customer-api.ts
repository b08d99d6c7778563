import type {
  Customer,
  CustomerResponse,
  GoogleCredentials,
  LoginRequest,
  MessageResponse,
  PasswordResetConfirm,
  PasswordResetRequest,
  SignupRequest,
  SignupResend,
} from '@shop/contract/customer';

/** An api-client answer: the customer itself or `{ customer }` (both shapes are accepted). */
export type CustomerResult = Customer | CustomerResponse;

/**
 * The customer functions of the api-client, injected by the app (bound to its channel, locale and base URL), so this
 * package depends only on the shared schemas. Each rejects with an Error carrying the answer's status and body.
 */
export interface CustomerApi {
  /** GET /web-api/customer-data */
  fetchCustomer: () => Promise<CustomerResult>;
  /** POST /web-api/customer-login */
  login: (request: LoginRequest) => Promise<CustomerResult>;
  /** POST /web-api/customer-signup: the same message for every address; the mailed link completes the sign-up. */
  signup: (request: SignupRequest) => Promise<MessageResponse>;
  /** POST /web-api/customer-signup/resend: a new verification mail (offered when log-in answers `email_not_verified`). */
  resendVerification: (request: SignupResend) => Promise<MessageResponse>;
  /** POST /web-api/customer-password-reset */
  requestPasswordReset: (request: PasswordResetRequest) => Promise<MessageResponse>;
  /** POST /web-api/customer-password-reset/confirm */
  confirmPasswordReset: (request: PasswordResetConfirm) => Promise<MessageResponse>;
  /** /web-api/customer-logout */
  logout: () => Promise<unknown>;
  /** POST /web-api/customer-auth-google-credentials */
  loginWithGoogle: (credentials: GoogleCredentials) => Promise<CustomerResult>;
}

/** The customer out of either answer shape. */
export function toCustomer(result: CustomerResult): Customer {
  return 'customer' in result ? result.customer : result;
}

export interface FormError {
  /** HTTP status when the error carried one. */
  status: number | undefined;
  /** The server's error code (`email_not_verified`, `weak_password`, …), when it sent one. */
  code: string | undefined;
  /** The server's message, when it sent one. */
  message: string | undefined;
  /** Messages per failing field (sign-up). */
  fields: Record<string, string>;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * Reads what a failed call tells the form. Accepts the api-client's error (an Error with `status` and the parsed
 * `body` `{ error: { message, fields } }`, or those fields on the error itself) without depending on its class.
 */
export function readFormError(error: unknown): FormError {
  const source = record(error);
  const body = record(source?.body) ?? record(source?.details);
  const apiError = record(body?.error) ?? source;
  const status = typeof source?.status === 'number' ? source.status : undefined;
  const message =
    typeof apiError?.message === 'string' && apiError.message !== '' ? apiError.message : undefined;
  const code = typeof apiError?.code === 'string' ? apiError.code : undefined;
  const rawFields = record(apiError?.fields) ?? {};
  const fields = Object.fromEntries(
    Object.entries(rawFields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { status, code, message, fields };
}
