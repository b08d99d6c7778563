'use client';
import { CustomerSession } from '@shop/ui/customer/customer-session';
import type { CustomerApi } from '@shop/ui/customer/customer-api';
import { CUSTOMER_DATA_LAYER_EVENT, customerSessionStore, useCustomerSession } from '@shop/ui/customer/customer-store';
import { useDialogs, type DialogId } from '@shop/ui/dialogs/dialog-store';
import { readResetToken } from '@shop/ui/dialogs/reset-token';
import { lazy, Suspense, useEffect, useState } from 'react';
import { startWishlist } from '@shop/ui/wishlist/wishlist-store';
import type { BrowserCustomerApiOptions } from './customer-api.ts';
import { LazyGoogleSignIn } from './shell-integrations.tsx';
import { accountDialogTexts } from './account-dialog-texts-client.ts';
import { createBrowserWishlistApi } from './wishlist-api.ts';
import { sendPageEvent } from '../tracking/page-events.ts';

export interface SessionRuntimeProps {
  customerApi: CustomerApi;
  /** Where the visitor lands after logging out. */
  homeHref: string;
  /** Google sign-in in the account dialogs; without a client id no button is shown and nothing loads. */
  google?: { clientId: string; language: string };
  /** In channels with a wishlist: where its calls go (the store follows the session: local list, account after log-in). */
  wishlist?: BrowserCustomerApiOptions;
  /** The page's locale: the account dialogs' texts load for it. */
  locale: string;
}

// The logged-in flag of the first customer-data load goes to the data layer, which sends only with consent.
const pushToDataLayer = (entry: Record<string, unknown>) => {
  if (entry.event === CUSTOMER_DATA_LAYER_EVENT)
    sendPageEvent({ kind: 'logged-in', isLoggedIn: entry.isLoggedIn === true });
};

// The account dialogs' forms (and the schemas they validate with) load when one of them is opened or the reset mail's
// token is in the URL, not with every page (issue 16: a phone's main thread stays free for the page itself).
const AccountDialogs = lazy(() => import('./account-dialogs.tsx'));
// The log-out button (and the query library its mutation needs) loads once the visitor is logged in.
const LogoutBar = lazy(() => import('./logout-bar.tsx'));
export const accountDialogIds: ReadonlySet<DialogId> = new Set(['login', 'signup', 'password-reset', 'password-confirm']);

/**
 * The session half of the shell, mounted in the browser only (ShellSession imports it after hydration): the customer
 * session (fetched once), the log-out button while logged in and the account dialogs. The button and the dialogs bring
 * react-query with them, so an anonymous visitor who opens no dialog never loads it.
 */
export default function SessionRuntime({ customerApi, homeHref, google, wishlist, locale }: SessionRuntimeProps) {
  // The reset mail links to a page with `?token=`; this component renders in the browser only.
  const [resetToken] = useState(() => readResetToken(window.location.search));
  useEffect(() => {
    if (!wishlist) return;
    return startWishlist({ api: createBrowserWishlistApi(wishlist), channel: wishlist.channel, session: customerSessionStore });
  }, [wishlist]);
  // Once mounted the button stays (it renders nothing while logged out): its log-out must outlive the session's end to
  // lead on to the start page.
  const isLoggedIn = useCustomerSession((state) => state.isLoggedIn);
  const [logoutWanted, setLogoutWanted] = useState(false);
  if (!logoutWanted && isLoggedIn) setLogoutWanted(true);
  const accountDialogOpen = useDialogs((state) => state.current !== null && accountDialogIds.has(state.current));
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && (accountDialogOpen || resetToken !== null)) setDialogsWanted(true);
  // The dialogs' texts load beside their code, not after it (a failure is logged and retried by the dialogs).
  useEffect(() => {
    if (dialogsWanted) accountDialogTexts(locale).catch(() => undefined);
  }, [dialogsWanted, locale]);
  const googleSignIn = google ? (
    <LazyGoogleSignIn clientId={google.clientId} language={google.language} loginWithGoogle={customerApi.loginWithGoogle} />
  ) : undefined;
  return (
    <>
      <CustomerSession fetchCustomer={customerApi.fetchCustomer} push={pushToDataLayer} />
      <div className="account-bar">
        {logoutWanted && (
          <Suspense fallback={null}>
            <LogoutBar logout={customerApi.logout} afterLogoutHref={homeHref} />
          </Suspense>
        )}
      </div>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <AccountDialogs customerApi={customerApi} googleSignIn={googleSignIn} resetToken={resetToken} locale={locale} />
        </Suspense>
      )}
    </>
  );
}
