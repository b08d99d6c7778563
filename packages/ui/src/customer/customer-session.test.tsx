import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, renderWithTexts } from '../../test/render.tsx';
import { loggedInCustomer, loggedOutCustomer } from '../lib/fixtures.ts';
import { readFormError, toCustomer } from './customer-api.ts';
import { CUSTOMER_RETRY_DELAY_MS, CustomerSession } from './customer-session.tsx';
import {
  createCustomerSessionStore,
  customerSessionStore,
  CUSTOMER_DATA_LAYER_EVENT,
  selectFullName,
} from './customer-store.ts';
import { LogoutButton } from './logout-button.tsx';

afterEach(() => customerSessionStore.setState(customerSessionStore.getInitialState()));

describe('customer session store', () => {
  it('goes uninitialised → initialised once, pushing the logged-in flag once', () => {
    const store = createCustomerSessionStore();
    const push = vi.fn();
    expect(store.getState()).toMatchObject({ status: 'uninitialised', isLoggedIn: false, customer: null });
    store.getState().initialise(loggedInCustomer, push);
    store.getState().initialise(loggedOutCustomer, push);
    expect(store.getState()).toMatchObject({
      status: 'initialised',
      isLoggedIn: true,
      customer: loggedInCustomer,
    });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith({ event: CUSTOMER_DATA_LAYER_EVENT, isLoggedIn: true });
  });

  it('log-in and sign-up set isLoggedIn and store the customer; log-out clears it', () => {
    const store = createCustomerSessionStore();
    store.getState().initialise(loggedOutCustomer);
    store.getState().logIn(loggedInCustomer);
    expect(selectFullName(store.getState())).toBe('Erika Mustermann');
    store.getState().logOut();
    expect(store.getState()).toMatchObject({ isLoggedIn: false, customer: null });
    expect(selectFullName(store.getState())).toBeNull();
  });

  it('shows the full name only when logged in, built from first and last name when the server sent none', () => {
    const { fullName: _omitted, ...withoutFullName } = loggedInCustomer;
    expect(selectFullName({ isLoggedIn: true, customer: withoutFullName })).toBe('Erika Mustermann');
    expect(selectFullName({ isLoggedIn: false, customer: loggedInCustomer })).toBeNull();
  });
});

describe('CustomerSession', () => {
  it('fetches the customer data once on the first client load, however often it renders', async () => {
    const fetchCustomer = vi.fn().mockResolvedValue({ customer: loggedInCustomer });
    const push = vi.fn();
    const { rerender } = renderWithProviders(<CustomerSession fetchCustomer={fetchCustomer} push={push} />);
    rerender(<CustomerSession fetchCustomer={fetchCustomer} push={push} />);
    await waitFor(() => expect(customerSessionStore.getState().status).toBe('initialised'));
    rerender(<CustomerSession fetchCustomer={fetchCustomer} push={push} />);
    expect(fetchCustomer).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledTimes(1);
    expect(customerSessionStore.getState().isLoggedIn).toBe(true);
  });

  it('tries a failed first read once more, then initialises from the second answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchCustomer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loggedOutCustomer);
      renderWithTexts(<CustomerSession fetchCustomer={fetchCustomer} />);
      await act(() => vi.advanceTimersByTimeAsync(CUSTOMER_RETRY_DELAY_MS));
      await waitFor(() => expect(customerSessionStore.getState().status).toBe('initialised'));
      expect(fetchCustomer).toHaveBeenCalledTimes(2);
      expect(customerSessionStore.getState().isLoggedIn).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays uninitialised when the retry fails too, and a later mount reads again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchCustomer = vi.fn().mockRejectedValue(new Error('offline'));
      const { unmount } = renderWithTexts(<CustomerSession fetchCustomer={fetchCustomer} />);
      await act(() => vi.advanceTimersByTimeAsync(CUSTOMER_RETRY_DELAY_MS));
      await waitFor(() => expect(fetchCustomer).toHaveBeenCalledTimes(2));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(customerSessionStore.getState().status).toBe('uninitialised');
      unmount();
      fetchCustomer.mockResolvedValue({ customer: loggedInCustomer });
      renderWithTexts(<CustomerSession fetchCustomer={fetchCustomer} />);
      await waitFor(() => expect(customerSessionStore.getState().isLoggedIn).toBe(true));
      expect(fetchCustomer).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('LogoutButton', () => {
  it('logs out and disappears', async () => {
    customerSessionStore.getState().logIn(loggedInCustomer);
    const logout = vi.fn().mockResolvedValue({ message: 'ok' });
    renderWithProviders(<LogoutButton logout={logout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(customerSessionStore.getState().isLoggedIn).toBe(false));
    expect(screen.queryByRole('button', { name: 'Abmelden' })).toBeNull();
  });
});

describe('api answers', () => {
  it('accepts the customer alone or wrapped', () => {
    expect(toCustomer(loggedInCustomer)).toBe(loggedInCustomer);
    expect(toCustomer({ customer: loggedInCustomer })).toBe(loggedInCustomer);
  });

  it.each([
    [
      Object.assign(new Error('Bad'), {
        status: 400,
        body: { error: { code: 'email_not_verified', message: 'Bad', fields: { email: 'Taken' } } },
      }),
      400,
      'email_not_verified',
      'Bad',
      { email: 'Taken' },
    ],
    [
      Object.assign(new Error('Nope'), { status: 400, fields: { password: 'Short' } }),
      400,
      undefined,
      'Nope',
      { password: 'Short' },
    ],
    [new Error(''), undefined, undefined, undefined, {}],
    ['boom', undefined, undefined, undefined, {}],
  ])('reads %s', (error, status, code, message, fields) => {
    expect(readFormError(error)).toEqual({ status, code, message, fields });
  });
});
