'use client';
import { TextsProvider, useTexts, type ClientTexts } from '@shop/i18n/react';
import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { BURGER_BREAKPOINT } from '@shop/domain/layout/breakpoints';
import { whenIdle } from '@shop/tracking/script-loader';
import { minWidthQuery, useMediaQuery } from '@shop/ui/lib/use-media-query';
import { burgerStore, useBurger } from '@shop/ui/navigation/burger-store';
import type { FlyoutContentProps } from '@shop/ui/navigation/flyout-content';
import type { FlyoutData, MainNavigationItem } from '@shop/ui/navigation/flyout-data';
import { MainNavigation } from '@shop/ui/navigation/main-navigation';
import type { BurgerData } from '@shop/ui/navigation/navigation-types';
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useVariantSegment } from '../flags/variant-segment.ts';
import { BURGER_DATA_PATH, FLYOUT_DATA_PATH } from './burger-path.ts';
import { shellLogger } from './shell-logger.ts';
import { createSharedRequests } from '@shop/ui/lib/shared-requests';
import { publicPathOf } from './public-path.ts';
import { useContentPath } from './shell-path.ts';

export interface ShellMainNavigationProps {
  /** The bar's items (`toMainNavigationItems`): no flyout groups, those load from the flyout route. */
  items: MainNavigationItem[];
  locale: Locale;
  platform: Platform;
  /** The locale's and platform's path prefix (`/`, `/fr`, `/desktop`): item links are public paths. */
  pathPrefix: string;
  /** Navigation type → the content paths of its stories that select more than their own link (`packNavigationTypes`). */
  navigationTypes: Readonly<Record<string, readonly string[]>>;
}

/**
 * The main navigation in the root layout: its flag treatments come from the variant segment below the layout, as the
 * flags provider's of `<main>` do (`useVariantSegment`), so the wall-art flyout renders its treatment in the cached
 * HTML already; the selected item (by path or the story's navigation type) is in that HTML too, read from the route
 * segments. The flyouts' groups are not in the page: on a screen wide enough for flyouts they load from the flyout
 * route, with the code that renders them, at the first idle moment after hydration, or at once when a flyout is wanted
 * before that (phones never load them).
 */
export function ShellMainNavigation({ items, locale, platform, pathPrefix, navigationTypes }: ShellMainNavigationProps) {
  const { treatments } = useVariantSegment();
  const contentPath = useContentPath();
  const wideEnough = useMediaQuery(minWidthQuery(BURGER_BREAKPOINT));
  const [flyouts, setFlyouts] = useState<{ data: FlyoutData; content: ComponentType<FlyoutContentProps> } | null>(null);
  const url = `${FLYOUT_DATA_PATH}?${new URLSearchParams({ locale, platform }).toString()}`;
  const load = useCallback(() => {
    // The groups and the code that renders them come together: neither is in the page's first load.
    Promise.all([loadShellData(url, isFlyoutData), import('@shop/ui/navigation/flyout-content')]).then(
      ([data, module]) => setFlyouts({ data, content: module.FlyoutContent }),
      (error: unknown) => {
        shellLogger.error('flyouts-not-loaded', { reason: String(error) });
      },
    );
  }, [url]);
  useEffect(() => {
    if (!wideEnough || flyouts || !items.some((item) => item.hasFlyout)) return;
    return whenIdle(load);
  }, [wideEnough, flyouts, items, load]);
  return (
    <MainNavigation
      items={items}
      flyouts={flyouts?.data ?? null}
      flyoutContent={flyouts?.content ?? null}
      onFlyoutsWanted={load}
      currentPath={publicPathOf(pathPrefix, contentPath)}
      activeNavigationType={Object.keys(navigationTypes).find((type) => navigationTypes[type]?.includes(contentPath))}
      wallArtTreatments={{
        grouping: treatments?.['wallart-flyout-grouping'] ?? 'control',
        specialEntry: treatments?.['wallart-flyout-special-entry'] ?? 'control',
      }}
    />
  );
}

// The burger renders nothing until it is opened: its code and its levels load on that first tap, not with the page
// (issue 16: no work on a phone's main thread and no flight data for a menu most visitors never open).
const BurgerNavigation = lazy(() =>
  import('@shop/ui/navigation/burger-navigation').then((module) => ({ default: module.BurgerNavigation })),
);

const shellDataRequests = createSharedRequests<unknown>();

/**
 * Shell data from one of the app's shell routes (burger levels, flyouts): one request per URL (locale and platform),
 * shared by every caller; a failed one is forgotten, so the next call tries again.
 */
function loadShellData<T>(url: string, isValid: (data: unknown) => data is T): Promise<T> {
  return shellDataRequests(url, () =>
    fetch(url, { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const data: unknown = await response.json();
      if (!isValid(data)) throw new Error(`${url} sent no shell data`);
      return data;
    }),
  ) as Promise<T>;
}

/** The burger route's answer: the burger's levels and its texts (`createBurgerRoute`). */
type BurgerRouteData = BurgerData & { texts: ClientTexts };

function isBurgerData(data: unknown): data is BurgerRouteData {
  const burger = data as Partial<BurgerRouteData> | null;
  return Array.isArray(burger?.mainNavigationItems) && Array.isArray(burger.extraMenu) && typeof burger.texts === 'object' && burger.texts !== null;
}

function isFlyoutData(data: unknown): data is FlyoutData {
  const flyouts = data as Partial<FlyoutData> | null;
  return typeof flyouts?.groups === 'object' && flyouts.groups !== null && typeof flyouts.texts?.specialHeading === 'string';
}

export interface ShellBurgerNavigationProps {
  locale: Locale;
  platform: Platform;
  /** The locale's and platform's path prefix (`/`, `/fr`, `/desktop`): entries are marked by their public path. */
  pathPrefix: string;
}

/**
 * The burger navigation with the current page's entry marked. A closed burger has no markup (server HTML included),
 * no code in the first-load JavaScript and no data or texts in the page: when the burger button opens it first, its
 * levels and texts are fetched from the burger route and it mounts, and stays. If they cannot be loaded, the burger
 * closes again and the failure is logged; the next tap tries again.
 */
export function ShellBurgerNavigation({ locale, platform, pathPrefix }: ShellBurgerNavigationProps) {
  const currentPath = publicPathOf(pathPrefix, useContentPath());
  const isOpen = useBurger((state) => state.level !== 'closed');
  const [data, setData] = useState<BurgerRouteData | null>(null);
  const shellTexts = useTexts();
  const url = `${BURGER_DATA_PATH}?${new URLSearchParams({ locale, platform }).toString()}`;
  useEffect(() => {
    if (!isOpen || data) return;
    let current = true;
    loadShellData(url, isBurgerData).then(
      (loaded) => {
        if (current) setData(loaded);
      },
      (error: unknown) => {
        shellLogger.error('burger-navigation-not-loaded', { reason: String(error) });
        if (current) burgerStore.getState().close();
      },
    );
    return () => {
      current = false;
    };
  }, [isOpen, data, url]);
  if (!data) return null;
  return (
    <TextsProvider texts={{ ...shellTexts, ...data.texts }}>
      <Suspense fallback={null}>
        <BurgerNavigation data={data} currentPath={currentPath} />
      </Suspense>
    </TextsProvider>
  );
}
