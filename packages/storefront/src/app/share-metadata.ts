import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import { buildPublicPath } from '@shop/domain/routing';
import type { Metadata, Viewport } from 'next';
import type { ShareTagsData } from './head-tags.tsx';
import { absoluteUrl, SHARE_IMAGE, siteOrigin } from './structured-data.tsx';

/** `de-CH` → `de_CH`: Open Graph names locales with an underscore. */
function ogLocale(locale: Locale): string {
  return locale.replace('-', '_');
}

/**
 * Open Graph tags and the Twitter card type of one page. Next replaces (does not merge) a layout's `openGraph` with the page's,
 * so every page passes its own title, URL and image: the page's own image (a story's teaser) or the channel's share
 * image. Relative image paths resolve against the layout's `metadataBase` (the production origin).
 */
export function shareMetadata(options: {
  settings: ChannelSettings;
  locale: Locale;
  title: string;
  description?: string;
  /** The page's public path (with locale prefix). */
  path: string;
  /** A root-relative or absolute image; default the channel's share image. */
  image?: string;
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const { settings, locale, title, description, path, image } = options;
  const images = image ? [{ url: image }] : [{ ...SHARE_IMAGE, alt: settings.name }];
  return {
    openGraph: {
      type: 'website',
      siteName: settings.name,
      locale: ogLocale(locale),
      url: absoluteUrl(settings, locale, path),
      title,
      ...(description ? { description } : {}),
      images,
    },
    // The card type only: X reads title, description and image from the Open Graph tags when its own are missing, so
    // repeating them cost every page three tags in its HTML and again in its flight data (issue 16).
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * The Open Graph tags of a story page as data for its `HeadTags` island (the same tags `shareMetadata` names, without
 * Next's Twitter copies of title, description and image): the page's own image or the channel's share image, URLs
 * absolute on the locale's production origin as `metadataBase` would make them. The page's metadata then says
 * `openGraph: null, twitter: null` (`storyMetadata`), so the root layout's share tags do not apply to it.
 */
export function storyShareTags(options: { settings: ChannelSettings; locale: Locale; title: string; description?: string; path: string; image?: string }): ShareTagsData {
  const { settings, locale, title, description, path, image } = options;
  return {
    title,
    ...(description ? { description } : {}),
    url: absoluteUrl(settings, locale, path),
    siteName: settings.name,
    locale: ogLocale(locale),
    image: image ? { url: absoluteUrl(settings, locale, image) } : { url: absoluteUrl(settings, locale, SHARE_IMAGE.url), width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: settings.name },
  };
}

/**
 * What every page of a locale inherits from the root layout: `metadataBase` (the country's production origin), the
 * icons and the web app manifest (apps/<channel>/public, app/manifest.ts), and share tags for pages without their own
 * (the 404 page, previews).
 */
export function rootShareMetadata(settings: ChannelSettings, locale: Locale): Metadata {
  return {
    metadataBase: new URL(siteOrigin(settings, locale)),
    icons: {
      icon: [{ url: '/favicon.ico', sizes: '32x32' }, { url: '/icon-192.png', type: 'image/png', sizes: '192x192' }],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
    },
    manifest: '/manifest.webmanifest',
    ...shareMetadata({ settings, locale, title: settings.name, path: buildPublicPath({ settings, locale, path: '/' }) }),
  };
}

/** The browser chrome's colour: the channel's theme colour (packages/config). */
export function rootViewport(settings: ChannelSettings): Viewport {
  return { themeColor: settings.brand.themeColor };
}
