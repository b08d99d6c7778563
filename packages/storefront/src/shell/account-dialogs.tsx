'use client';
import { LoginDialog } from '@shop/ui/dialogs/login-dialog';
import { PasswordConfirmDialog } from '@shop/ui/dialogs/password-confirm-dialog';
import { PasswordResetDialog } from '@shop/ui/dialogs/password-reset-dialog';
import { SignupDialog } from '@shop/ui/dialogs/signup-dialog';
import type { CustomerApi } from '@shop/ui/customer/customer-api';
import { useDialogs } from '@shop/ui/dialogs/dialog-store';
import { TextsProvider, useTexts, type ClientTexts } from '@shop/i18n/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { accountDialogTexts } from './account-dialog-texts-client.ts';
import { accountQueryClient } from './account-query-client.ts';
import { shellLogger } from './shell-logger.ts';
import { sendPageEvent } from '../tracking/page-events.ts';

export interface AccountDialogsProps {
  customerApi: CustomerApi;
  /** The Google sign-in button (LazyGoogleSignIn), when the channel offers it. */
  googleSignIn?: ReactNode;
  /** The reset mail's token from the URL; the confirm dialog opens itself when set. */
  resetToken: string | null;
  /** The page's locale: the dialogs' texts load for it. */
  locale: string;
}

const onLoginSubmitClick = () =>
  sendPageEvent({ kind: 'data', event: { event: 'dialog_click', dialog: 'sign-in', target: 'submit' } });
const onSignupSubmitClick = () =>
  sendPageEvent({ kind: 'data', event: { event: 'dialog_click', dialog: 'sign-up', target: 'submit' } });

/**
 * The account dialogs of spec point 2 (log in, sign up, password reset and confirm). Their own module, so ShellSession
 * imports it on idle or when one of them is first opened, not with the page's first-load JavaScript. Their texts load
 * with them (`loadAccountDialogTexts`); until they are there no dialog shows, and a failed load is tried again at the
 * next opening.
 */
export default function AccountDialogs({ customerApi, googleSignIn, resetToken, locale }: AccountDialogsProps) {
  const [dialogTexts, setDialogTexts] = useState<ClientTexts | null>(null);
  const opened = useDialogs((state) => state.current);
  useEffect(() => {
    if (dialogTexts) return;
    let current = true;
    accountDialogTexts(locale).then(
      (texts) => current && setDialogTexts(texts),
      (error: unknown) => shellLogger.error('account-dialog-texts-not-loaded', { reason: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [dialogTexts, locale, opened]);
  const pageTexts = useTexts();
  const texts = useMemo(() => (dialogTexts ? { ...pageTexts, ...dialogTexts } : null), [pageTexts, dialogTexts]);
  if (!texts) return null;
  return (
    <QueryClientProvider client={accountQueryClient}>
      <TextsProvider texts={texts}>
        <LoginDialog login={customerApi.login} resendVerification={customerApi.resendVerification} logger={shellLogger} googleSignIn={googleSignIn} onSubmitClick={onLoginSubmitClick} />
        <SignupDialog signup={customerApi.signup} logger={shellLogger} googleSignIn={googleSignIn} onSubmitClick={onSignupSubmitClick} />
        <PasswordResetDialog requestPasswordReset={customerApi.requestPasswordReset} logger={shellLogger} />
        <PasswordConfirmDialog confirmPasswordReset={customerApi.confirmPasswordReset} token={resetToken} />
      </TextsProvider>
    </QueryClientProvider>
  );
}
