'use client';
import { useText } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { readFormError, type CustomerApi } from '../customer/customer-api.ts';
import { emailNotVerifiedCode } from '@shop/contract/customer-codes';
import { useLoginMutation, useResendVerificationMutation } from '../customer/customer-queries.ts';
import type { ShopLogger } from '../lib/logger.ts';
import { Dialog } from './dialog.tsx';
import { dialogStore } from './dialog-store.ts';
import { FormField } from './form-field.tsx';
import { formLimits } from '@shop/contract/form-limits';

export interface LoginDialogProps {
  login: CustomerApi['login'];
  /** A new verification mail, offered when the account's sign-up still waits for its link. */
  resendVerification: CustomerApi['resendVerification'];
  logger?: ShopLogger;
  /** The Google sign-in button (GoogleSignInButton), when the channel offers it. */
  googleSignIn?: ReactNode;
  /** Called on the submit click (dialog click event of spec point 8). */
  onSubmitClick?: () => void;
}

/**
 * The log-in dialog: email and password; a 400 shows the server's message; success stores the customer and closes.
 * The right password of a sign-up that still waits for its link (`email_not_verified`) offers a new mail.
 */
export function LoginDialog({ login, resendVerification, logger, googleSignIn, onSubmitClick }: LoginDialogProps) {
  const mutation = useLoginMutation(login, logger);
  const resend = useResendVerificationMutation(resendVerification, logger);
  const t = {
    title: useText('dialog.login.title'),
    email: useText('dialog.field.email'),
    password: useText('dialog.field.password'),
    submit: useText('dialog.login.submit'),
    pending: useText('dialog.pending'),
    forgot: useText('dialog.login.forgotPassword'),
    toSignup: useText('dialog.login.toSignup'),
    generic: useText('dialog.error.generic'),
    or: useText('dialog.or'),
    resend: useText('dialog.login.resend'),
    resent: useText('dialog.login.resent'),
  };
  const error = mutation.error ? readFormError(mutation.error) : null;
  const errorText = error ? (error.status === 400 && error.message ? error.message : t.generic) : null;
  const unverifiedEmail = error?.code === emailNotVerifiedCode ? mutation.variables?.email : undefined;

  return (
    <Dialog id="login" title={t.title} className="dialog--account">
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          resend.reset();
          mutation.mutate(
            { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
            { onSuccess: () => dialogStore.getState().close() },
          );
        }}
      >
        {errorText && (
          <p className="account-form__error" role="alert">
            {errorText}
          </p>
        )}
        {unverifiedEmail !== undefined &&
          (resend.isSuccess ? (
            <p role="status">{t.resent}</p>
          ) : (
            <button type="button" className="link-button" disabled={resend.isPending} onClick={() => resend.mutate({ email: unverifiedEmail })}>
              {resend.isPending ? t.pending : t.resend}
            </button>
          ))}
        <FormField name="email" type="email" label={t.email} autoComplete="email" required maxLength={formLimits.emailMax} />
        <FormField
          name="password"
          type="password"
          label={t.password}
          autoComplete="current-password"
          required
          maxLength={formLimits.passwordMax}
        />
        <button type="submit" className="button" disabled={mutation.isPending} onClick={onSubmitClick}>
          {mutation.isPending ? t.pending : t.submit}
        </button>
      </form>
      <div className="account-form__links">
        <button
          type="button"
          className="link-button"
          onClick={() => dialogStore.getState().open('password-reset')}
        >
          {t.forgot}
        </button>
        <button type="button" className="link-button" onClick={() => dialogStore.getState().open('signup')}>
          {t.toSignup}
        </button>
      </div>
      {googleSignIn && (
        <div className="account-form__google">
          <p className="account-form__or">{t.or}</p>
          {googleSignIn}
        </div>
      )}
    </Dialog>
  );
}
