import type { Locale } from '@shop/config/markets';
import { createShopIntl } from '@shop/i18n/intl';

export interface StartHeroProps {
  channelId: string;
  channelName: string;
  locale: Locale;
  platform: 'web' | 'desktop';
}

/** The start page's opening block: the channel's greeting and intro. */
export function StartHero({ channelId, channelName, locale, platform }: StartHeroProps) {
  const { t } = createShopIntl(locale);
  return (
    // The channel is the document's `data-channel` already (root layout), not repeated here.
    <section className="start-hero">
      <h1>{t(platform === 'desktop' ? 'start.desktopTitle' : 'start.title', { channel: channelName })}</h1>
      <p>{t(platform === 'desktop' ? 'start.desktopIntro' : `start.intro.${channelId}`)}</p>
    </section>
  );
}
