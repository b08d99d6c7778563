'use client';
import { CustomerSession } from '@shop/ui/customer/customer-session';
import { CUSTOMER_DATA_LAYER_EVENT } from '@shop/ui/customer/customer-store';
import { LogoutButton } from '@shop/ui/customer/logout-button';
import { MessengerLauncher } from '@shop/ui/customer/messenger-launcher';
import { LoginDialog } from '@shop/ui/dialogs/login-dialog';
import { PasswordConfirmDialog, readResetToken } from '@shop/ui/dialogs/password-confirm-dialog';
import { PasswordResetDialog } from '@shop/ui/dialogs/password-reset-dialog';
import { SignupDialog } from '@shop/ui/dialogs/signup-dialog';
import { ChunkReloadGuard } from '@shop/ui/error/chunk-reload-guard-effect';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { createBrowserCustomerApi, type BrowserCustomerApiOptions } from './customer-api.ts';
import { createMessengerLoader, LazyGoogleSignIn, type MessengerSettings } from './shell-integrations.tsx';
import { shellLogger } from './shell-logger.ts';
import { sendPageEvent } from '../tracking/page-events.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export interface ShellSessionProps {
  api: BrowserCustomerApiOptions;
  /** Where the visitor lands after logging out. */
  homeHref: string;
  /** The messenger (script URL from the validated env); without a script the launcher is not mounted and nothing loads. */
  messenger?: MessengerSettings;
  /** Google sign-in in the account dialogs; without a client id no button is shown and nothing loads. */
  google?: { clientId: string; language: string };
}

const subscribeNever = () => () => {};

// The logged-in flag of the first customer-data load goes to the data layer, which sends only with consent.
const pushToDataLayer = (entry: Record<string, unknown>) => {
  if (entry.event === CUSTOMER_DATA_LAYER_EVENT)
    sendPageEvent({ kind: 'logged-in', isLoggedIn: entry.isLoggedIn === true });
};
const onLoginSubmitClick = () =>
  sendPageEvent({ kind: 'data', event: { event: 'dialog_click', dialog: 'sign-in', target: 'submit' } });
const onSignupSubmitClick = () =>
  sendPageEvent({ kind: 'data', event: { event: 'dialog_click', dialog: 'sign-up', target: 'submit' } });

/**
 * The client half of the shell: one query client, the customer session (fetched once after hydration), the account
 * dialogs, the log-out button while logged in, the chunk reload guard and the messenger launcher. Renders no markup
 * before the session answers, so the page does not shift when it loads.
 */
export function ShellSession({ api, homeHref, messenger, google }: ShellSessionProps) {
  const [queryClient] = useState(() => new QueryClient());
  const customerApi = useMemo(() => createBrowserCustomerApi(api), [api]);
  const loadMessenger = useMemo(() => (messenger?.scriptUrl ? createMessengerLoader(messenger) : null), [messenger]);
  const googleSignIn = google ? <LazyGoogleSignIn clientId={google.clientId} language={google.language} loginWithGoogle={customerApi.loginWithGoogle} /> : undefined;
  // The reset mail links to a page with `?token=`: read after hydration so the cached page stays the same for all.
  const resetToken = useSyncExternalStore(
    subscribeNever,
    () => readResetToken(window.location.search),
    () => null,
  );
  return (
    <QueryClientProvider client={queryClient}>
      <CustomerSession fetchCustomer={customerApi.fetchCustomer} push={pushToDataLayer} />
      <ChunkReloadGuard />
      <div className="account-bar">
        <LogoutButton logout={customerApi.logout} afterLogoutHref={homeHref} />
      </div>
      <LoginDialog login={customerApi.login} logger={shellLogger} googleSignIn={googleSignIn} onSubmitClick={onLoginSubmitClick} />
      <SignupDialog signup={customerApi.signup} logger={shellLogger} googleSignIn={googleSignIn} onSubmitClick={onSignupSubmitClick} />
      <PasswordResetDialog requestPasswordReset={customerApi.requestPasswordReset} logger={shellLogger} />
      <PasswordConfirmDialog confirmPasswordReset={customerApi.confirmPasswordReset} token={resetToken} />
      {loadMessenger && <MessengerLauncher load={loadMessenger} />}
    </QueryClientProvider>
  );
}
