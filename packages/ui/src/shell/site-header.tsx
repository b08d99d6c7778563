import type { Locale } from '@shop/config/markets';
import { createShopIntl } from '@shop/i18n/intl';

export interface LanguageLink {
  locale: Locale;
  href: string;
}

export interface SiteHeaderProps {
  channelName: string;
  locale: Locale;
  /** Start page of the current platform: the web start page or the desktop start page. */
  homeHref: string;
  platform: 'web' | 'desktop';
}

/** The top bar of every page: logo linking to the platform's start page. */
export function SiteHeader({ channelName, locale, homeHref, platform }: SiteHeaderProps) {
  const { t } = createShopIntl(locale);
  return (
    <header className="site-header" data-platform={platform}>
      <a className="site-header__logo" href={homeHref} aria-label={t('common.homeLink', { channel: channelName })}>
        {channelName}
      </a>
    </header>
  );
}
