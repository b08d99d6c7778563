import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../../test/render.tsx';
import { mockViewport } from '../../test/media.ts';
import { easeScrollPosition } from '../lib/animate-scroll.ts';
import { mainNavigationBar as items, navigationFlyouts as flyouts } from '../lib/fixtures.ts';
import { FlyoutContent } from './flyout-content.tsx';
import { FLYOUT_OVERLAY_CLASS, flyoutStore } from './flyout-store.ts';
import { MainNavigation } from './main-navigation.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  flyoutStore.setState(flyoutStore.getInitialState());
});

function setLayout(
  list: HTMLElement,
  { clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number },
) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
}

describe('MainNavigation items', () => {
  beforeEach(() => mockViewport({ width: 1280, hover: true }));

  it('hides burger-only items', () => {
    renderWithTexts(<MainNavigation items={items} currentPath="/" />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).queryByRole('link', { name: 'Gutscheine' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Fotokalender' })).toBeInTheDocument();
  });

  it.each([
    ['/fotokalender', undefined, 'Fotokalender'],
    ['/fotokalender/', undefined, 'Fotokalender'],
    ['/ideen-und-angebote', 'photobook', 'Fotobuch'],
  ])('on %s with active navigation %s selects %s', (path, type, text) => {
    renderWithTexts(
      <MainNavigation items={items} flyouts={flyouts} flyoutContent={FlyoutContent} currentPath={path} activeNavigationType={type} />,
    );
    const selected = document.querySelectorAll('.main-navigation__item.is-selected');
    expect([...selected].map((item) => item.querySelector('a')?.firstChild?.textContent)).toEqual([text]);
  });
});

describe('MainNavigation scroller', () => {
  beforeEach(() => mockViewport({ width: 800, hover: false }));

  it('shows the scroll buttons after the 200 ms resize debounce, and scrolls in 500 ms', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    renderWithTexts(<MainNavigation items={items} flyouts={flyouts} flyoutContent={FlyoutContent} currentPath="/" />);
    const list = document.querySelector<HTMLElement>('.main-navigation__list');
    if (!list) throw new Error('no list');
    const right = document.querySelector('.main-navigation__scroll--right');
    if (!right) throw new Error('no button');
    expect(right).toHaveAttribute('aria-label', 'Nach rechts scrollen');
    act(() => vi.advanceTimersByTime(20)); // first measurement: nothing to scroll yet
    expect(right).not.toBeVisible();

    setLayout(list, { clientWidth: 400, scrollWidth: 1200 });
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(199));
    expect(right).not.toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(right).toBeVisible();

    fireEvent.click(right);
    act(() => vi.advanceTimersByTime(250));
    expect(list.scrollLeft).toBeGreaterThan(100);
    expect(list.scrollLeft).toBeLessThan(300);
    act(() => vi.advanceTimersByTime(260));
    expect(list.scrollLeft).toBe(300);
  });

  it.each([
    [0, 0],
    [0.5, 150],
    [1, 300],
    [2, 300],
  ])('eases at progress %d to %d px', (progress, expected) => {
    expect(easeScrollPosition(0, 300, progress)).toBe(expected);
  });
});

describe('MainNavigation flyout', () => {
  it('opens on hover with a fine pointer at 1280 px, closes after the leave delay, toggles the root overlay class', () => {
    mockViewport({ width: 1280, hover: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithTexts(
      <MainNavigation
        items={items} flyouts={flyouts} flyoutContent={FlyoutContent}
        currentPath="/"
        wallArtTreatments={{ grouping: 'on', specialEntry: 'on' }}
      />,
    );
    const item = screen.getByRole('link', { name: /^Wandbilder/ }).closest('li');
    if (!item) throw new Error('no item');
    const flyout = screen.getByTestId('flyout-0');
    expect(flyout).not.toBeVisible();

    fireEvent.mouseEnter(item);
    expect(flyout).toBeVisible();
    expect(within(flyout).getByRole('region', { name: 'Premium' })).toHaveTextContent('Premium-Qualität');
    expect(
      within(flyout).getByRole('link', { name: 'Wandbilder-Materialien im Vergleich' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(FLYOUT_OVERLAY_CLASS);

    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(100));
    expect(flyout).toBeVisible();
    act(() => vi.advanceTimersByTime(50));
    expect(flyout).not.toBeVisible();
    expect(document.documentElement).not.toHaveClass(FLYOUT_OVERLAY_CLASS);
  });

  it('does not open on touch devices', () => {
    mockViewport({ width: 1280, hover: false });
    renderWithTexts(<MainNavigation items={items} flyouts={flyouts} flyoutContent={FlyoutContent} currentPath="/" />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: /^Wandbilder/ }).closest('li') as HTMLElement);
    expect(screen.getByTestId('flyout-0')).not.toBeVisible();
  });

  it('has no flyout markup below 1000 px, and gets it when the viewport grows', () => {
    const resize = mockViewport({ width: 999, hover: true });
    renderWithTexts(<MainNavigation items={items} flyouts={flyouts} flyoutContent={FlyoutContent} currentPath="/" />);
    expect(screen.queryByTestId('flyout-0')).toBeNull();
    act(() => resize({ width: 1000, hover: true }));
    expect(screen.getByTestId('flyout-0')).toBeInTheDocument();
  });

  it('asks for the flyouts at the first hover when they are not loaded, and shows the open one when they come', () => {
    mockViewport({ width: 1280, hover: true });
    const onFlyoutsWanted = vi.fn();
    const { rerender } = renderWithTexts(<MainNavigation items={items} currentPath="/" onFlyoutsWanted={onFlyoutsWanted} />);
    const flyout = screen.getByTestId('flyout-0');
    fireEvent.mouseEnter(screen.getByRole('link', { name: /^Wandbilder/ }).closest('li') as HTMLElement);
    expect(onFlyoutsWanted).toHaveBeenCalledTimes(1);
    // Open, but no empty panel while the links are on their way.
    expect(flyoutStore.getState().active).toBe(0);
    expect(flyout).not.toBeVisible();
    rerender(<MainNavigation items={items} currentPath="/" onFlyoutsWanted={onFlyoutsWanted} flyouts={flyouts} flyoutContent={FlyoutContent} />);
    expect(flyout).toBeVisible();
    expect(within(flyout).getAllByRole('link').length).toBeGreaterThan(3);
  });

  it('ArrowDown on a disclosure button before the flyouts are loaded focuses the first link once they are', () => {
    mockViewport({ width: 1280, hover: false });
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const onFlyoutsWanted = vi.fn();
    const { rerender } = renderWithTexts(<MainNavigation items={items} currentPath="/" onFlyoutsWanted={onFlyoutsWanted} />);
    const toggle = screen.getAllByRole('button', { name: /^Untermenü/ })[0] as HTMLElement;
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    act(() => vi.advanceTimersToNextFrame());
    expect(onFlyoutsWanted).toHaveBeenCalled();
    expect(toggle).toHaveFocus();
    rerender(<MainNavigation items={items} currentPath="/" onFlyoutsWanted={onFlyoutsWanted} flyouts={flyouts} flyoutContent={FlyoutContent} />);
    expect(within(screen.getByTestId('flyout-0')).getAllByRole('link')[0]).toHaveFocus();
  });

  it('resets the open flyout on route change', () => {
    mockViewport({ width: 1280, hover: true });
    const { rerender } = renderWithTexts(<MainNavigation items={items} flyouts={flyouts} flyoutContent={FlyoutContent} currentPath="/" />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: /^Wandbilder/ }).closest('li') as HTMLElement);
    expect(flyoutStore.getState().active).toBe(0);
    rerender(<MainNavigation items={items} flyouts={flyouts} flyoutContent={FlyoutContent} currentPath="/wandbilder/poster" />);
    expect(flyoutStore.getState()).toMatchObject({ active: null, hovered: null });
  });
});
