import type { ChannelSettings } from '@shop/config/channel-settings';
import { StartHero } from '@shop/ui/shell/start-hero';
import { readRouteParams, type RouteParams } from './route-params.ts';

/** The start page of a locale; its content blocks arrive with the content space. */
export function createStartPage(settings: ChannelSettings) {
  return async function StartPage({ params }: { params: Promise<RouteParams> }) {
    const { locale, platform } = await readRouteParams(params);
    return <StartHero channelId={settings.id} channelName={settings.name} locale={locale} platform={platform} />;
  };
}

/** `/desktop-startseite`: the start page of the desktop app, on either platform. */
export function createDesktopStartPage(settings: ChannelSettings) {
  return async function DesktopStartPage({ params }: { params: Promise<RouteParams> }) {
    const { locale } = await readRouteParams(params);
    return <StartHero channelId={settings.id} channelName={settings.name} locale={locale} platform="desktop" />;
  };
}
