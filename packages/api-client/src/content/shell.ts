import { getFeatures, type ChannelFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import { contrastRatio } from '@shop/domain/color/contrast-ratio';
import { resolveImagePreset } from '@shop/domain/image/image-defaults';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import { buildRouteHref } from '@shop/domain/routing/route-href';

/*
 * The shell's data in the project's own shape, and its one mapper. The content space's global stories (header,
 * navigation, burger, shops, footer; content/README.md, spec point 3) hold it under vendor field names
 * (`storyblokTitle`, `flyoutGroupIdentifier`, …): `mapShell` turns them into these types, each multilink into the
 * localized path and each asset into its URL. The storefront (`data/shell.ts`) and the ui's story fixtures both use it.
 */

export interface NavigationImage {
  src: string;
  alt: string;
}

export interface NavigationLabel {
  labelText: string;
  labelBackgroundColor: string;
  labelTextColor: string;
}

/** FlyoutItem of a flyout group. */
export interface FlyoutItem {
  title: string;
  link: string;
  asset?: NavigationImage | null;
  linkOnlyImage?: boolean;
  subnaviTitle?: string;
  subnaviAsset?: NavigationImage | null;
  /** `special` marks the one special entry of the wall-art flyout. */
  typeOverride?: string;
  isHeadlineItem?: boolean;
}

/** FlyoutGroup of a main navigation item. */
export interface FlyoutGroup {
  id: string;
  title: string;
  items: FlyoutItem[];
  customItems?: FlyoutItem[];
}

/** NavigationItem of GlobalNavigation.mainNavigationItems. */
export interface NavigationItem {
  text: string;
  url: string;
  icon?: NavigationImage | null;
  label?: NavigationLabel | null;
  navigationType: string;
  flyoutGroups: FlyoutGroup[];
  hasSubItems?: boolean;
  subItems?: NavigationItem[];
  subNaviOnly?: boolean;
  alwaysShowSubNavi?: boolean;
  isOnlyInBurgerNavigation?: boolean;
}

export type SubNavigationTileType = 'circle' | 'square' | 'square-image';

export interface SubNavigationTile {
  tileType: SubNavigationTileType;
  label: string;
  link: string;
  image?: NavigationImage | null;
}

export interface SubNavigationCategory {
  headline: string;
  tiles: SubNavigationTile[];
}

/** SubNavigation of GlobalNavigation.subNavigations, one per navigation type. */
export interface SubNavigationData {
  navigationType: string;
  alwaysShow?: boolean;
  categories: SubNavigationCategory[];
}

/** BurgerItem: three levels deep (primary → secondary → tertiary accordion). */
export interface BurgerItem {
  text: string;
  url: string;
  hasSubItems?: boolean;
  subItems?: BurgerItem[];
}

export interface ServiceHotline {
  /** What the visitor reads, e.g. `030 2312 5000`. */
  display: string;
  /** The `tel:` URL. */
  tel: string;
}

/** ShopEntry of GlobalShops. */
export interface ShopEntry {
  text: string;
  link: string;
  color?: { color: string } | null;
  icon?: NavigationImage | null;
}

export interface FooterLink {
  text: string;
  link: string;
}

/** FooterColumn of GlobalFooter: a headline over its links. */
export interface FooterColumn {
  headline: string;
  links: FooterLink[];
}

/** GlobalBurger with its footer and shops relations resolved. */
export interface BurgerData {
  mainNavigationItems: BurgerItem[];
  extraMenu: BurgerItem[];
  serviceHotline: ServiceHotline;
  serviceText?: string;
  footer: FooterLink[];
  shops: ShopEntry[];
}

/** An entry of the header: its words and the resolved path of its link. */
export interface HeaderLink {
  text: string;
  /** Resolved path of the entry's link. */
  link: string;
}

/** GlobalHeader content story, links resolved. */
export interface HeaderData {
  magazine: HeaderLink;
  service: HeaderLink;
  account: HeaderLink;
  cart: HeaderLink;
  /** The wishlist page, in channels with a wishlist only (no entry otherwise). */
  wishlist?: HeaderLink | null;
  serviceHotline: ServiceHotline;
  logo?: { src: string; alt: string } | null;
}

/** The global stories of a channel and language, links resolved to public paths and assets to image-proxy URLs. */
export interface ShellData {
  header: HeaderData;
  mainNavigationItems: NavigationItem[];
  subNavigations: SubNavigationData[];
  burger: BurgerData;
  shops: ShopEntry[];
  /** The `global/footer` story: columns of links and the copyright line. */
  footer: { columns: FooterColumn[]; copyright: string };
}

export interface LinkContext {
  settings: ChannelSettings;
  locale: Locale;
  platform: Platform;
}

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw => (typeof value === 'object' && value !== null ? (value as Raw) : {});
const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A Storyblok multilink as the public path of the locale: story links by their slug, plain paths localized. */
export function resolveMultilink(link: unknown, context: LinkContext): string {
  const raw = record(link);
  if (raw.linktype === 'story') {
    const slug = text(raw.cached_url).replace(new RegExp(`^${context.settings.id}/`), '');
    const path = slug === '' || slug === 'home' ? '/' : `/${slug}`;
    return buildPublicPath({ ...context, path });
  }
  const url = text(raw.url) || text(raw.cached_url);
  if (url.startsWith('/')) return buildPublicPath({ ...context, path: url });
  return url === '' ? buildPublicPath({ ...context, path: '/' }) : url;
}

/**
 * A label's text colour as the editor chose it when it reads on the background (WCAG AA, 4.5:1); else black or white,
 * whichever reads better: label colours are picked by eye, the navigation must stay legible.
 */
export function readableLabelTextColor(background: string, text: string): string {
  if (contrastRatio(background, text) >= 4.5) return text;
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** An asset as an absolute URL: the content API already prefixes its image proxy origin; a bare path gets it here. */
function resolveAsset(asset: unknown, apiOrigin: string): NavigationImage | null {
  const raw = record(asset);
  const filename = text(raw.filename);
  if (filename === '') return null;
  return { src: filename.startsWith('/') ? `${apiOrigin}${filename}` : filename, alt: text(raw.alt) };
}

/**
 * The header draws its logo in the `header-logo` preset's box: the proxy cuts it to that ratio (2× for sharp screens), so
 * the box does not change when the picture arrives (cover is the proxy's default fit). Its sides are among the sizes the proxy renders (any other is a 400).
 */
const headerLogo = resolveImagePreset('header-logo');
const HEADER_LOGO_QUERY = `w=${headerLogo.width}&h=${headerLogo.height}&dpr=2`;

function logoAsset(image: NavigationImage | null): NavigationImage | null {
  if (!image) return null;
  return { ...image, src: `${image.src}${image.src.includes('?') ? '&' : '?'}${HEADER_LOGO_QUERY}` };
}

/**
 * An entry the content ties to a channel feature (`requiresFeature: "hasApps"` on the wallart burger's apps entry) is
 * shown only where the feature is on for the locale (wallart en-US has no apps, spec point 3).
 */
export function isOffered(raw: Raw, features: ChannelFeatures): boolean {
  const feature = raw.requiresFeature;
  if (typeof feature !== 'string' || feature === '') return true;
  return Object.hasOwn(features, feature) && features[feature as keyof ChannelFeatures] === true;
}

/** Maps the global stories of a channel and locale into the shell's data (exported for tests on the real content). */
export function mapShell(stories: Map<string, Raw>, context: LinkContext, apiOrigin: string): ShellData {
  const link = (value: unknown) => resolveMultilink(value, context);
  const asset = (value: unknown) => resolveAsset(value, apiOrigin);
  const headerStory = stories.get('header') ?? {};
  const entry = (value: unknown) => ({ text: text(record(value).text), link: link(record(value).link) });
  const hotline = (value: unknown) => ({ display: text(record(value).display), tel: text(record(value).tel) });
  // Account and cart are answered by the systems next door: their paths come from the route table, the words from the story.
  const routeEntry = (value: unknown, group: 'customer-account' | 'cart') => ({
    text: text(record(value).text),
    link: buildRouteHref({ ...context, group }) ?? link(record(value).link),
  });
  const features = getFeatures(context.settings, context.locale);
  // The header's wishlist entry is the navigation's wishlist item (its page and name), in channels with a wishlist.
  const wishlistItem = features.hasWishlist ? list(stories.get('navigation')?.mainNavigationItems).find((raw) => raw.navigationType === 'wishlist') : undefined;
  const header: HeaderData = {
    magazine: entry(headerStory.magazine),
    service: entry(headerStory.service),
    account: routeEntry(headerStory.account, 'customer-account'),
    cart: routeEntry(headerStory.cart, 'cart'),
    wishlist: wishlistItem ? { text: text(wishlistItem.text), link: link(wishlistItem.url) } : null,
    serviceHotline: hotline(headerStory.serviceHotline),
    logo: logoAsset(asset(headerStory.logo)),
  };

  const flyoutItem = (raw: Raw): FlyoutItem => ({
    title: text(raw.storyblokTitle),
    link: link(raw.link),
    asset: asset(raw.asset),
    linkOnlyImage: raw.linkOnlyImage === true,
    subnaviTitle: text(raw.subnaviTitle) || undefined,
    subnaviAsset: asset(raw.subnaviAsset),
    typeOverride: text(raw.typeOverride) || undefined,
    isHeadlineItem: raw.isHeadlineItem === true,
  });
  const flyoutGroup = (raw: Raw): FlyoutGroup => ({
    id: text(raw.flyoutGroupIdentifier),
    title: text(raw.flyoutGroupTitle),
    items: list(raw.flyoutGroupItems).map(flyoutItem),
    customItems: list(raw.flyoutGroupItemsCustom).map(flyoutItem),
  });
  const navigationItem = (raw: Raw): NavigationItem => {
    const label = record(raw.label);
    return {
      text: text(raw.text),
      url: link(raw.url),
      icon: asset(raw.icon),
      label: text(label.labelText)
        ? {
            labelText: text(label.labelText),
            labelBackgroundColor: text(label.labelBackgroundColor),
            labelTextColor: readableLabelTextColor(text(label.labelBackgroundColor), text(label.labelTextColor)),
          }
        : null,
      navigationType: text(raw.navigationType),
      flyoutGroups: list(raw.flyoutGroups).map(flyoutGroup),
      hasSubItems: raw.hasSubItems === true,
      subItems: list(raw.subItems).map(navigationItem),
      subNaviOnly: raw.subNaviOnly === true,
      alwaysShowSubNavi: raw.alwaysShowSubNavi === true,
      isOnlyInBurgerNavigation: raw.isOnlyInBurgerNavigation === true,
    };
  };
  const navigationStory = stories.get('navigation') ?? {};
  const tileTypes: readonly SubNavigationTileType[] = ['circle', 'square', 'square-image'];
  const subNavigations: SubNavigationData[] = list(navigationStory.subNavigations).map((raw) => ({
    navigationType: text(raw.navigationType),
    alwaysShow: raw.alwaysShow === true,
    categories: list(raw.categories).map((category) => ({
      headline: text(category.headline),
      tiles: list(category.tiles).map((tile) => ({
        tileType: (tileTypes as readonly string[]).includes(text(tile.tileType)) ? (text(tile.tileType) as SubNavigationTileType) : 'circle',
        label: text(tile.label),
        link: link(tile.link),
        image: asset(tile.image),
      })),
    })),
  }));

  const shops: ShopEntry[] = list(stories.get('shops')?.shops).map((raw) => ({
    text: text(raw.text),
    link: link(raw.link),
    color: text(record(raw.color).color) ? { color: text(record(raw.color).color) } : null,
    icon: asset(raw.icon),
  }));
  // The burger's footer and shops relations name the channel's footer and shops stories, loaded here anyway.
  const footerStory = stories.get('footer') ?? {};
  const footerColumns: FooterColumn[] = list(footerStory.columns).map((column) => ({
    headline: text(column.headline),
    links: list(column.links).map((raw) => ({ text: text(raw.text), link: link(raw.link) })),
  }));
  const footer: FooterLink[] = footerColumns.flatMap((column) => column.links);
  const burgerItem = (raw: Raw): BurgerItem => ({
    text: text(raw.text),
    url: link(raw.url),
    hasSubItems: raw.hasSubItems === true,
    subItems: list(raw.subItems).filter((item) => isOffered(item, features)).map(burgerItem),
  });
  const burgerStory = stories.get('burger') ?? {};
  const burger: BurgerData = {
    mainNavigationItems: list(burgerStory.mainNavigationItems).filter((item) => isOffered(item, features)).map(burgerItem),
    extraMenu: list(burgerStory.extraMenu).filter((item) => isOffered(item, features)).map(burgerItem),
    serviceHotline: hotline(burgerStory.serviceHotline),
    serviceText: text(burgerStory.serviceText) || undefined,
    footer,
    shops,
  };
  return {
    header,
    mainNavigationItems: list(navigationStory.mainNavigationItems).map(navigationItem),
    subNavigations,
    burger,
    shops,
    footer: { columns: footerColumns, copyright: text(footerStory.copyright) },
  };
}


/** Maps a channel's global stories (`<channel>/global/<name>`, as the content client delivers them) into the shell's data. */
export function mapGlobalStories(
  stories: readonly { fullSlug: string; content: unknown }[],
  context: LinkContext,
  apiOrigin: string,
): ShellData {
  const prefix = `${context.settings.id}/global/`;
  return mapShell(new Map(stories.map((story) => [story.fullSlug.replace(prefix, ''), record(story.content)])), context, apiOrigin);
}
