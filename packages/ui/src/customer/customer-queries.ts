'use client';
import type { Customer } from '@shop/contract/customer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ShopLogger } from '../lib/logger.ts';
import { toCustomer, readFormError, type CustomerApi } from './customer-api.ts';
import { customerSessionStore, type DataLayerPush } from './customer-store.ts';

/** Query key of the customer data; the server may prefetch it and hand it over with `HydrationBoundary`. */
export const customerQueryKey = ['customer'] as const;

/** Customer data, fetched once per page load (never refetched on focus or remount). */
export function useCustomerQuery(fetchCustomer: CustomerApi['fetchCustomer']) {
  return useQuery({
    queryKey: customerQueryKey,
    queryFn: async () => toCustomer(await fetchCustomer()),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * First client load: fetches the customer once, ends initialising and pushes the logged-in flag to the data layer
 * (spec point 4). Mount once per page (CustomerSession does).
 */
export function useCustomerSessionInit({
  fetchCustomer,
  push,
}: {
  fetchCustomer: CustomerApi['fetchCustomer'];
  push?: DataLayerPush;
}) {
  const query = useCustomerQuery(fetchCustomer);
  useEffect(() => {
    if (query.data) customerSessionStore.getState().initialise(query.data, push);
  }, [query.data, push]);
  return query;
}

function useStoreCustomer() {
  const queryClient = useQueryClient();
  return (customer: Customer) => {
    queryClient.setQueryData(customerQueryKey, customer);
    customerSessionStore.getState().logIn(customer);
  };
}

/** Log in; a 400 shows the server's message and is not logged, other failures are logged as `login-error`. */
export function useLoginMutation(login: CustomerApi['login'], logger?: ShopLogger) {
  const store = useStoreCustomer();
  return useMutation({
    mutationFn: async (request: Parameters<CustomerApi['login']>[0]) => toCustomer(await login(request)),
    onSuccess: store,
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

/** Log out: the session becomes anonymous and the cached customer is dropped. */
export function useLogoutMutation(logout: CustomerApi['logout']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: customerQueryKey });
      customerSessionStore.getState().logOut();
    },
  });
}
