'use client';
import type { MessengerWidget } from '@shop/ui/customer/messenger-store';
import type { Messenger, MessengerOptions } from '@shop/tracking/messenger';
import type { CustomerApi } from '@shop/ui/customer/customer-api';
import { loadScript } from '@shop/tracking/script-loader';
import { lazy, Suspense } from 'react';
import { shellLogger } from './shell-logger.ts';

/** Google's sign-in library (the same URL the button module names; repeated so this file stays import-free of it). */
const GOOGLE_SIGN_IN_SCRIPT = 'https://accounts.google.com/gsi/client';

// The button's code loads with the dialog that shows it, never with the page.
const GoogleSignInButton = lazy(() =>
  import('@shop/ui/customer/google-sign-in-button').then((module) => ({
    default: module.GoogleSignInButton,
  })),
);

export interface LazyGoogleSignInProps {
  clientId: string;
  language: string;
  loginWithGoogle: CustomerApi['loginWithGoogle'];
}

/** The Google sign-in button of the log-in and sign-up dialogs: module and Google's script load when a dialog opens. */
export function LazyGoogleSignIn({ clientId, language, loginWithGoogle }: LazyGoogleSignInProps) {
  return (
    <Suspense fallback={<div className="google-sign-in" data-state="loading" />}>
      <GoogleSignInButton
        clientId={clientId}
        language={language}
        loginWithGoogle={loginWithGoogle}
        loadScript={() => loadScript(GOOGLE_SIGN_IN_SCRIPT).then(() => undefined)}
        logger={shellLogger}
      />
    </Suspense>
  );
}

export interface MessengerSettings {
  scriptUrl?: string;
  globalName?: string;
}

/**
 * The launcher's loader: the tracking package's messenger (`createMessenger`) is imported and its chat script loaded
 * on the first click only; a script that fails makes the launcher report the failure (and lets a later click retry).
 */
export function createMessengerLoader(
  settings: MessengerSettings,
  /** Tests hand in their window and script loader. */
  overrides: Pick<MessengerOptions, 'window' | 'loadScript' | 'timers'> = {},
): () => Promise<MessengerWidget> {
  let messenger: Promise<Messenger> | undefined;
  return async () => {
    messenger ??= import('@shop/tracking/messenger').then(({ createMessenger }) =>
      createMessenger({
        ...overrides,
        messenger: settings,
        onError: (error) => shellLogger.warn('messenger-not-loaded', { reason: String(error) }),
      }),
    );
    const chat = await messenger;
    await chat.open();
    if (!chat.getState().open) throw new Error('the messenger script did not load');
    return { open: () => void chat.open(), close: () => chat.close() };
  };
}
