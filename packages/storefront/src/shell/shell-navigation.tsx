'use client';
import { decodeVariant } from '@shop/flags/variant-code';
import { MainNavigation } from '@shop/ui/navigation/main-navigation';
import type { NavigationItem } from '@shop/ui/navigation/navigation-types';
import { useSelectedLayoutSegment } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** The browser's path after hydration; the cached server HTML knows no path, so it renders none selected. */
export function useBrowserPath(): string {
  return useSyncExternalStore(
    subscribeNever,
    () => window.location.pathname,
    () => '',
  );
}

export interface ShellMainNavigationProps {
  items: NavigationItem[];
}

/**
 * The main navigation in the root layout: the flag treatments come from the variant segment below the layout (the
 * same code the variant layout decodes), so the wall-art flyout renders its treatment in the cached HTML already.
 */
export function ShellMainNavigation({ items }: ShellMainNavigationProps) {
  const variant = useSelectedLayoutSegment();
  const treatments = variant ? decodeVariant(variant) : null;
  const currentPath = useBrowserPath();
  return (
    <MainNavigation
      items={items}
      currentPath={currentPath}
      wallArtTreatments={{
        grouping: treatments?.['wallart-flyout-grouping'] ?? 'control',
        specialEntry: treatments?.['wallart-flyout-special-entry'] ?? 'control',
      }}
    />
  );
}
