import type { ChannelSettings } from '@shop/config/channel-settings';
import { getCountry, localeSettings, toLocale, type Locale } from '@shop/config/markets';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { TextsProvider } from '@shop/i18n/react';
import { SiteFooter } from '@shop/ui/shell/site-footer';
import { SiteHeader } from '@shop/ui/shell/site-header';
import '@shop/ui/styles/shell.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PATH_PLACEHOLDER } from './not-found-text.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';
import { ShellProvider } from './shell-context.tsx';

/** Texts the client-side error and 404 views need; everything else is rendered on the server. */
const clientTextIds = ['error.unexpectedTitle', 'error.retry', 'error.details', 'error.notFoundTitle', 'error.backHome'] as const;

/** The start page of a locale and platform: `/desktop-startseite` is the desktop platform's home. */
export function homePath(settings: ChannelSettings, locale: Locale, platform: Platform): string {
  return buildPublicPath({ settings, locale, platform, path: platform === 'desktop' ? '/desktop-startseite' : '/' });
}

function otherLanguageLinks(settings: ChannelSettings, locale: Locale) {
  const { country, language } = localeSettings[locale];
  return getCountry(country)
    .languages.filter((other) => other !== language)
    .map((other) => toLocale(other, country) as Locale)
    .map((other) => ({ locale: other, href: buildPublicPath({ settings, locale: other, path: '/' }) }));
}

export function createRootLayoutMetadata(settings: ChannelSettings) {
  return async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
    const { locale } = await readRouteParams(params);
    return { title: { default: settings.name, template: `%s | ${settings.name}` }, other: { 'shop-locale': locale } };
  };
}

/** The root layout of every channel app: document language, header, footer (web only), skip link. */
export function createRootLayout(settings: ChannelSettings) {
  return async function RootLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
    const { locale, platform } = await readRouteParams(params);
    const intl = createShopIntl(locale);
    const homeHref = homePath(settings, locale, platform);
    const texts = { ...pickTexts(intl, clientTextIds), 'error.notFoundText': intl.t('error.notFoundText', { path: PATH_PLACEHOLDER }) };
    return (
      <html lang={locale} data-channel={settings.id} data-platform={platform}>
        <body>
          <a className="skip-link" href="#main">
            {intl.t('common.skipToContent')}
          </a>
          <SiteHeader channelName={settings.name} locale={locale} platform={platform} homeHref={homeHref} />
          <main id="main">
            <ShellProvider value={{ channelId: settings.id, locale, platform, homeHref }}>
              <TextsProvider texts={texts}>{children}</TextsProvider>
            </ShellProvider>
          </main>
          {platform === 'web' && (
            <SiteFooter
              channelName={settings.name}
              locale={locale}
              privacyHref={buildPublicPath({ settings, locale, path: localeSettings[locale].privacyPath })}
              otherLanguages={otherLanguageLinks(settings, locale)}
              year={new Date().getFullYear()}
            />
          )}
        </body>
      </html>
    );
  };
}
