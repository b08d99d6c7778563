'use client';
import { useText } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { readFormError, type CustomerApi } from '../customer/customer-api.ts';
import { useSignupMutation } from '../customer/customer-queries.ts';
import type { ShopLogger } from '../lib/logger.ts';
import { Dialog } from './dialog.tsx';
import { dialogStore } from './dialog-store.ts';
import { FormField } from './form-field.tsx';
import { formLimits } from '@shop/contract/form-limits';

export interface SignupDialogProps {
  signup: CustomerApi['signup'];
  logger?: ShopLogger;
  googleSignIn?: ReactNode;
  onSubmitClick?: () => void;
}

/**
 * The sign-up dialog: the server's field errors (400) are shown under their fields, its message above the form. A
 * valid sign-up is answered alike for every address, so the dialog then says to check the mail: its link completes
 * the sign-up (and logs in) on the registration verification page.
 */
export function SignupDialog({ signup, logger, googleSignIn, onSubmitClick }: SignupDialogProps) {
  const mutation = useSignupMutation(signup, logger);
  const t = {
    title: useText('dialog.signup.title'),
    firstName: useText('dialog.field.firstName'),
    lastName: useText('dialog.field.lastName'),
    email: useText('dialog.field.email'),
    password: useText('dialog.field.newPassword'),
    submit: useText('dialog.signup.submit'),
    pending: useText('dialog.pending'),
    toLogin: useText('dialog.signup.toLogin'),
    generic: useText('dialog.error.generic'),
    or: useText('dialog.or'),
    sentTitle: useText('dialog.signup.sent.title'),
    sentText: useText('dialog.signup.sent.text'),
    sentClose: useText('dialog.signup.sent.close'),
  };
  const error = mutation.error ? readFormError(mutation.error) : null;
  const fields = error?.status === 400 ? error.fields : {};
  const errorText = error ? (error.status === 400 && error.message ? error.message : t.generic) : null;

  if (mutation.isSuccess) {
    return (
      <Dialog id="signup" title={t.title} className="dialog--account">
        <div className="account-form" role="status" data-testid="signup-sent">
          <h3>{t.sentTitle}</h3>
          <p>{t.sentText}</p>
          <p className="account-form__email">{mutation.variables.email}</p>
          <button type="button" className="button" onClick={() => dialogStore.getState().close()}>
            {t.sentClose}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog id="signup" title={t.title} className="dialog--account">
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const value = (name: string) => String(data.get(name) ?? '');
          mutation.mutate({
            firstName: value('firstName'),
            lastName: value('lastName'),
            email: value('email'),
            password: value('password'),
          });
        }}
      >
        {errorText && (
          <p className="account-form__error" role="alert">
            {errorText}
          </p>
        )}
        <FormField
          name="firstName"
          label={t.firstName}
          autoComplete="given-name"
          required
          maxLength={formLimits.nameMax}
          error={fields.firstName}
        />
        <FormField
          name="lastName"
          label={t.lastName}
          autoComplete="family-name"
          required
          maxLength={formLimits.nameMax}
          error={fields.lastName}
        />
        <FormField
          name="email"
          type="email"
          label={t.email}
          autoComplete="email"
          required
          maxLength={formLimits.emailMax}
          error={fields.email}
        />
        <FormField
          name="password"
          type="password"
          label={t.password}
          autoComplete="new-password"
          required
          minLength={formLimits.passwordMin}
          maxLength={formLimits.passwordMax}
          error={fields.password}
        />
        <button type="submit" className="button" disabled={mutation.isPending} onClick={onSubmitClick}>
          {mutation.isPending ? t.pending : t.submit}
        </button>
      </form>
      <div className="account-form__links">
        <button type="button" className="link-button" onClick={() => dialogStore.getState().open('login')}>
          {t.toLogin}
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
