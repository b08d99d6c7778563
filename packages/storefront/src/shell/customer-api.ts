import type { createShopClient, ShopClient } from '@shop/api-client/shop/request';
import type { CustomerApi } from '@shop/ui/customer/customer-api';

export interface BrowserCustomerApiOptions {
  /** Path on the shop's own origin that the app server forwards to the shop API. */
  basePath: string;
  channel: string;
  country: string;
  locale: string;
}

/**
 * A module of api-client calls (which also exports `createShopClient`, so it is one chunk) and a shop client on the
 * page's origin (the `/shop-api` forward), imported on the first call (after hydration), so neither the api-client nor
 * its zod schemas are in the page's first-load JavaScript.
 */
export function lazyBrowserCalls<Calls extends { createShopClient: typeof createShopClient }>(
  options: BrowserCustomerApiOptions,
  importCalls: () => Promise<Calls>,
): () => Promise<{ client: ShopClient; calls: Calls }> {
  let loaded: Promise<{ client: ShopClient; calls: Calls }> | undefined;
  return () =>
    (loaded ??= importCalls().then((calls) => ({
      client: calls.createShopClient({ ...options, baseUrl: new URL(options.basePath, window.location.origin).toString() }),
      calls,
    })));
}

/**
 * The api-client's customer calls bound to the page's channel and locale. The session read loads on the first call
 * (after hydration, with the session runtime: after-hydration.ts) without zod; the other calls and their zod schemas
 * load when a form is first sent, so neither is in the page's first-load JavaScript.
 */
export function createBrowserCustomerApi(options: BrowserCustomerApiOptions): CustomerApi {
  // The session read of every page load checks its answer without zod; the forms' calls (and zod) load on first use.
  const loadSessionRead = lazyBrowserCalls(options, () => import('./after-hydration.ts').then((module) => module.customerDataCalls));
  const load = lazyBrowserCalls(options, () => import('@shop/api-client/shop/customer'));
  return {
    fetchCustomer: async () => {
      const { client, calls } = await loadSessionRead();
      return calls.getCustomerData(client, { referrer: window.location.href });
    },
    login: async (form) => {
      const { client, calls } = await load();
      return calls.unwrapCustomerResult(await calls.login(client, form));
    },
    signup: async (form) => {
      const { client, calls } = await load();
      return { message: calls.unwrapMessageResult(await calls.signUp(client, form)) };
    },
    resendVerification: async (form) => {
      const { client, calls } = await load();
      return { message: calls.unwrapMessageResult(await calls.resendSignUpMail(client, form)) };
    },
    requestPasswordReset: async (form) => {
      const { client, calls } = await load();
      return { message: calls.unwrapMessageResult(await calls.requestPasswordReset(client, form)) };
    },
    confirmPasswordReset: async (form) => {
      const { client, calls } = await load();
      return { message: calls.unwrapMessageResult(await calls.confirmPasswordReset(client, form)) };
    },
    logout: async () => {
      const { client, calls } = await load();
      return calls.logout(client);
    },
    loginWithGoogle: async (credentials) => {
      const { client, calls } = await load();
      return calls.unwrapCustomerResult(await calls.signInWithGoogle(client, credentials));
    },
  };
}
