import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '@shop/domain/logger';
import { ShopApiError, ShopNetworkError, ShopResponseError } from './errors.ts';
import {
  login,
  requestPasswordReset,
  resendSignUpMail,
  signUp,
  verifySignUp,
  unwrapCustomerResult,
  unwrapMessageResult,
} from './customer.ts';
import { createShopClient } from './request.ts';

const customer = {
  emailHash: 'h',
  firstName: 'Anna',
  lastName: 'Muster',
  fullName: 'Anna Muster',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: 1001,
  type: 0,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const apiError = (status: number, code: string, message: string, extra: object = {}) =>
  json(status, { error: { code, message, ...extra } });

function setup(answer: () => Response | Promise<Response>) {
  const logger = { error: vi.fn(), warn: vi.fn() } satisfies Logger;
  const fetchSpy = vi.fn<typeof fetch>(async () => answer());
  return {
    logger,
    fetchSpy,
    client: createShopClient({
      channel: 'kartenliebe',
      country: 'DE',
      locale: 'de-DE',
      fetch: fetchSpy,
      logger,
    }),
  };
}
const form = { email: 'anna@example.com', password: 'correct horse' };
const signup = { ...form, firstName: 'Anna', lastName: 'Muster' };

describe('login (spec point 8)', () => {
  it('returns the customer on success, with credentials', async () => {
    const { client, fetchSpy } = setup(() => json(200, { customer }));
    expect(await login(client, form)).toEqual({ ok: true, customer });
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('400: the server message for the user, not logged', async () => {
    const { client, logger } = setup(() =>
      apiError(400, 'invalid_credentials', 'Email address or password is wrong', { field: 'password' }),
    );
    expect(await login(client, form)).toMatchObject({
      ok: false,
      reason: 'rejected',
      message: 'Email address or password is wrong',
      fields: { password: 'Email address or password is wrong' },
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('input the shared schema refuses: rejected like a 400, nothing sent, not logged', async () => {
    const { client, logger, fetchSpy } = setup(() => json(200, { customer }));
    expect(await login(client, { email: 'nope', password: '' })).toMatchObject({
      ok: false,
      reason: 'rejected',
      fields: { email: 'Enter a valid email address' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    [
      '429 throttled',
      () => apiError(429, 'too_many_attempts', 'Too many attempts'),
      ShopApiError,
      'too_many_attempts',
    ],
    [
      '500',
      () => apiError(500, 'internal_error', 'Something went wrong on our side'),
      ShopApiError,
      'internal_error',
    ],
    ['an unknown answer', () => json(200, { nope: true }), ShopResponseError, 'invalid_response'],
    [
      'a network failure',
      () => Promise.reject(new TypeError('fetch failed')),
      ShopNetworkError,
      'network_error',
    ],
  ])('%s: logged as login-error, error returned', async (_name, answer, type, code) => {
    const { client, logger } = setup(answer);
    const result = await login(client, form);
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(result.ok === false && result.reason === 'failed' && result.error).toBeInstanceOf(type);
    expect(logger.error).toHaveBeenCalledWith('login-error', expect.objectContaining({ code }));
  });
});

describe('sign-up (spec point 8)', () => {
  it('400: field errors and message text, not logged', async () => {
    const { client, logger } = setup(() =>
      apiError(400, 'weak_password', 'Too easy to guess', {
        field: 'password',
        fields: { password: 'Too easy to guess' },
      }),
    );
    expect(await signUp(client, signup)).toMatchObject({
      ok: false,
      reason: 'rejected',
      message: 'Too easy to guess',
      fields: { password: 'Too easy to guess' },
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('other failures: logged as sign-up-error', async () => {
    const { client, logger } = setup(() =>
      apiError(503, 'database_unavailable', 'The shop is briefly unavailable, retry shortly'),
    );
    expect(await signUp(client, signup)).toMatchObject({
      ok: false,
      reason: 'failed',
      message: 'The shop is briefly unavailable, retry shortly',
    });
    expect(logger.error).toHaveBeenCalledWith(
      'sign-up-error',
      expect.objectContaining({ code: 'database_unavailable', status: 503 }),
    );
  });

  it('success: the message (the same for every address; a mail completes the sign-up)', async () => {
    const { client } = setup(() => json(202, { message: 'Check your inbox' }));
    expect(await signUp(client, signup)).toEqual({ ok: true, message: 'Check your inbox' });
  });

  it('the mailed link: logged in on success; a used link is for the visitor to read, not logged', async () => {
    const token = 'A'.repeat(43);
    expect(await verifySignUp(setup(() => json(200, { customer })).client, { token })).toEqual({ ok: true, customer });
    const used = setup(() => apiError(400, 'token_used', 'This link has already been used, log in', { field: 'token' }));
    const result = await verifySignUp(used.client, { token });
    expect(result).toMatchObject({ ok: false, reason: 'rejected', error: { code: 'token_used' } });
    expect(used.logger.error).not.toHaveBeenCalled();
  });

  it('a new mail: the message; failures logged as sign-up-error', async () => {
    expect(await resendSignUpMail(setup(() => json(202, { message: 'sent' })).client, { email: 'a@example.com' })).toEqual({ ok: true, message: 'sent' });
    const limited = setup(() => apiError(429, 'too_many_requests', 'Too many requests'));
    expect(await resendSignUpMail(limited.client, { email: 'a@example.com' })).toMatchObject({ ok: false, message: 'Too many requests' });
    expect(limited.logger.error).toHaveBeenCalledWith('sign-up-error', expect.objectContaining({ status: 429 }));
  });
});

describe('password reset (spec point 8)', () => {
  it('success: the server message', async () => {
    const { client, logger } = setup(() =>
      json(202, { message: 'If an account exists for this address, we have sent a link.' }),
    );
    expect(await requestPasswordReset(client, { email: 'anna@example.com' })).toEqual({
      ok: true,
      message: 'If an account exists for this address, we have sent a link.',
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ['400', 400, 'validation_failed', 'email: Enter a valid email address'],
    ['429', 429, 'too_many_requests', 'Please wait a moment'],
    ['500', 500, 'internal_error', 'Something went wrong on our side'],
  ])('%s: logged as password-reset-error, server message returned', async (_name, status, code, message) => {
    const { client, logger } = setup(() => apiError(status, code, message));
    expect(await requestPasswordReset(client, { email: 'anna@example.com' })).toMatchObject({
      ok: false,
      message,
    });
    expect(logger.error).toHaveBeenCalledWith(
      'password-reset-error',
      expect.objectContaining({ code, status }),
    );
  });
});

describe('unwrapping results for callers that want rejections', () => {
  it('returns the customer or throws the typed error with status and fields', async () => {
    const { client } = setup(() => json(200, { customer }));
    expect(unwrapCustomerResult(await login(client, form))).toEqual(customer);
    const rejected = setup(() =>
      apiError(400, 'validation_failed', 'email: exists', { field: 'email', fields: { email: 'exists' } }),
    );
    const error = await login(rejected.client, form)
      .then(unwrapCustomerResult)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(error).toMatchObject({ status: 400, message: 'email: exists', fields: { email: 'exists' } });
  });

  it('returns the message or throws', async () => {
    expect(unwrapMessageResult({ ok: true, message: 'sent' })).toBe('sent');
    const failed = setup(() => apiError(500, 'internal_error', 'boom'));
    await expect(
      requestPasswordReset(failed.client, { email: 'a@example.com' }).then(unwrapMessageResult),
    ).rejects.toMatchObject({
      status: 500,
    });
  });
});
