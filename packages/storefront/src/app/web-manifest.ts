import type { ChannelSettings } from '@shop/config/channel-settings';
import { getCountry, toLocale, type Locale } from '@shop/config/markets';
import { createShopIntl } from '@shop/i18n/intl';
import type { MetadataRoute } from 'next';

/**
 * `/manifest.webmanifest` of a channel (app/manifest.ts): name, the channel's colours and its icons in
 * apps/<channel>/public. One file for every country: it names the shop, not a page; the description is in the home
 * country's first language.
 */
export function createWebManifest(settings: ChannelSettings) {
  return function manifest(): MetadataRoute.Manifest {
    const [language] = getCountry(settings.homeCountry).languages;
    const locale = toLocale(language, settings.homeCountry) as Locale;
    return {
      name: settings.name,
      short_name: settings.name,
      description: createShopIntl(locale).t(`start.intro.${settings.id}`),
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'browser',
      theme_color: settings.brand.themeColor,
      background_color: settings.brand.backgroundColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
  };
}
