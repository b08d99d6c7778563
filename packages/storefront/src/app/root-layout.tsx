import { getFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import { getCountry, localeSettings, toLocale, type Locale } from '@shop/config/markets';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { TextsProvider } from '@shop/i18n/react';
import { ConsentBanner } from '@shop/tracking/consent-banner';
import { SiteFooter } from '@shop/ui/shell/site-footer';
import { messengerTextIds, shopShellTextIds, wishlistTextIds } from '@shop/ui/lib/text-ids';
import { BurgerButton } from '@shop/ui/navigation/burger-button';
import { ShopNavigation } from '@shop/ui/navigation/shop-navigation';
import { toMainNavigationItems } from '@shop/ui/navigation/flyout-data';
import { WhitelabelBar } from '@shop/ui/customer/whitelabel-bar';
import '@shop/ui/styles/shop.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ShellVariantFlags } from '../flags/variant-flags-provider.tsx';
import { SHOP_API_BROWSER_PATH } from '../routing/shop-api-path.ts';
import { PATH_PLACEHOLDER } from './not-found-text.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';
import { ShellProvider } from './shell-context.tsx';
import { rootShareMetadata, rootViewport } from './share-metadata.ts';
import { getNavigationTypes, getShellData, packNavigationTypes } from '../data/shell.ts';
import type { AppEnv } from '../server/app-env.ts';
import { ShellHeader } from '../shell/shell-header.tsx';
import { ShellBurgerNavigation, ShellMainNavigation } from '../shell/shell-navigation.tsx';
import { ShellSession } from '../shell/shell-session.tsx';
import { TrackingMount } from '../tracking/tracking-mount.tsx';

/** Texts the client-side error and 404 views need; everything else is rendered on the server. */
const clientTextIds = ['error.unexpectedTitle', 'error.unexpectedText', 'error.retry', 'error.details', 'error.notFoundTitle', 'error.backHome'] as const;

/** The built-in consent banner's texts (used when no consent provider is configured). */
function pickConsentTexts(intl: ReturnType<typeof createShopIntl>) {
  return {
    title: intl.t('consent.title'),
    body: intl.t('consent.body'),
    accept: intl.t('consent.accept'),
    decline: intl.t('consent.decline'),
    privacyLink: intl.t('consent.privacyLink'),
  };
}

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

/**
 * No locale is prerendered at build: the shell reads the content space, which is not running while the apps build.
 * Every locale × platform × variant renders on its first request and is served from the full-route cache after.
 */
export function generateRootLayoutParams(): RouteParams[] {
  return [];
}

export function createRootLayoutMetadata(settings: ChannelSettings) {
  return async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
    const { locale } = await readRouteParams(params);
    // The document's language is `<html lang>`; no further meta tag repeats it.
    return { title: { default: settings.name, template: `%s | ${settings.name}` }, ...rootShareMetadata(settings, locale) };
  };
}

/** `theme-color` of every page of the channel. */
export function createRootLayoutViewport(settings: ChannelSettings): Viewport {
  return rootViewport(settings);
}

/**
 * The root layout of every channel app: document language, skip link, the shop shell (header, burger, main and shop
 * navigation on web, white-label bar, account dialogs and customer session), footer (web only). Nothing here reads the
 * request: the personal parts load in the browser after hydration, so the page stays cached per locale and variant.
 */
export function createRootLayout(settings: ChannelSettings, env: AppEnv) {
  return async function RootLayout({ children, params }: { children: ReactNode; params: Promise<RouteParams> }) {
    const { locale, platform } = await readRouteParams(params);
    const intl = createShopIntl(locale);
    const homeHref = homePath(settings, locale, platform);
    const shell = await getShellData(settings, env, locale, platform);
    const pathPrefix = buildPublicPath({ settings, locale, platform, path: '/' });
    // Selection by the story's navigation type is an extra; without the map the items are still selected by path.
    const mainNavigationItems = toMainNavigationItems(shell.mainNavigationItems);
    const navigationTypes =
      platform === 'web' ? packNavigationTypes(await getNavigationTypes(settings, env, locale, shell.mainNavigationItems).catch(() => ({})), mainNavigationItems, pathPrefix) : {};
    const hasWishlist = getFeatures(settings, locale).hasWishlist;
    const texts = {
      ...pickTexts(intl, clientTextIds),
      ...pickTexts(intl, shopShellTextIds),
      ...(hasWishlist ? pickTexts(intl, wishlistTextIds) : {}),
      ...(env.tracking.messenger.scriptUrl ? pickTexts(intl, messengerTextIds) : {}),
      'error.notFoundText': intl.t('error.notFoundText', { path: PATH_PLACEHOLDER }),
    };
    const api = { basePath: SHOP_API_BROWSER_PATH, channel: settings.id, country: localeSettings[locale].country, locale };
    return (
      // The consent banner's script marks `<html>` before hydration (data-consent-open): an attribute React does not own.
      <html lang={locale} data-channel={settings.id} data-platform={platform} suppressHydrationWarning>
        <body>
          <a className="skip-link" href="#main">
            {intl.t('common.skipToContent')}
          </a>
          <TextsProvider texts={texts}>
            <WhitelabelBar platform={platform} serviceHref={shell.header.service.link} />
            <ShellHeader
              platform={platform}
              data={shell.header}
              channelName={settings.name}
              homeHref={homeHref}
              burgerButton={<BurgerButton />}
            />
            <ShellBurgerNavigation locale={locale} platform={platform} pathPrefix={pathPrefix} />
            {platform === 'web' && (
              <ShellMainNavigation items={mainNavigationItems} locale={locale} platform={platform} pathPrefix={pathPrefix} navigationTypes={navigationTypes} />
            )}
            {platform === 'web' && <ShopNavigation shops={shell.shops} label={intl.t('nav.shops')} />}
            <main id="main">
              <ShellProvider value={{ channelId: settings.id, locale, platform, homeHref }}>
                <ShellVariantFlags>{children}</ShellVariantFlags>
              </ShellProvider>
            </main>
            <ShellSession
              api={api}
              homeHref={homeHref}
              wishlist={hasWishlist}
              // Only the props that are set: an undefined one is still a `"$undefined"` in every page's flight data.
              {...(env.tracking.messenger.scriptUrl ? { messenger: env.tracking.messenger } : {})}
              {...(env.google.clientId ? { google: { clientId: env.google.clientId, language: localeSettings[locale].language } } : {})}
            />
          </TextsProvider>
          {/* The built-in consent banner comes with the page (a fixed overlay: no layout shift), unless a consent provider
              asks; tracking loads after hydration, on idle, or at once when the banner is answered. */}
          {!env.tracking.consent.scriptUrl && (
            <ConsentBanner texts={pickConsentTexts(intl)} privacyHref={buildPublicPath({ settings, locale, path: localeSettings[locale].privacyPath })} />
          )}
          <TrackingMount config={env.tracking} />
          {platform === 'web' && (
            <SiteFooter
              channelName={settings.name}
              locale={locale}
              columns={shell.footer.columns}
              copyright={shell.footer.copyright}
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
