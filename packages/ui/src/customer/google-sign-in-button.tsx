'use client';
import { useText } from '@shop/i18n/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { dialogStore } from '../dialogs/dialog-store.ts';
import type { ShopLogger } from '../lib/logger.ts';
import { toCustomer, type CustomerApi } from './customer-api.ts';
import { customerSessionStore } from './customer-store.ts';

/** Google's sign-in library. */
export const GOOGLE_SIGN_IN_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The part of `google.accounts.id` the button uses. */
export interface GoogleIdentity {
  initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

export interface GoogleSignInButtonProps {
  clientId: string;
  /** Loads Google's script (`() => loadScript(GOOGLE_SIGN_IN_SCRIPT)`, @shop/tracking/script-loader); called when the button mounts. */
  loadScript: () => Promise<void>;
  loginWithGoogle: CustomerApi['loginWithGoogle'];
  logger?: ShopLogger;
  /** Language of Google's button, e.g. `de`. */
  language: string;
}

type ButtonState = 'loading' | 'ready' | 'unavailable';

/**
 * Google sign-in, loaded only when the button is shown (inside the log-in and sign-up dialogs). Failures are logged
 * with the spec's names: google-not-loaded, google-button-not-found, google-auth-callback-failed.
 */
export function GoogleSignInButton({
  clientId,
  loadScript,
  loginWithGoogle,
  logger,
  language,
}: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ButtonState>('loading');
  const loadingText = useText('account.google.loading');
  const unavailableText = useText('account.google.unavailable');

  // Effect events: the app may pass new function instances on every render without re-running the load.
  const onCredential = useEffectEvent(async ({ credential }: { credential?: string }) => {
    try {
      if (!credential) throw new Error('no credential in the Google response');
      const customer = toCustomer(await loginWithGoogle({ credential }));
      customerSessionStore.getState().logIn(customer);
      dialogStore.getState().close();
    } catch (error) {
      logger?.error('google-auth-callback-failed', { reason: String(error) });
      setState('unavailable');
    }
  });
  const load = useEffectEvent(() => loadScript());
  const logError = useEffectEvent((event: string, details?: Record<string, unknown>) =>
    logger?.error(event, details),
  );

  useEffect(() => {
    let cancelled = false;
    load()
      .then(() => 'loaded' as const)
      .catch((error: unknown) => {
        logError('google-not-loaded', { reason: String(error) });
        return 'failed' as const;
      })
      .then((result) => {
        if (cancelled) return;
        if (result === 'failed') {
          setState('unavailable');
          return;
        }
        const identity = window.google?.accounts?.id;
        if (!identity) {
          logError('google-not-loaded', { reason: 'google.accounts.id missing after load' });
          setState('unavailable');
          return;
        }
        if (!container.current) {
          logError('google-button-not-found');
          setState('unavailable');
          return;
        }
        identity.initialize({ client_id: clientId, callback: (response) => void onCredential(response) });
        identity.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          locale: language,
          width: 280,
        });
        setState('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, language]);

  return (
    <div className="google-sign-in" data-state={state}>
      <div ref={container} className="google-sign-in__button" />
      {state === 'loading' && <p className="google-sign-in__note">{loadingText}</p>}
      {state === 'unavailable' && <p className="google-sign-in__note">{unavailableText}</p>}
    </div>
  );
}
