'use client';
import { customerSessionStore, type CustomerSessionState } from '@shop/ui/customer/customer-store';
import { dialogStore } from '@shop/ui/dialogs/dialog-store';
import { useEffect } from 'react';

/**
 * True when the visitor has just logged in on this page: the session was read logged out and now is logged in. The first
 * read of a session that was logged in all along is not one (a logged-in visitor on a page with the prompt, e.g. a used
 * verification link): reloading then would reload again after every read.
 */
export function loggedInThroughDialog(state: Pick<CustomerSessionState, 'isLoggedIn'>, previous: Pick<CustomerSessionState, 'isLoggedIn' | 'status'>): boolean {
  return state.isLoggedIn && !previous.isLoggedIn && previous.status === 'initialised';
}

/**
 * A page for logged-in customers, seen logged out: the log-in dialog opens by itself (and from the button, for a
 * second try), and the page reloads once the dialog has logged the visitor in, now rendered for the customer.
 */
export function LoginPrompt({ label }: { label: string }) {
  useEffect(() => {
    dialogStore.getState().open('login');
    return customerSessionStore.subscribe((state, previous) => {
      if (loggedInThroughDialog(state, previous)) window.location.reload();
    });
  }, []);
  return (
    <button type="button" className="block-button" aria-haspopup="dialog" data-testid="login-prompt" onClick={() => dialogStore.getState().open('login')}>
      {label}
    </button>
  );
}
