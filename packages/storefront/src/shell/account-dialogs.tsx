'use client';
import { LoginDialog } from '@shop/ui/dialogs/login-dialog';
import { PasswordConfirmDialog } from '@shop/ui/dialogs/password-confirm-dialog';
import { PasswordResetDialog } from '@shop/ui/dialogs/password-reset-dialog';
import { SignupDialog } from '@shop/ui/dialogs/signup-dialog';
import type { CustomerApi } from '@shop/ui/customer/customer-api';
import type { ReactNode } from 'react';
import { shellLogger } from './shell-logger.ts';
import { sendPageEvent } from '../tracking/page-events.ts';

export interface AccountDialogsProps {
  customerApi: CustomerApi;
  /** The Google sign-in button (LazyGoogleSignIn), when the channel offers it. */
  googleSignIn?: ReactNode;
  /** The reset mail's token from the URL; the confirm dialog opens itself when set. */
  resetToken: string | null;
}

const onLoginSubmitClick = () =>
  sendPageEvent({ kind: 'data', event: { event: 'dialog_click', dialog: 'sign-in', target: 'submit' } });
const onSignupSubmitClick = () =>
  sendPageEvent({ kind: 'data', event: { event: 'dialog_click', dialog: 'sign-up', target: 'submit' } });

/**
 * The account dialogs of spec point 2 (log in, sign up, password reset and confirm). Their own module, so ShellSession
 * imports it on idle or when one of them is first opened, not with the page's first-load JavaScript.
 */
export default function AccountDialogs({ customerApi, googleSignIn, resetToken }: AccountDialogsProps) {
  return (
    <>
      <LoginDialog login={customerApi.login} resendVerification={customerApi.resendVerification} logger={shellLogger} googleSignIn={googleSignIn} onSubmitClick={onLoginSubmitClick} />
      <SignupDialog signup={customerApi.signup} logger={shellLogger} googleSignIn={googleSignIn} onSubmitClick={onSignupSubmitClick} />
      <PasswordResetDialog requestPasswordReset={customerApi.requestPasswordReset} logger={shellLogger} />
      <PasswordConfirmDialog confirmPasswordReset={customerApi.confirmPasswordReset} token={resetToken} />
    </>
  );
}
