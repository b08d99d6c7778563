'use client';
import { useText } from '@shop/i18n/react';
import { useEffect } from 'react';
import { readFormError, type CustomerApi } from '../customer/customer-api.ts';
import { usePasswordConfirmMutation } from '../customer/customer-queries.ts';
import type { ShopLogger } from '../lib/logger.ts';
import { Dialog } from './dialog.tsx';
import { dialogStore } from './dialog-store.ts';
import { FormField } from './form-field.tsx';
import { formLimits } from '@shop/contract/form-limits';

export { readResetToken, RESET_TOKEN_PARAMETER } from './reset-token.ts';

export interface PasswordConfirmDialogProps {
  confirmPasswordReset: CustomerApi['confirmPasswordReset'];
  /** The token from the reset mail's link (`readResetToken(location.search)`); the dialog opens itself when set. */
  token: string | null;
  logger?: ShopLogger;
}

/** Sets the new password with the reset mail's token, then offers the log-in dialog. */
export function PasswordConfirmDialog({ confirmPasswordReset, token, logger }: PasswordConfirmDialogProps) {
  const mutation = usePasswordConfirmMutation(confirmPasswordReset, logger);
  const t = {
    title: useText('dialog.confirm.title'),
    password: useText('dialog.field.newPassword'),
    submit: useText('dialog.confirm.submit'),
    pending: useText('dialog.pending'),
    toLogin: useText('dialog.confirm.toLogin'),
    generic: useText('dialog.error.generic'),
  };

  useEffect(() => {
    // Arriving from the mail link is the visitor's own action: it wins over a blocked or other open dialog.
    if (token) dialogStore.getState().open('password-confirm', { force: true });
  }, [token]);

  const error = mutation.error ? readFormError(mutation.error) : null;
  const errorText = error ? (error.fields.password ?? error.message ?? t.generic) : null;

  return (
    <Dialog id="password-confirm" title={t.title} className="dialog--account">
      {mutation.isSuccess ? (
        <>
          <p className="account-form__success" role="status">
            {mutation.data.message}
          </p>
          <button type="button" className="button" onClick={() => dialogStore.getState().open('login')}>
            {t.toLogin}
          </button>
        </>
      ) : (
        <form
          className="account-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!token) return;
            mutation.mutate({
              token,
              password: String(new FormData(event.currentTarget).get('password') ?? ''),
            });
          }}
        >
          {errorText && (
            <p className="account-form__error" role="alert">
              {errorText}
            </p>
          )}
          <FormField
            name="password"
            type="password"
            label={t.password}
            autoComplete="new-password"
            required
            minLength={formLimits.passwordMin}
            maxLength={formLimits.passwordMax}
          />
          <button type="submit" className="button" disabled={mutation.isPending || !token}>
            {mutation.isPending ? t.pending : t.submit}
          </button>
        </form>
      )}
    </Dialog>
  );
}
