'use client';
import { useText } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { readFormError, type CustomerApi } from '../customer/customer-api.ts';
import { useLoginMutation } from '../customer/customer-queries.ts';
import type { ShopLogger } from '../lib/logger.ts';
import { Dialog } from './dialog.tsx';
import { dialogStore } from './dialog-store.ts';
import { FormField } from './form-field.tsx';
import { formLimits } from '@shop/contract/form-limits';

export interface LoginDialogProps {
  login: CustomerApi['login'];
  logger?: ShopLogger;
  /** The Google sign-in button (GoogleSignInButton), when the channel offers it. */
  googleSignIn?: ReactNode;
  /** Called on the submit click (dialog click event of spec point 8). */
  onSubmitClick?: () => void;
}

/** The log-in dialog: email and password; a 400 shows the server's message; success stores the customer and closes. */
export function LoginDialog({ login, logger, googleSignIn, onSubmitClick }: LoginDialogProps) {
  const mutation = useLoginMutation(login, logger);
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
  };
  const error = mutation.error ? readFormError(mutation.error) : null;
  const errorText = error ? (error.status === 400 && error.message ? error.message : t.generic) : null;

  return (
    <Dialog id="login" title={t.title} className="dialog--account">
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
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
