import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { customerSessionStore } from '../customer/customer-store.ts';
import { loggedInCustomer } from '../lib/fixtures.ts';
import { dialogStore } from './dialog-store.ts';
import { LoginDialog } from './login-dialog.tsx';
import { PasswordConfirmDialog, readResetToken } from './password-confirm-dialog.tsx';
import { PasswordResetDialog } from './password-reset-dialog.tsx';
import { SignupDialog } from './signup-dialog.tsx';

afterEach(() => {
  act(() => dialogStore.setState(dialogStore.getInitialState()));
  customerSessionStore.setState(customerSessionStore.getInitialState());
});

/** An api-client style failure: an Error with the status and parsed body. */
function apiFailure(status: number, message: string, fields?: Record<string, string>, code = 'x') {
  return Object.assign(new Error(message), { status, body: { error: { code, message, fields } } });
}

function open(id: Parameters<ReturnType<typeof dialogStore.getState>['open']>[0]) {
  act(() => {
    dialogStore.getState().open(id);
  });
}

const token = 'a'.repeat(43);

describe('LoginDialog', () => {
  it('logs in, stores the customer and closes', async () => {
    const login = vi.fn().mockResolvedValue({ customer: loggedInCustomer });
    renderWithProviders(<LoginDialog login={login} resendVerification={vi.fn()} />);
    open('login');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'geheim123');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(dialogStore.getState().current).toBeNull());
    expect(login).toHaveBeenCalledWith({ email: 'erika@example.org', password: 'geheim123' });
    expect(customerSessionStore.getState()).toMatchObject({ isLoggedIn: true, customer: loggedInCustomer });
  });

  it.each([
    [400, 'E-Mail oder Passwort ist falsch.', 'E-Mail oder Passwort ist falsch.', false],
    [500, 'Internal', 'Das hat leider nicht geklappt. Bitte versuche es noch einmal.', true],
  ])('status %d shows "%s" → %s; logged: %s', async (status, message, shown, logged) => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    renderWithProviders(
      <LoginDialog login={vi.fn().mockRejectedValue(apiFailure(status, message))} resendVerification={vi.fn()} logger={logger} />,
    );
    open('login');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'falsch');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(logger.error).toHaveBeenCalledTimes(logged ? 1 : 0);
    if (logged) expect(logger.error).toHaveBeenCalledWith('login-error', expect.objectContaining({ status }));
    expect(customerSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('offers a new verification mail for the right password of a sign-up that waits for its link', async () => {
    const unverified = 'Bitte bestätige zuerst deine E-Mail-Adresse mit dem Link, den wir dir geschickt haben.';
    const resendVerification = vi.fn().mockResolvedValue({ message: 'sent' });
    renderWithProviders(
      <LoginDialog login={vi.fn().mockRejectedValue(apiFailure(400, unverified, { email: unverified }, 'email_not_verified'))} resendVerification={resendVerification} />,
    );
    open('login');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'lang-genug-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unverified);
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigungslink erneut senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wenn ein Konto auf die Bestätigung wartet, haben wir dir einen neuen Link geschickt.');
    expect(resendVerification).toHaveBeenCalledWith({ email: 'erika@example.org' });
    expect(customerSessionStore.getState().isLoggedIn).toBe(false);
  });

  it('offers no new mail for other refusals', async () => {
    renderWithProviders(<LoginDialog login={vi.fn().mockRejectedValue(apiFailure(400, 'E-Mail oder Passwort ist falsch.'))} resendVerification={vi.fn()} />);
    open('login');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'falsch');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Bestätigungslink erneut senden' })).toBeNull();
  });

  it('leads to sign-up and password reset', async () => {
    renderWithProviders(<LoginDialog login={vi.fn()} resendVerification={vi.fn()} />);
    open('login');
    await userEvent.click(screen.getByRole('button', { name: 'Neu hier? Konto erstellen' }));
    expect(dialogStore.getState().current).toBe('signup');
    open('login');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(dialogStore.getState().current).toBe('password-reset');
  });
});

describe('SignupDialog', () => {
  it('shows the server field errors under their fields', async () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const signup = vi
      .fn()
      .mockRejectedValue(
        apiFailure(400, 'Bitte prüfe deine Angaben.', {
          email: 'Email already registered',
          password: 'At least 8 characters',
        }),
      );
    renderWithProviders(<SignupDialog signup={signup} logger={logger} />);
    open('signup');
    await userEvent.type(screen.getByLabelText('Vorname'), 'Erika');
    await userEvent.type(screen.getByLabelText('Nachname'), 'Mustermann');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
    await userEvent.type(screen.getByLabelText('Neues Passwort (mindestens 8 Zeichen)'), 'kurzkurz');
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfe deine Angaben.');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription('Email already registered');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Neues Passwort (mindestens 8 Zeichen)')).toHaveAccessibleDescription(
      'At least 8 characters',
    );
    expect(screen.getByLabelText('Vorname')).not.toHaveAttribute('aria-invalid');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('signs up: says to check the mail (nobody is logged in before the link is followed)', async () => {
    const signup = vi.fn().mockResolvedValue({ message: 'Check your inbox' });
    renderWithProviders(<SignupDialog signup={signup} />);
    open('signup');
    await userEvent.type(screen.getByLabelText('Vorname'), 'Erika');
    await userEvent.type(screen.getByLabelText('Nachname'), 'Mustermann');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
    await userEvent.type(screen.getByLabelText('Neues Passwort (mindestens 8 Zeichen)'), 'lang-genug');
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Bitte prüfe dein Postfach');
    expect(sent).toHaveTextContent('Klicke auf den Link darin, um dein Konto zu bestätigen.');
    expect(sent).toHaveTextContent('erika@example.org');
    expect(customerSessionStore.getState().isLoggedIn).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Alles klar' }));
    expect(dialogStore.getState().current).toBeNull();
  });
});

describe('PasswordResetDialog', () => {
  it('shows the server message after sending', async () => {
    const requestPasswordReset = vi
      .fn()
      .mockResolvedValue({ message: 'Wenn es ein Konto gibt, ist eine E-Mail unterwegs.' });
    renderWithProviders(<PasswordResetDialog requestPasswordReset={requestPasswordReset} />);
    open('password-reset');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Wenn es ein Konto gibt, ist eine E-Mail unterwegs.',
    );
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'erika@example.org' });
  });

  it('logs every failure and shows the server message', async () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    renderWithProviders(
      <PasswordResetDialog
        requestPasswordReset={vi.fn().mockRejectedValue(apiFailure(429, 'Zu viele Versuche.'))}
        logger={logger}
      />,
    );
    open('password-reset');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche.');
    expect(logger.error).toHaveBeenCalledWith(
      'password-reset-error',
      expect.objectContaining({ status: 429 }),
    );
  });
});

describe('PasswordConfirmDialog', () => {
  it.each([
    [`?token=${token}`, token],
    ['?token=', null],
    ['?other=1', null],
  ])('reads the token of %s', (search, expected) => {
    expect(readResetToken(search)).toBe(expected);
  });

  it('opens itself from the mail link, even over a blocked store, and sets the new password', async () => {
    act(() => dialogStore.getState().setBlocked(true));
    const confirmPasswordReset = vi.fn().mockResolvedValue({ message: 'Dein Passwort wurde geändert.' });
    renderWithProviders(<PasswordConfirmDialog confirmPasswordReset={confirmPasswordReset} token={token} />);
    expect(dialogStore.getState().current).toBe('password-confirm');
    await userEvent.type(screen.getByLabelText('Neues Passwort (mindestens 8 Zeichen)'), 'neues-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dein Passwort wurde geändert.');
    expect(confirmPasswordReset).toHaveBeenCalledWith({ token, password: 'neues-passwort' });
    act(() => dialogStore.getState().setBlocked(false));
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(dialogStore.getState().current).toBe('login');
  });

  it('stays closed without a token', () => {
    renderWithProviders(<PasswordConfirmDialog confirmPasswordReset={vi.fn()} token={null} />);
    expect(dialogStore.getState().current).toBeNull();
  });
});
