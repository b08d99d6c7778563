/**
 * Story and test data. The shell's part is derived, not written: the wallart (de) global stories of content/, mapped
 * by the same functions the storefront runs on what the content API delivers (`toContentBlock`, then
 * `mapGlobalStories`: story links to their localized path, assets to their image path). Editing a global story
 * changes the stories and tests with it. The customers are the shop API's answer shapes.
 */
import { toContentBlock } from '@shop/api-client/content/blocks';
import { mapGlobalStories } from '@shop/api-client/content/shell';
import { wallart } from '@shop/config/channels/wallart';
import { loggedOutCustomer as loggedOutSession, type Customer } from '@shop/contract/customer';
import { createShopIntl } from '@shop/i18n/intl';
import { toFlyoutData, toMainNavigationItems } from '../navigation/flyout-data.ts';
import burger from '../../../../content/wallart/de/global/burger.json' with { type: 'json' };
import footer from '../../../../content/wallart/de/global/footer.json' with { type: 'json' };
import header from '../../../../content/wallart/de/global/header.json' with { type: 'json' };
import navigation from '../../../../content/wallart/de/global/navigation.json' with { type: 'json' };
import shopsStory from '../../../../content/wallart/de/global/shops.json' with { type: 'json' };

const globalStories = [burger, footer, header, navigation, shopsStory].map((story) => ({
  fullSlug: story.full_slug,
  content: toContentBlock(story.published as Record<string, unknown>),
}));

// No API origin: asset URLs stay the image proxy's paths (`/images/…`), as the old hand-written fixtures had them.
const shell = mapGlobalStories(globalStories, { settings: wallart, locale: 'de-DE', platform: 'web' }, '');

export const navigationItems = shell.mainNavigationItems;
/** The main navigation's bar items and its flyouts as the page and the flyout route hand them to the client. */
export const mainNavigationBar = toMainNavigationItems(navigationItems);
export const navigationFlyouts = toFlyoutData(navigationItems, createShopIntl('de-DE'));
export const subNavigations = shell.subNavigations;
export const burgerData = shell.burger;
export const shops = shell.shops;
export const headerData = shell.header;
export const footerData = shell.footer;

export const loggedOutCustomer: Customer = {
  ...loggedOutSession,
  order: { id: 17, isWhitelabelOrder: false, cartArticlesAmount: 2 },
};

export const loggedInCustomer: Customer = {
  emailHash: '5d41402abc4b2a76b9719d911017c592',
  firstName: 'Erika',
  lastName: 'Mustermann',
  fullName: 'Erika Mustermann',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: 100234,
  type: 0,
  order: { id: 18, isWhitelabelOrder: false, cartArticlesAmount: 3 },
};

export const whitelabelCustomer: Customer = {
  ...loggedInCustomer,
  firstName: 'Jonas',
  lastName: 'Weber',
  fullName: 'Jonas Weber',
  isWhitelabelCustomer: true,
  number: 100777,
};
