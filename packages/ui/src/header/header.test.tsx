import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../../test/render.tsx';
import { customerSessionStore } from '../customer/customer-store.ts';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { headerData, loggedInCustomer, loggedOutCustomer } from '../lib/fixtures.ts';
import { Header } from './header.tsx';

afterEach(() => {
  customerSessionStore.setState(customerSessionStore.getInitialState());
  dialogStore.setState(dialogStore.getInitialState());
});

const web = {
  layout: 'web',
  platform: 'web',
  data: headerData,
  channelName: 'wallart',
  homeHref: '/',
} as const;

describe('Header, web layout', () => {
  it('shows magazine, service with the hotline as a telephone link, account and cart', () => {
    customerSessionStore.getState().initialise(loggedOutCustomer);
    renderWithTexts(<Header {...web} />);
    const nav = screen.getByRole('navigation', { name: 'Service und Kundenkonto' });
    expect(within(nav).getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/magazin');
    expect(within(nav).getByRole('link', { name: 'Hilfe & Kontakt' })).toHaveAttribute('href', '/service');
    expect(within(nav).getByRole('link', { name: 'Hotline: 030 2312 5000' })).toHaveAttribute(
      'href',
      'tel:+49302312500',
    );
    expect(within(nav).getByRole('link', { name: 'Warenkorb (2 Artikel im Warenkorb)' })).toHaveAttribute(
      'href',
      '/warenkorb',
    );
  });

  it('shows first and last name, linked to the account, when logged in', () => {
    customerSessionStore.getState().logIn(loggedInCustomer);
    renderWithTexts(<Header {...web} />);
    expect(screen.getByRole('link', { name: 'Erika Mustermann' })).toHaveAttribute('href', '/kundenkonto');
    expect(screen.getByRole('link', { name: /3 Artikel im Warenkorb/ })).toBeInTheDocument();
  });

  it('has no account link when logged out; clicking the entry opens the log-in dialog', async () => {
    customerSessionStore.getState().initialise(loggedOutCustomer);
    renderWithTexts(<Header {...web} />);
    expect(screen.queryByRole('link', { name: 'Mein Konto' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mein Konto' }));
    expect(dialogStore.getState().current).toBe('login');
  });

  it('hides the text of every entry but the account on desktop, keeping accessible names', () => {
    customerSessionStore.getState().logIn(loggedInCustomer);
    renderWithTexts(<Header {...web} platform="desktop" />);
    expect(screen.getByText('Magazin')).toHaveClass('visually-hidden');
    expect(screen.getByText('Warenkorb')).toHaveClass('visually-hidden');
    expect(screen.getByText('Erika Mustermann')).not.toHaveClass('visually-hidden');
  });
});

describe('Header, app layout', () => {
  const app = { ...web, layout: 'app', platform: 'desktop', homeHref: '/d/desktop-startseite' } as const;

  it('goes one step back in history and links the logo to the desktop start page', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderWithTexts(<Header {...app} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'wallart – Zur Startseite' })).toHaveAttribute(
      'href',
      '/d/desktop-startseite',
    );
    expect(screen.queryByRole('link', { name: 'Magazin' })).toBeNull();
  });

  it('has no back button on the desktop start page', () => {
    renderWithTexts(<Header {...app} isDesktopStartPage />);
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
  });
});
