'use client';
import {
  BURGER_BREAKPOINT,
  RESIZE_DEBOUNCE_MS,
  SCROLLER_ANIMATION_MS,
} from '@shop/domain/layout/breakpoints';
import { useText } from '@shop/i18n/react';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { animateScrollLeft, debounce } from '../lib/animate-scroll.ts';
import { Icon } from '../lib/icons.tsx';
import { HOVER_QUERY, minWidthQuery, useMediaQuery } from '../lib/use-media-query.ts';
import { FLYOUT_LEAVE_DELAY_MS, FLYOUT_OVERLAY_CLASS, flyoutStore, useFlyout } from './flyout-store.ts';
import { flyoutKey, type FlyoutData, type MainNavigationItem } from './flyout-data.ts';
import type { FlyoutContentProps } from './flyout-content.tsx';
import { isCurrentPath } from './navigation-types.ts';

export interface MainNavigationProps {
  /** The bar's items (`toMainNavigationItems` of GlobalNavigation.mainNavigationItems, links resolved). */
  items: MainNavigationItem[];
  /** Current content path (no locale prefix, desktop segment or trailing slash). */
  currentPath: string;
  /** The page story's `navigationType`. */
  activeNavigationType?: string;
  /** Server-evaluated treatments of `wallart-flyout-grouping` and `wallart-flyout-special-entry`. */
  wallArtTreatments?: { grouping: string; specialEntry: string };
  /** The flyouts' groups and texts once loaded (`toFlyoutData`); until then the flyouts are empty. */
  flyouts?: FlyoutData | null;
  /** The flyout's links (`FlyoutContent`), loaded with the flyouts: without it the flyouts are empty too. */
  flyoutContent?: ComponentType<FlyoutContentProps> | null;
  /** Called when a flyout is wanted before the flyouts are there (hover, disclosure button, arrow keys). */
  onFlyoutsWanted?: () => void;
}

/** Is a navigation item the selected one: its link is the current path or its type the story's active navigation. */
export function isSelectedItem(
  item: Pick<MainNavigationItem, 'url' | 'navigationType'>,
  currentPath: string,
  activeNavigationType?: string,
): boolean {
  return (
    isCurrentPath(item.url, currentPath) ||
    (activeNavigationType !== undefined && item.navigationType === activeNavigationType)
  );
}

function useScrollButtons(list: React.RefObject<HTMLUListElement | null>) {
  const [state, setState] = useState({ left: false, right: false });
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      const left = element.scrollLeft > 0;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setState((previous) =>
        previous.left === left && previous.right === right ? previous : { left, right },
      );
    };
    // First measurement after layout, then on scroll and (debounced 200 ms) on resize.
    const frame = requestAnimationFrame(update);
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      onResize.cancel();
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', onResize);
    };
  }, [list]);
  return state;
}

/** The links of an open flyout, in reading order. */
function flyoutLinks(item: HTMLElement): HTMLAnchorElement[] {
  return [...item.querySelectorAll<HTMLAnchorElement>('.flyout:not([hidden]) a[href]')];
}

/**
 * Keys of a navigation item with a flyout (disclosure pattern): Enter and Space toggle it on its button (native button
 * behaviour), ArrowDown / ArrowUp on the button open it and focus its first / last link, ArrowDown / ArrowUp / Home /
 * End move between its links, Escape closes it and gives focus back to the button.
 */
function onFlyoutKeyDown(
  event: KeyboardEvent<HTMLLIElement>,
  options: { index: number; isOpen: boolean; toggle: HTMLButtonElement | null; onLinksMissing: (last: boolean) => void },
) {
  const { index, isOpen, toggle, onLinksMissing } = options;
  const item = event.currentTarget;
  const onToggle = event.target === toggle;
  if (event.key === 'Escape' && isOpen) {
    event.preventDefault();
    flyoutStore.getState().reset();
    toggle?.focus();
    return;
  }
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  if (onToggle && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
    event.preventDefault();
    const last = event.key === 'ArrowUp';
    if (!isOpen) flyoutStore.getState().open(index);
    // The flyout shows after React commits the open state: focus its link in the next frame.
    requestAnimationFrame(() => {
      const links = flyoutLinks(item);
      const target = last ? links[links.length - 1] : links[0];
      // Flyouts not loaded yet: the link gets focus when they are.
      if (target) target.focus();
      else onLinksMissing(last);
    });
    return;
  }
  const links = flyoutLinks(item);
  const position = links.indexOf(event.target as HTMLAnchorElement);
  if (position < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? links.length - 1 : (position + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
  links[next]?.focus();
}

/**
 * The main navigation: a horizontally scrolling list with scroll buttons; items with flyout groups open their flyout
 * on hover on fine-pointer devices and, for keyboards and touch, with a disclosure button beside the link
 * (`aria-expanded`); the flyout markup exists only from 1000 px on, its links once `flyouts` are loaded.
 */
export function MainNavigation({
  items,
  currentPath,
  activeNavigationType,
  wallArtTreatments = { grouping: 'control', specialEntry: 'control' },
  flyouts = null,
  flyoutContent: FlyoutContent = null,
  onFlyoutsWanted,
}: MainNavigationProps) {
  const label = useText('nav.mainLabel');
  const scrollLeftLabel = useText('nav.scrollLeft');
  const scrollRightLabel = useText('nav.scrollRight');
  const submenuLabel = useText('nav.submenu');
  const idPrefix = useId();
  const toggles = useRef(new Map<number, HTMLButtonElement>());
  const list = useRef<HTMLUListElement>(null);
  const buttons = useScrollButtons(list);
  const canHover = useMediaQuery(HOVER_QUERY);
  const wideEnough = useMediaQuery(minWidthQuery(BURGER_BREAKPOINT));
  const active = useFlyout((state) => state.active);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stopAnimation = useRef<() => void>(undefined);
  // An arrow key opened a flyout before its links were loaded: focus its first (or last) link when they are.
  const pendingFocus = useRef<{ index: number; last: boolean } | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!flyouts || !FlyoutContent || !pending) return;
    pendingFocus.current = null;
    if (flyoutStore.getState().active !== pending.index) return;
    const links = [...(document.getElementById(`${idPrefix}-flyout-${pending.index}`)?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
    (pending.last ? links[links.length - 1] : links[0])?.focus();
  }, [flyouts, FlyoutContent, idPrefix]);

  // Route change (not the first render): nothing stays active or hovered.
  const previousPath = useRef(currentPath);
  useEffect(() => {
    if (previousPath.current === currentPath) return;
    previousPath.current = currentPath;
    flyoutStore.getState().reset();
  }, [currentPath]);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(FLYOUT_OVERLAY_CLASS, active !== null);
    return () => root.classList.remove(FLYOUT_OVERLAY_CLASS);
  }, [active]);

  useEffect(
    () => () => {
      clearTimeout(leaveTimer.current);
      stopAnimation.current?.();
    },
    [],
  );

  const scrollBy = (direction: -1 | 1) => {
    const element = list.current;
    if (!element) return;
    stopAnimation.current?.();
    const target = Math.max(0, element.scrollLeft + direction * element.clientWidth * 0.75);
    stopAnimation.current = animateScrollLeft(element, target, SCROLLER_ANIMATION_MS);
  };

  const flyoutsEnabled = canHover && wideEnough;
  const wantFlyouts = () => {
    if (!flyouts || !FlyoutContent) onFlyoutsWanted?.();
  };
  const onEnter = (index: number) => {
    if (!flyoutsEnabled) return;
    wantFlyouts();
    clearTimeout(leaveTimer.current);
    flyoutStore.getState().open(index);
  };
  const onLeave = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => flyoutStore.getState().reset(), FLYOUT_LEAVE_DELAY_MS);
  };
  const onToggle = (index: number) => {
    wantFlyouts();
    clearTimeout(leaveTimer.current);
    if (flyoutStore.getState().active === index) flyoutStore.getState().reset();
    else flyoutStore.getState().open(index);
  };

  return (
    <nav className="main-navigation" aria-label={label}>
      <button
        type="button"
        className="main-navigation__scroll main-navigation__scroll--left"
        aria-label={scrollLeftLabel}
        hidden={!buttons.left}
        onClick={() => scrollBy(-1)}
      >
        <Icon name="chevronLeft" />
      </button>
      <ul className="main-navigation__list" ref={list}>
        {items.map((item, index) => {
          const selected = isSelectedItem(item, currentPath, activeNavigationType);
          const hasFlyout = item.hasFlyout === true;
          const groups = flyouts?.groups[flyoutKey(item)];
          const isOpen = active === index;
          const withFlyout = hasFlyout && wideEnough;
          const flyoutId = `${idPrefix}-flyout-${index}`;
          return (
            <li
              key={flyoutKey(item)}
              className={selected ? 'main-navigation__item is-selected' : 'main-navigation__item'}
              onMouseEnter={hasFlyout ? () => onEnter(index) : undefined}
              onMouseLeave={hasFlyout ? onLeave : undefined}
              onKeyDown={
                withFlyout
                  ? (event) => {
                      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') wantFlyouts();
                      onFlyoutKeyDown(event, {
                        index,
                        isOpen,
                        toggle: toggles.current.get(index) ?? null,
                        onLinksMissing: (last) => {
                          pendingFocus.current = { index, last };
                        },
                      });
                    }
                  : undefined
              }
              // Focus leaving the item (Tab past its last link) closes its flyout, as the pointer leaving does.
              onBlur={
                withFlyout
                  ? (event) => {
                      if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) flyoutStore.getState().reset();
                    }
                  : undefined
              }
            >
              <a
                className="main-navigation__link"
                href={item.url}
                aria-current={isCurrentPath(item.url, currentPath) ? 'page' : undefined}
              >
                {item.text}
                {item.label && (
                  <span
                    className="main-navigation__label"
                    style={{
                      backgroundColor: item.label.labelBackgroundColor,
                      color: item.label.labelTextColor,
                    }}
                  >
                    {item.label.labelText}
                  </span>
                )}
              </a>
              {/* In the server HTML too (no shift when the page hydrates); CSS shows it from 1000 px on only, where the
                  flyout exists. */}
              {hasFlyout && (
                <button
                  type="button"
                  className="main-navigation__toggle"
                  ref={(element) => {
                    if (element) toggles.current.set(index, element);
                    else toggles.current.delete(index);
                  }}
                  aria-expanded={isOpen}
                  aria-controls={withFlyout ? flyoutId : undefined}
                  aria-label={`${submenuLabel} ${item.text}`}
                  onClick={() => onToggle(index)}
                >
                  <Icon name="chevronDown" />
                </button>
              )}
              {withFlyout && (
                // Hidden until its links are loaded too: an open flyout without them would be an empty panel.
                <div className="flyout" id={flyoutId} hidden={!isOpen || !groups || !FlyoutContent} data-testid={`flyout-${index}`}>
                  {flyouts && groups && FlyoutContent && (
                    <FlyoutContent item={item} groups={groups} flyouts={flyouts} wallArtTreatments={wallArtTreatments} currentPath={currentPath} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="main-navigation__scroll main-navigation__scroll--right"
        aria-label={scrollRightLabel}
        hidden={!buttons.right}
        onClick={() => scrollBy(1)}
      >
        <Icon name="chevronRight" />
      </button>
    </nav>
  );
}
