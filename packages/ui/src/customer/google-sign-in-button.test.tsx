import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { loggedInCustomer } from '../lib/fixtures.ts';
import { customerSessionStore } from './customer-store.ts';
import { GoogleSignInButton, type GoogleIdentity } from './google-sign-in-button.tsx';

afterEach(() => {
  delete window.google;
  customerSessionStore.setState(customerSessionStore.getInitialState());
});

function setup(overrides: Partial<Parameters<typeof GoogleSignInButton>[0]> = {}) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const props = {
    clientId: 'client-id',
    loadScript: vi.fn(() => Promise.resolve()),
    loginWithGoogle: vi.fn().mockResolvedValue({ customer: loggedInCustomer }),
    logger,
    language: 'de',
    ...overrides,
  };
  return { ...renderWithProviders(<GoogleSignInButton {...props} />), props, logger };
}

describe('GoogleSignInButton', () => {
  it('renders Google’s button after loading the script, and logs in with the credential', async () => {
    let callback: ((response: { credential?: string }) => void) | undefined;
    const identity: GoogleIdentity = {
      initialize: vi.fn((options) => (callback = options.callback)),
      renderButton: vi.fn(),
    };
    window.google = { accounts: { id: identity } };
    const { props, logger } = setup();
    await waitFor(() => expect(identity.renderButton).toHaveBeenCalledTimes(1));
    expect(props.loadScript).toHaveBeenCalledTimes(1);
    await act(async () => callback?.({ credential: 'a.b.c' }));
    expect(props.loginWithGoogle).toHaveBeenCalledWith({ credential: 'a.b.c' });
    expect(customerSessionStore.getState().isLoggedIn).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ['the script fails to load', () => Promise.reject(new Error('offline')), false],
    ['the script loads without google.accounts.id', () => Promise.resolve(), false],
  ])('logs google-not-loaded when %s', async (_case, loadScript) => {
    const { logger, container } = setup({ loadScript });
    await waitFor(() => expect(logger.error).toHaveBeenCalledWith('google-not-loaded', expect.any(Object)));
    expect(container.querySelector('.google-sign-in')).toHaveAttribute('data-state', 'unavailable');
  });

  it('logs google-auth-callback-failed when the shop refuses the credential', async () => {
    let callback: ((response: { credential?: string }) => void) | undefined;
    window.google = {
      accounts: {
        id: { initialize: (options) => (callback = options.callback), renderButton: () => undefined },
      },
    };
    const { logger } = setup({ loginWithGoogle: vi.fn().mockRejectedValue(new Error('401')) });
    await waitFor(() => expect(callback).toBeDefined());
    await act(async () => callback?.({ credential: 'a.b.c' }));
    expect(logger.error).toHaveBeenCalledWith('google-auth-callback-failed', expect.any(Object));
    expect(customerSessionStore.getState().isLoggedIn).toBe(false);
  });
});

describe('GoogleSignInButton re-renders', () => {
  it('loads and renders Google’s button once, even when the app passes new functions on every render', async () => {
    const identity: GoogleIdentity = { initialize: vi.fn(), renderButton: vi.fn() };
    window.google = { accounts: { id: identity } };
    const loadScript = vi.fn(() => Promise.resolve());
    const props = { clientId: 'id', language: 'de', loginWithGoogle: vi.fn() };
    const { rerender } = renderWithProviders(
      <GoogleSignInButton {...props} loadScript={() => loadScript()} />,
    );
    await waitFor(() => expect(identity.renderButton).toHaveBeenCalledTimes(1));
    rerender(<GoogleSignInButton {...props} loadScript={() => loadScript()} logger={{ error: vi.fn(), warn: vi.fn() }} />);
    rerender(<GoogleSignInButton {...props} loadScript={() => loadScript()} logger={{ error: vi.fn(), warn: vi.fn() }} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(identity.renderButton).toHaveBeenCalledTimes(1);
  });
});
