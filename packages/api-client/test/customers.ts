import type { Customer } from '@shop/contract/customer';

/** A visitor's customer-data answer as the shop API gives it before a log-in (tests of the request and its checks). */
export const loggedOutCustomer: Customer = {
  emailHash: 'h',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: 0,
  type: 0,
};
