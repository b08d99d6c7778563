'use client';
import { MessengerLauncher } from '@shop/ui/customer/messenger-launcher';
import { ChunkReloadGuard } from '@shop/ui/error/chunk-reload-guard-effect';
import { whenIdle } from '@shop/tracking/script-loader';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { createBrowserCustomerApi, type BrowserCustomerApiOptions } from './customer-api.ts';
import { createMessengerLoader, type MessengerSettings } from './shell-integrations.tsx';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export interface ShellSessionProps {
  api: BrowserCustomerApiOptions;
  /** Where the visitor lands after logging out. */
  homeHref: string;
  /** The messenger (script URL from the validated env); without a script the launcher is not mounted and nothing loads. */
  messenger?: MessengerSettings;
  /** Google sign-in in the account dialogs; without a client id no button is shown and nothing loads. */
  google?: { clientId: string; language: string };
  /** The channel has a wishlist (hearts, header entry, list page): its store starts with the session. */
  wishlist?: boolean;
}

// Query client, customer session, log-out button and account dialogs: imported on the first idle moment after hydration,
// not with the page, in the one chunk of after-hydration.ts.
const SessionRuntime = lazy(() => import('./after-hydration.ts').then((module) => ({ default: module.SessionRuntime })));

/**
 * The client half of the shell: the chunk reload guard, the messenger launcher and, once the page is idle, the session
 * runtime (customer session fetched once, log-out button while logged in, account dialogs loaded on first open).
 * Renders no markup before the session answers, so the page does not shift when it loads; the header's account button
 * and the dialog store stay in the first load, so a click before the runtime is there opens its dialog once it is.
 */
export function ShellSession({ api, homeHref, messenger, google, wishlist = false }: ShellSessionProps) {
  const customerApi = useMemo(() => createBrowserCustomerApi(api), [api]);
  const loadMessenger = useMemo(() => (messenger?.scriptUrl ? createMessengerLoader(messenger) : null), [messenger]);
  // False in the server HTML and while hydrating; true at the browser's first idle moment after, so the session's
  // fetch and code run in a task of their own, not in the hydration's (issue 16). As a transition, its render yields to
  // the main thread every few milliseconds instead of running as one long task.
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setStarted(true))), []);
  return (
    <>
      <ChunkReloadGuard />
      {started && (
        <Suspense fallback={null}>
          <SessionRuntime customerApi={customerApi} homeHref={homeHref} google={google} wishlist={wishlist ? api : undefined} locale={api.locale} />
        </Suspense>
      )}
      {loadMessenger && <MessengerLauncher load={loadMessenger} />}
    </>
  );
}
