'use client';
import { useMutation } from '@tanstack/react-query';
import type { ShopLogger } from '../lib/logger.ts';
import { toCustomer, readFormError, type CustomerApi } from './customer-api.ts';
import { customerSessionStore } from './customer-store.ts';

// The mutations of the account dialogs and the log-out button, which load only when a dialog opens or the visitor is
// logged in. The customer itself lives in the session store (CustomerSession reads it once, without a query).

/** Log in; a 400 shows the server's message and is not logged, other failures are logged as `login-error`. */
export function useLoginMutation(login: CustomerApi['login'], logger?: ShopLogger) {
  return useMutation({
    mutationFn: async (request: Parameters<CustomerApi['login']>[0]) => toCustomer(await login(request)),
    onSuccess: (customer) => customerSessionStore.getState().logIn(customer),
    onError: (error) => {
      const { status, message } = readFormError(error);
      if (status !== 400) logger?.error('login-error', { status, message });
    },
  });
}

/**
 * Sign up; success is a "check your mail" (nobody is logged in until the mailed link is followed); a 400 returns field
 * errors and message, other failures are logged as `sign-up-error`.
 */
export function useSignupMutation(signup: CustomerApi['signup'], logger?: ShopLogger) {
  return useMutation({
    mutationFn: (request: Parameters<CustomerApi['signup']>[0]) => signup(request),
    onError: (error) => {
      const { status, message } = readFormError(error);
      if (status !== 400) logger?.error('sign-up-error', { status, message });
    },
  });
}

/** A new verification mail for a sign-up that waits for its link; failures are logged as `sign-up-error`. */
export function useResendVerificationMutation(resendVerification: CustomerApi['resendVerification'], logger?: ShopLogger) {
  return useMutation({
    mutationFn: (request: Parameters<CustomerApi['resendVerification']>[0]) => resendVerification(request),
    onError: (error) => {
      const { status, message } = readFormError(error);
      logger?.error('sign-up-error', { status, message, step: 'resend' });
    },
  });
}

/** Password reset mail; every failure is logged as `password-reset-error` and its server message shown. */
export function usePasswordResetMutation(
  requestPasswordReset: CustomerApi['requestPasswordReset'],
  logger?: ShopLogger,
) {
  return useMutation({
    mutationFn: (request: Parameters<CustomerApi['requestPasswordReset']>[0]) =>
      requestPasswordReset(request),
    onError: (error) => logger?.error('password-reset-error', { ...readFormError(error), step: 'request' }),
  });
}

/** New password from the reset mail's token; failures logged as `password-reset-error`. */
export function usePasswordConfirmMutation(
  confirmPasswordReset: CustomerApi['confirmPasswordReset'],
  logger?: ShopLogger,
) {
  return useMutation({
    mutationFn: (request: Parameters<CustomerApi['confirmPasswordReset']>[0]) =>
      confirmPasswordReset(request),
    onError: (error) => logger?.error('password-reset-error', { ...readFormError(error), step: 'confirm' }),
  });
}

/** Log out: the session becomes anonymous and forgets the customer. */
export function useLogoutMutation(logout: CustomerApi['logout']) {
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => customerSessionStore.getState().logOut(),
  });
}
