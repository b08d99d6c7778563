'use client';
import { LogoutButton, type LogoutButtonProps } from '@shop/ui/customer/logout-button';
import { QueryClientProvider } from '@tanstack/react-query';
import { accountQueryClient } from './account-query-client.ts';

/** The log-out button with the query client its mutation needs; SessionRuntime imports it once the visitor is logged in. */
export default function LogoutBar(props: LogoutButtonProps) {
  return (
    <QueryClientProvider client={accountQueryClient}>
      <LogoutButton {...props} />
    </QueryClientProvider>
  );
}
