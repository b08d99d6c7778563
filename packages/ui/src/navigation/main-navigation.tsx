'use client';
import {
  BURGER_BREAKPOINT,
  RESIZE_DEBOUNCE_MS,
  SCROLLER_ANIMATION_MS,
} from '@shop/domain/layout/breakpoints';
import { useText } from '@shop/i18n/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { animateScrollLeft, debounce } from '../lib/animate-scroll.ts';
import { Icon } from '../lib/icons.tsx';
import { HOVER_QUERY, minWidthQuery, useMediaQuery } from '../lib/use-media-query.ts';
import { FLYOUT_LEAVE_DELAY_MS, FLYOUT_OVERLAY_CLASS, flyoutStore, useFlyout } from './flyout-store.ts';
import { isCurrentPath, type NavigationItem } from './navigation-types.ts';
import { groupWallArtFlyout, isWallArtCategory, type WallArtFlyoutTexts } from './wallart-flyout-grouping.ts';
import { WallArtFlyout } from './wallart-flyout.tsx';

export interface MainNavigationProps {
  /** GlobalNavigation.mainNavigationItems, links resolved. */
  items: NavigationItem[];
  /** Current content path (no locale prefix, desktop segment or trailing slash). */
  currentPath: string;
  /** The page story's `navigationType`. */
  activeNavigationType?: string;
  /** Server-evaluated treatments of `wallart-flyout-grouping` and `wallart-flyout-special-entry`. */
  wallArtTreatments?: { grouping: string; specialEntry: string };
}

/** Is a navigation item the selected one: its link is the current path or its type the story's active navigation. */
export function isSelectedItem(
  item: NavigationItem,
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

function GenericFlyout({ item, currentPath }: { item: NavigationItem; currentPath: string }) {
  return (
    <div className="flyout__content">
      {item.flyoutGroups.map((group) => (
        <section
          key={group.id}
          className="flyout__group"
          aria-label={group.title}
        >
          <p className="flyout__group-title">{group.title}</p>
          <ul className="flyout__list">
            {group.items.map((entry) => (
              <li key={`${entry.link}|${entry.title}`}>
                <a
                  className="flyout__link"
                  href={entry.link}
                  aria-current={isCurrentPath(entry.link, currentPath) ? 'page' : undefined}
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function useWallArtTexts(): WallArtFlyoutTexts {
  const allWallArt = useText('wallartFlyout.allWallArt');
  const bestsellers = useText('wallartFlyout.bestsellers');
  const premium = useText('wallartFlyout.premium');
  const additionalProducts = useText('wallartFlyout.additionalProducts');
  const premiumLabel = useText('wallartFlyout.premiumLabel');
  const framedWallArt = useText('wallartFlyout.framedWallArt');
  const hahnemuehle = useText('wallartFlyout.hahnemuehle');
  return useMemo(
    () => ({
      allWallArt,
      bestsellers,
      premium,
      additionalProducts,
      premiumLabel,
      framedWallArt,
      hahnemuehle,
    }),
    [allWallArt, bestsellers, premium, additionalProducts, premiumLabel, framedWallArt, hahnemuehle],
  );
}

/**
 * The main navigation: a horizontally scrolling list with scroll buttons; items with flyout groups open their flyout
 * on hover on fine-pointer devices, and the flyout markup exists only from 1000 px on.
 */
export function MainNavigation({
  items,
  currentPath,
  activeNavigationType,
  wallArtTreatments = { grouping: 'control', specialEntry: 'control' },
}: MainNavigationProps) {
  const label = useText('nav.mainLabel');
  const scrollLeftLabel = useText('nav.scrollLeft');
  const scrollRightLabel = useText('nav.scrollRight');
  const specialHeading = useText('wallartFlyout.specialHeading');
  const wallArtTexts = useWallArtTexts();
  const list = useRef<HTMLUListElement>(null);
  const buttons = useScrollButtons(list);
  const canHover = useMediaQuery(HOVER_QUERY);
  const wideEnough = useMediaQuery(minWidthQuery(BURGER_BREAKPOINT));
  const active = useFlyout((state) => state.active);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stopAnimation = useRef<() => void>(undefined);

  const visibleItems = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !item.isOnlyInBurgerNavigation);

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
  const onEnter = (index: number) => {
    if (!flyoutsEnabled) return;
    clearTimeout(leaveTimer.current);
    flyoutStore.getState().open(index);
  };
  const onLeave = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => flyoutStore.getState().reset(), FLYOUT_LEAVE_DELAY_MS);
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
        {visibleItems.map(({ item, index }) => {
          const selected = isSelectedItem(item, currentPath, activeNavigationType);
          const hasFlyout = item.flyoutGroups.length > 0;
          const isOpen = active === index;
          return (
            <li
              key={`${item.navigationType}|${item.text}`}
              className={selected ? 'main-navigation__item is-selected' : 'main-navigation__item'}
              onMouseEnter={hasFlyout ? () => onEnter(index) : undefined}
              onMouseLeave={hasFlyout ? onLeave : undefined}
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
              {hasFlyout && wideEnough && (
                <div className="flyout" hidden={!isOpen} data-testid={`flyout-${index}`}>
                  {isWallArtCategory(item.text) ? (
                    <WallArtFlyout
                      layout={groupWallArtFlyout({
                        flyoutGroups: item.flyoutGroups,
                        groupingTreatment: wallArtTreatments.grouping,
                        specialEntryTreatment: wallArtTreatments.specialEntry,
                        texts: wallArtTexts,
                      })}
                      specialHeading={specialHeading}
                      currentPath={currentPath}
                    />
                  ) : (
                    <GenericFlyout item={item} currentPath={currentPath} />
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
