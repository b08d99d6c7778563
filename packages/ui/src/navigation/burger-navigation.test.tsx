import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../../test/render.tsx';
import { mockViewport } from '../../test/media.ts';
import { burgerData } from '../lib/fixtures.ts';
import { isPageScrollLocked } from '../lib/scroll-lock.ts';
import { BurgerButton } from './burger-button.tsx';
import { BurgerNavigation } from './burger-navigation.tsx';
import { burgerStore } from './burger-store.ts';

afterEach(() => {
  act(() => burgerStore.getState().close());
  vi.restoreAllMocks();
});

function renderBurger() {
  return renderWithTexts(
    <>
      <BurgerButton />
      <BurgerNavigation data={burgerData} currentPath="/bilderbox" />
    </>,
  );
}

describe('BurgerNavigation', () => {
  it('opens from the button with the page scroll locked, closes with Escape and gives focus back', async () => {
    mockViewport({ width: 375, hover: false });
    renderBurger();
    const button = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('navigation', { name: 'Menü' })).toBeInTheDocument();
    expect(isPageScrollLocked()).toBe(true);
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menü' })).toBeNull();
    expect(isPageScrollLocked()).toBe(false);
    expect(button).toHaveFocus();
  });

  it('goes through three levels: primary, secondary, one tertiary accordion at a time', async () => {
    mockViewport({ width: 375, hover: false });
    renderBurger();
    act(() => burgerStore.getState().open());
    const primary = screen.getByTestId('burger-primary');
    expect(within(primary).getByRole('link', { name: 'Bilderbox' })).toHaveAttribute('aria-current', 'page');
    expect(within(primary).getByRole('link', { name: /030 2312 5000/ })).toHaveAttribute(
      'href',
      'tel:+49302312500',
    );
    expect(within(primary).getByRole('navigation', { name: 'Unsere Shops' })).toBeInTheDocument();
    expect(within(primary).getByRole('list', { name: 'Mehr entdecken' })).toBeInTheDocument();
    expect(within(primary).getByRole('list', { name: 'Informationen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Wandbilder' }));
    expect(burgerStore.getState()).toMatchObject({ level: 'secondary', activeItem: 0 });
    expect(screen.getByRole('heading', { name: 'Wandbilder' })).toBeInTheDocument();
    const materials = screen.getByRole('button', { name: 'Materialien' });
    const framed = screen.getByRole('button', { name: 'Gerahmt' });
    await userEvent.click(materials);
    expect(materials).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Poster' })).toBeVisible();
    await userEvent.click(framed);
    expect(materials).toHaveAttribute('aria-expanded', 'false');
    expect(framed).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(framed);
    expect(burgerStore.getState().openAccordion).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(burgerStore.getState()).toMatchObject({ level: 'primary', activeItem: null, openAccordion: null });
  });

  it('remembers the primary scroll position and restores it when coming back from secondary', async () => {
    mockViewport({ width: 375, hover: false });
    renderBurger();
    act(() => burgerStore.getState().open());
    screen.getByTestId('burger-primary').scrollTop = 240;
    await userEvent.click(screen.getByRole('button', { name: 'Wandbilder' }));
    expect(burgerStore.getState().primaryScrollTop).toBe(240);
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByTestId('burger-primary').scrollTop).toBe(240);
  });

  it('keeps Tab inside the open burger', async () => {
    mockViewport({ width: 375, hover: false });
    renderBurger();
    act(() => burgerStore.getState().open());
    const close = screen.getByRole('button', { name: 'Menü schließen' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    const links = within(screen.getByTestId('burger-primary')).getAllByRole('link');
    expect(links[links.length - 1]).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('closing resets to primary and clears the active item and accordion', () => {
    act(() => {
      burgerStore.getState().open();
      burgerStore.getState().showSecondary(0, 80);
      burgerStore.getState().toggleAccordion(1);
      burgerStore.getState().close();
    });
    expect(burgerStore.getState()).toMatchObject({ level: 'closed', activeItem: null, openAccordion: null });
    act(() => burgerStore.getState().open());
    expect(burgerStore.getState()).toMatchObject({ level: 'primary', activeItem: null, openAccordion: null });
  });

  it('closes itself when the viewport reaches 1000 px', () => {
    const resize = mockViewport({ width: 375, hover: false });
    renderBurger();
    act(() => burgerStore.getState().open());
    act(() => resize({ width: 999, hover: false }));
    expect(burgerStore.getState().level).toBe('primary');
    act(() => resize({ width: 1000, hover: false }));
    expect(burgerStore.getState().level).toBe('closed');
    expect(isPageScrollLocked()).toBe(false);
  });
});
