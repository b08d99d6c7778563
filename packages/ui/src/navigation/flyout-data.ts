import type { ShopIntl } from '@shop/i18n/intl';
import type { FlyoutGroup, NavigationItem, NavigationLabel } from './navigation-types.ts';
import type { WallArtFlyoutTexts } from './wallart-flyout-grouping.ts';

/**
 * What the main navigation's client component gets with the page: the bar's items, nothing of their flyouts. The
 * flyouts exist only from 1000 px on, after hydration, so their groups and texts load from the app's flyout route once
 * the page is idle on a wide screen (`FlyoutData`), not in every page's flight data (issue 16: 3–8 KB of each page).
 */
export interface MainNavigationItem {
  text: string;
  url: string;
  label?: NavigationLabel;
  navigationType: string;
  /** The item has flyout groups: its disclosure button is in the server HTML, its flyout loads later. */
  hasFlyout?: true;
}

/** The flyouts of the main navigation: groups by item key (`flyoutKey`) and the texts of the wall-art flyout. */
export interface FlyoutData {
  groups: Record<string, FlyoutGroup[]>;
  texts: WallArtFlyoutTexts & { specialHeading: string };
}

/** The key of an item's flyout: the same text and type in the page and in the flyout route's answer. */
export function flyoutKey(item: Pick<NavigationItem, 'navigationType' | 'text'>): string {
  return `${item.navigationType}|${item.text}`;
}

/** The bar's items as the client component gets them: burger-only items left out, only the fields it renders. */
export function toMainNavigationItems(items: readonly NavigationItem[]): MainNavigationItem[] {
  return items
    .filter((item) => !item.isOnlyInBurgerNavigation)
    .map((item) => ({
      text: item.text,
      url: item.url,
      navigationType: item.navigationType,
      ...(item.label ? { label: item.label } : {}),
      ...(item.flyoutGroups.length > 0 ? { hasFlyout: true as const } : {}),
    }));
}

/** The flyout route's answer: each bar item's groups (the fields a flyout renders) and the translated texts. */
export function toFlyoutData(items: readonly NavigationItem[], intl: ShopIntl): FlyoutData {
  const groups: Record<string, FlyoutGroup[]> = {};
  for (const item of items) {
    if (item.isOnlyInBurgerNavigation || item.flyoutGroups.length === 0) continue;
    groups[flyoutKey(item)] = item.flyoutGroups.map((group) => ({
      id: group.id,
      title: group.title,
      items: group.items.map(({ title, link, asset, typeOverride, isHeadlineItem }) => ({
        title,
        link,
        ...(asset ? { asset } : {}),
        ...(typeOverride ? { typeOverride } : {}),
        ...(isHeadlineItem ? { isHeadlineItem } : {}),
      })),
    }));
  }
  return {
    groups,
    texts: {
      allWallArt: intl.t('wallartFlyout.allWallArt'),
      bestsellers: intl.t('wallartFlyout.bestsellers'),
      premium: intl.t('wallartFlyout.premium'),
      additionalProducts: intl.t('wallartFlyout.additionalProducts'),
      premiumLabel: intl.t('wallartFlyout.premiumLabel'),
      framedWallArt: intl.t('wallartFlyout.framedWallArt'),
      hahnemuehle: intl.t('wallartFlyout.hahnemuehle'),
      specialHeading: intl.t('wallartFlyout.specialHeading'),
    },
  };
}
