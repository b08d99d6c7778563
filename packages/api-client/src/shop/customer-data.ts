import type { Customer, CustomerResponse } from '@shop/contract/customer';
import { shopRequest, type ShopClient } from './request.ts';
import { IssueList, type ResponseCheck } from './response-check.ts';

// The browser imports one module per group of calls (storefront's lazyBrowserCalls): one chunk, request code included once.
export { createShopClient } from './request.ts';

/**
 * The answer of GET /web-api/customer-data checked without zod: every page reads the session after load, and the
 * contract's zod schemas would add a 31 KB gzip chunk to that (issue 16). Agrees with `customerResponseSchema`
 * (customer-data.test.ts), and like it keeps only the known keys.
 */
export const customerResponseCheck: ResponseCheck<CustomerResponse> = {
  safeParse(value) {
    const found = new IssueList();
    const customer = found.inner(value, 'customer');
    if (!customer) return found.failure();
    const at = (key: string) => ['customer', key];
    for (const key of ['emailHash', 'firstName', 'lastName'] as const) found.string(customer[key], at(key));
    found.string(customer.fullName, at('fullName'), true);
    found.boolean(customer.isLoggedIn, at('isLoggedIn'));
    found.boolean(customer.isWhitelabelCustomer, at('isWhitelabelCustomer'));
    found.int(customer.number, at('number'));
    found.int(customer.type, at('type'));
    const { order } = customer;
    if (order !== undefined && found.object(order, at('order'))) {
      found.int(order.id, ['customer', 'order', 'id']);
      found.boolean(order.isWhitelabelOrder, ['customer', 'order', 'isWhitelabelOrder']);
      found.int(order.cartArticlesAmount, ['customer', 'order', 'cartArticlesAmount'], 0);
    }
    found.string(customer.pictureUrl, at('pictureUrl'), true);
    return found.result(() => ({ customer: pickCustomer(customer) }));
  },
};

/** The checked customer with only the contract's keys (an extra key of the answer is dropped, as zod drops it). */
function pickCustomer(customer: Record<string, unknown>): Customer {
  const known = customer as unknown as Customer;
  return {
    emailHash: known.emailHash,
    firstName: known.firstName,
    lastName: known.lastName,
    ...(known.fullName === undefined ? {} : { fullName: known.fullName }),
    isLoggedIn: known.isLoggedIn,
    isWhitelabelCustomer: known.isWhitelabelCustomer,
    number: known.number,
    type: known.type,
    ...(known.order === undefined
      ? {}
      : {
          order: {
            id: known.order.id,
            isWhitelabelOrder: known.order.isWhitelabelOrder,
            cartArticlesAmount: known.order.cartArticlesAmount,
          },
        }),
    ...(known.pictureUrl === undefined ? {} : { pictureUrl: known.pictureUrl }),
  };
}

/** GET /web-api/customer-data with the current page's query and the page as referrer. */
export async function getCustomerData(
  client: ShopClient,
  page: { query?: Readonly<Record<string, string | readonly string[]>>; referrer?: string } = {},
  signal?: AbortSignal,
): Promise<Customer> {
  const { customer } = await shopRequest(client, {
    path: '/web-api/customer-data',
    query: page.query,
    referrer: page.referrer,
    credentials: true,
    response: customerResponseCheck,
    signal,
  });
  return customer;
}
