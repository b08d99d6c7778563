import { createShopIntl } from '@shop/i18n/intl';
import { describe, expect, it } from 'vitest';
import { navigationItems } from '../lib/fixtures.ts';
import { flyoutKey, toFlyoutData, toMainNavigationItems } from './flyout-data.ts';

describe('main navigation data', () => {
  it('hands the client the bar items only: burger-only items left out, no flyout groups, a flag where they exist', () => {
    const bar = toMainNavigationItems(navigationItems);
    const barItems = navigationItems.filter((item) => !item.isOnlyInBurgerNavigation);
    expect(bar.map((item) => item.text)).toEqual(barItems.map((item) => item.text));
    expect(navigationItems.length).toBeGreaterThan(bar.length);
    for (const [index, item] of bar.entries()) {
      expect(Object.keys(item).sort()).toEqual(
        ['text', 'url', 'navigationType', ...(barItems[index]?.label ? ['label'] : []), ...(barItems[index]?.flyoutGroups.length ? ['hasFlyout'] : [])].sort(),
      );
    }
    expect(bar.filter((item) => item.hasFlyout).length).toBeGreaterThan(0);
  });

  it('gives the flyout route every bar item with groups under its key, and the translated wall-art texts', () => {
    const data = toFlyoutData(navigationItems, createShopIntl('fr-FR'));
    const withGroups = navigationItems.filter((item) => !item.isOnlyInBurgerNavigation && item.flyoutGroups.length > 0);
    expect(Object.keys(data.groups)).toEqual(withGroups.map(flyoutKey));
    const first = withGroups[0];
    if (!first) throw new Error('no flyout in the fixture');
    expect(data.groups[flyoutKey(first)]?.map((group) => group.items.map((item) => item.link))).toEqual(
      first.flyoutGroups.map((group) => group.items.map((item) => item.link)),
    );
    expect(data.texts.specialHeading).toBe(createShopIntl('fr-FR').t('wallartFlyout.specialHeading'));
    expect(data.texts.allWallArt).not.toBe(createShopIntl('de-DE').t('wallartFlyout.allWallArt'));
  });
});
