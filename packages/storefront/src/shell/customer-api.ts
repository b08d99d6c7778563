import type { ShopClient } from '@shop/api-client/shop/request';
import type { CustomerApi } from '@shop/ui/customer/customer-api';

export interface BrowserCustomerApiOptions {
  /** Path on the shop's own origin that the app server forwards to the shop API. */
  basePath: string;
  channel: string;
  country: string;
  locale: string;
}

/**
 * A shop client on the page's origin (the `/shop-api` forward) and a module of api-client calls, both imported on the
 * first call (after hydration), so neither the api-client nor its zod schemas are in the page's first-load JavaScript.
 */
export function lazyBrowserCalls<Calls>(options: BrowserCustomerApiOptions, importCalls: () => Promise<Calls>): () => Promise<{ client: ShopClient; calls: Calls }> {
  let loaded: Promise<{ client: ShopClient; calls: Calls }> | undefined;
  return () =>
    (loaded ??= Promise.all([import('@shop/api-client/shop/request'), importCalls()]).then(([request, calls]) => ({
      client: request.createShopClient({ ...options, baseUrl: new URL(options.basePath, window.location.origin).toString() }),
      calls,
    })));
}

/**
 * The api-client's customer calls bound to the page's channel and locale. The api-client and its zod schemas load on
 * the first call (after hydration), so they stay out of the page's first-load JavaScript.
 */
export function createBrowserCustomerApi(options: BrowserCustomerApiOptions): CustomerApi {
  const load = lazyBrowserCalls(options, () => import('@shop/api-client/shop/customer'));
  return {
    fetchCustomer: async () => {
      const { client, calls } = await load();
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
