'use client';
import { customerSessionStore } from '@shop/ui/customer/customer-store';
import { dialogStore } from '@shop/ui/dialogs/dialog-store';
import { useEffect } from 'react';

/**
 * A page for logged-in customers, seen logged out: the log-in dialog opens by itself (and from the button, for a
 * second try), and the page reloads once the dialog has logged the visitor in, now rendered for the customer.
 */
export function LoginPrompt({ label }: { label: string }) {
  useEffect(() => {
    dialogStore.getState().open('login');
    return customerSessionStore.subscribe((state, previous) => {
      if (state.isLoggedIn && !previous.isLoggedIn) window.location.reload();
    });
  }, []);
  return (
    <button type="button" className="block-button" aria-haspopup="dialog" data-testid="login-prompt" onClick={() => dialogStore.getState().open('login')}>
      {label}
    </button>
  );
}
