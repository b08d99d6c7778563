'use client';
import { decodeVariant } from '@shop/flags/variant-code';
import { useBurger } from '@shop/ui/navigation/burger-store';
import { MainNavigation } from '@shop/ui/navigation/main-navigation';
import type { BurgerData, NavigationItem } from '@shop/ui/navigation/navigation-types';
import { useSelectedLayoutSegment } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
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

// The burger renders nothing until it is opened: its levels load on that first tap, not with the page (issue 16: no
// work on a phone's main thread for a menu most visitors never open).
const BurgerNavigation = lazy(() =>
  import('@shop/ui/navigation/burger-navigation').then((module) => ({ default: module.BurgerNavigation })),
);

/**
 * The burger navigation with the current page's entry marked. A closed burger has no markup (server HTML included),
 * so its code is not in the first-load JavaScript: it mounts when the burger button opens it first, and stays.
 */
export function ShellBurgerNavigation({ data, pathPrefix }: { data: BurgerData; pathPrefix: string }) {
  const currentPath = publicPathOf(pathPrefix, useContentPath());
  const isOpen = useBurger((state) => state.level !== 'closed');
  const [wanted, setWanted] = useState(false);
  if (!wanted && isOpen) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BurgerNavigation data={data} currentPath={currentPath} />
    </Suspense>
  );
}
