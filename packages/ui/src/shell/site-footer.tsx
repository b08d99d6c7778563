import type { Locale } from '@shop/config/markets';
import { localeSettings } from '@shop/config/markets';
import { createShopIntl } from '@shop/i18n/intl';
import type { LanguageLink } from './site-header.tsx';

export interface SiteFooterProps {
  channelName: string;
  locale: Locale;
  privacyHref: string;
  /** The country's other languages, each linking to the same page in that language. */
  otherLanguages: LanguageLink[];
  year: number;
}

/** The footer of web pages: privacy link, the country's other languages, copyright. */
export function SiteFooter({ channelName, locale, privacyHref, otherLanguages, year }: SiteFooterProps) {
  const { t } = createShopIntl(locale);
  return (
    <footer className="site-footer">
      <nav aria-label={t('common.languageSwitch')}>
        {otherLanguages.length > 0 && (
          <p>
            {t('footer.otherLanguages')}{' '}
            {otherLanguages.map((link) => (
              <a key={link.locale} href={link.href} hrefLang={link.locale} lang={localeSettings[link.locale].language}>
                {createShopIntl(link.locale).t('common.languageName')}
              </a>
            ))}
          </p>
        )}
        <a href={privacyHref}>{t('footer.privacy')}</a>
      </nav>
      <p>{t('footer.copyright', { year, channel: channelName })}</p>
    </footer>
  );
}
