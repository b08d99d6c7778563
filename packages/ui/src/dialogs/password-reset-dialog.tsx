'use client';
import { useText } from '@shop/i18n/react';
import { readFormError, type CustomerApi } from '../customer/customer-api.ts';
import { usePasswordResetMutation } from '../customer/customer-queries.ts';
import type { ShopLogger } from '../lib/logger.ts';
import { Dialog } from './dialog.tsx';
import { dialogStore } from './dialog-store.ts';
import { FormField } from './form-field.tsx';
import { formLimits } from '@shop/contract/form-limits';

export interface PasswordResetDialogProps {
  requestPasswordReset: CustomerApi['requestPasswordReset'];
  logger?: ShopLogger;
}

/** Asks for the email and sends the reset mail; shows the server's message (success and failure alike). */
export function PasswordResetDialog({ requestPasswordReset, logger }: PasswordResetDialogProps) {
  const mutation = usePasswordResetMutation(requestPasswordReset, logger);
  const t = {
    title: useText('dialog.reset.title'),
    intro: useText('dialog.reset.intro'),
    email: useText('dialog.field.email'),
    submit: useText('dialog.reset.submit'),
    pending: useText('dialog.pending'),
    back: useText('dialog.reset.backToLogin'),
    generic: useText('dialog.error.generic'),
  };
  const errorText = mutation.error ? (readFormError(mutation.error).message ?? t.generic) : null;

  return (
    <Dialog id="password-reset" title={t.title} className="dialog--account">
      {mutation.isSuccess ? (
        <p className="account-form__success" role="status">
          {mutation.data.message}
        </p>
      ) : (
        <form
          className="account-form"
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
          }}
        >
          <p>{t.intro}</p>
          {errorText && (
            <p className="account-form__error" role="alert">
              {errorText}
            </p>
          )}
          <FormField
            name="email"
            type="email"
            label={t.email}
            autoComplete="email"
            required
            maxLength={formLimits.emailMax}
          />
          <button type="submit" className="button" disabled={mutation.isPending}>
            {mutation.isPending ? t.pending : t.submit}
          </button>
        </form>
      )}
      <div className="account-form__links">
        <button type="button" className="link-button" onClick={() => dialogStore.getState().open('login')}>
          {t.back}
        </button>
      </div>
    </Dialog>
  );
}
