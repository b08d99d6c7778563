'use client';
import { decodeVariant } from '@shop/flags/variant-code';
import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { burgerStore, useBurger } from '@shop/ui/navigation/burger-store';
import { MainNavigation } from '@shop/ui/navigation/main-navigation';
import type { BurgerData, NavigationItem } from '@shop/ui/navigation/navigation-types';
import { useSelectedLayoutSegment } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BURGER_DATA_PATH } from './burger-path.ts';
import { shellLogger } from './shell-logger.ts';
import { publicPathOf, useContentPath } from './shell-path.ts';

export interface ShellMainNavigationProps {
  items: NavigationItem[];
  /** The locale's and platform's path prefix (`/`, `/fr`, `/desktop`): item links are public paths. */
  pathPrefix: string;
  /** Content path → the page story's navigation type (`getNavigationTypes`). */
  navigationTypes: Record<string, string>;
}

/**
 * The main navigation in the root layout: the flag treatments come from the variant segment below the layout (the
 * same code the variant layout decodes), so the wall-art flyout renders its treatment in the cached HTML already; the
 * selected item (by path or the story's navigation type) is in that HTML too, read from the route segments.
 */
export function ShellMainNavigation({ items, pathPrefix, navigationTypes }: ShellMainNavigationProps) {
  const variant = useSelectedLayoutSegment();
  const treatments = variant ? decodeVariant(variant) : null;
  const contentPath = useContentPath();
  return (
    <MainNavigation
      items={items}
      currentPath={publicPathOf(pathPrefix, contentPath)}
      activeNavigationType={navigationTypes[contentPath]}
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

const burgerRequests = new Map<string, Promise<BurgerData>>();

/** The burger's levels from the app's burger route, one request per locale and platform (a failed one is retried). */
function loadBurgerData(url: string): Promise<BurgerData> {
  let request = burgerRequests.get(url);
  if (!request) {
    request = fetch(url, { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const data = (await response.json()) as BurgerData;
      if (!Array.isArray(data.mainNavigationItems) || !Array.isArray(data.extraMenu)) throw new Error(`${url} sent no burger levels`);
      return data;
    });
    burgerRequests.set(url, request);
    request.catch(() => burgerRequests.delete(url));
  }
  return request;
}

export interface ShellBurgerNavigationProps {
  locale: Locale;
  platform: Platform;
  /** The locale's and platform's path prefix (`/`, `/fr`, `/desktop`): entries are marked by their public path. */
  pathPrefix: string;
}

/**
 * The burger navigation with the current page's entry marked. A closed burger has no markup (server HTML included),
 * no code in the first-load JavaScript and no data in the page: when the burger button opens it first, its levels are
 * fetched from the burger route and it mounts, and stays. If they cannot be loaded, the burger closes again and the
 * failure is logged; the next tap tries again.
 */
export function ShellBurgerNavigation({ locale, platform, pathPrefix }: ShellBurgerNavigationProps) {
  const currentPath = publicPathOf(pathPrefix, useContentPath());
  const isOpen = useBurger((state) => state.level !== 'closed');
  const [data, setData] = useState<BurgerData | null>(null);
  const url = `${BURGER_DATA_PATH}?${new URLSearchParams({ locale, platform }).toString()}`;
  useEffect(() => {
    if (!isOpen || data) return;
    let current = true;
    loadBurgerData(url).then(
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
    <Suspense fallback={null}>
      <BurgerNavigation data={data} currentPath={currentPath} />
    </Suspense>
  );
}
