import { ShopApiError, ShopNetworkError } from '@shop/api-client/shop/errors';
import { describe, expect, it } from 'vitest';
import { toRegistrationOutcome } from './registration-verification.ts';

const refusal = (code: string) => {
  const error = new ShopApiError({ status: 400, code, message: code, field: 'token' });
  return { ok: false, reason: 'rejected', message: code, fields: {}, error } as const;
};

describe('the outcome of a followed sign-up link', () => {
  it.each([
    ['token_used', 'used'],
    ['token_expired', 'expired'],
    ['invalid_token', 'invalid'],
    ['validation_failed', 'invalid'],
  ] as const)('%s → %s', (code, outcome) => {
    expect(toRegistrationOutcome(refusal(code))).toBe(outcome);
  });

  it('verified when logged in; invalid for a token that is not one; failed when the shop API did not answer', () => {
    const customer = { emailHash: 'h', firstName: 'A', lastName: 'B', isLoggedIn: true, isWhitelabelCustomer: false, number: 1, type: 0 };
    expect(toRegistrationOutcome({ ok: true, customer })).toBe('verified');
    expect(toRegistrationOutcome(undefined)).toBe('invalid');
    const down = new ShopNetworkError({ code: 'network_error', message: 'down' });
    expect(toRegistrationOutcome({ ok: false, reason: 'failed', message: 'down', error: down })).toBe('failed');
  });
});
