import { customerResponseSchema, loggedOutCustomer } from '@shop/contract/customer';
import { apiErrorSchema } from '@shop/contract/error';
import { describe, expect, it } from 'vitest';
import { customerResponseCheck } from './customer-data.ts';
import { apiErrorBodyCheck } from './error-body.ts';
import type { ResponseCheck } from './response-check.ts';

const loggedOut = loggedOutCustomer;
const loggedIn = {
  ...loggedOut,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  isLoggedIn: true,
  number: 1815,
  type: 1,
  order: { id: 7, isWhitelabelOrder: false, cartArticlesAmount: 3 },
  pictureUrl: '/images/ada.jpg',
};

/** The same answer to both checks: same verdict, same data when valid, issues at the same paths when not. */
function expectAgreement(check: ResponseCheck<unknown>, schema: ResponseCheck<unknown>, sample: unknown) {
  const ours = check.safeParse(sample);
  const zods = schema.safeParse(sample);
  expect(ours.success, JSON.stringify(sample)).toBe(zods.success);
  if (ours.success && zods.success) expect(ours.data).toStrictEqual(zods.data);
  if (!ours.success && !zods.success) {
    const paths = (issues: readonly { path: readonly PropertyKey[] }[]) =>
      issues.map((issue) => issue.path.map(String).join('.')).sort();
    expect(paths(ours.error.issues)).toEqual(paths(zods.error.issues));
  }
}

describe('customerResponseCheck (the session read without zod)', () => {
  const samples: unknown[] = [
    { customer: loggedOut },
    { customer: loggedIn },
    // Unknown keys are dropped, as zod's object drops them.
    { customer: { ...loggedIn, password: 'x', order: { ...loggedIn.order, secret: 1 } }, extra: true },
    null,
    [],
    'customer',
    {},
    { customer: null },
    { customer: [] },
    { customer: { ...loggedOut, emailHash: 1 } },
    { customer: { ...loggedOut, fullName: null } },
    { customer: { ...loggedOut, isLoggedIn: 'true' } },
    { customer: { ...loggedOut, isWhitelabelCustomer: 0 } },
    { customer: { ...loggedOut, number: 1.5 } },
    { customer: { ...loggedOut, number: '12' } },
    { customer: { ...loggedOut, type: Number.NaN } },
    { customer: { ...loggedOut, type: 2 ** 60 } },
    { customer: { ...loggedOut, order: null } },
    { customer: { ...loggedOut, order: { id: 1, isWhitelabelOrder: true, cartArticlesAmount: -1 } } },
    { customer: { ...loggedOut, order: { id: '1', isWhitelabelOrder: 'no', cartArticlesAmount: 0.5 } } },
    { customer: { ...loggedOut, pictureUrl: 5 } },
    { customer: { firstName: 'only' } },
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    'agrees with the contract schema: %s',
    (_, sample) => expectAgreement(customerResponseCheck, customerResponseSchema, sample),
  );

  it('gives the customer of a valid answer', () => {
    expect(customerResponseCheck.safeParse({ customer: loggedIn })).toEqual({
      success: true,
      data: { customer: loggedIn },
    });
  });
});

describe('apiErrorBodyCheck (the error body without zod)', () => {
  const samples: unknown[] = [
    {
      error: {
        code: 'validation_failed',
        message: 'email: Enter a valid email address',
        field: 'email',
        fields: { email: 'Enter a valid email address' },
      },
    },
    { error: { code: 'database_unavailable', message: 'retry shortly' } },
    { error: { code: 'x', message: 'y', extra: 1 }, other: 2 },
    { error: { code: 'x', message: 'y', fields: {} } },
    { error: { code: 'x', message: 'y', fields: { a: 1, b: 'ok' } } },
    { error: { code: 'x', message: 'y', fields: null } },
    { error: { code: 'x', message: 'y', field: 3 } },
    { error: { code: 1 } },
    { error: 'boom' },
    { message: 'not ours' },
    '<html>',
    undefined,
  ];
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    'agrees with the contract schema: %s',
    (_, sample) => expectAgreement(apiErrorBodyCheck, apiErrorSchema, sample),
  );
});
