import type { Locale } from '@shop/config/markets';
import { localeSettings } from '@shop/config/markets';
import { createShopIntl } from '@shop/i18n/intl';
import type { FooterColumn } from '../navigation/navigation-types.ts';
import { FooterColumns } from './footer-columns.tsx';
import type { LanguageLink } from './site-header.tsx';

export interface SiteFooterProps {
  channelName: string;
  locale: Locale;
  /** The columns of the `global/footer` story (about us, service, legal pages), links resolved to the locale. */
  columns: readonly FooterColumn[];
  /** The story's copyright line; the translated default when the story has none. */
  copyright?: string;
  /** Shown on its own when the story has no columns (content unavailable): every locale must reach its privacy page. */
  privacyHref: string;
  /** The country's other languages, each linking to the same page in that language. */
  otherLanguages: LanguageLink[];
  year: number;
}

/**
 * The footer of web pages: the footer story's columns (a client island of packed links, issue 16), the country's other
 * languages, copyright.
 */
export function SiteFooter({ channelName, locale, columns, copyright, privacyHref, otherLanguages, year }: SiteFooterProps) {
  const { t } = createShopIntl(locale);
  const filled = columns.filter((column) => column.links.length > 0);
  return (
    <footer className="site-footer">
      {filled.length > 0 ? (
        <FooterColumns columns={filled.map((column) => [column.headline, column.links.map((link) => [link.text, link.link])])} />
      ) : (
        <a href={privacyHref}>{t('footer.privacy')}</a>
      )}
      {otherLanguages.length > 0 && (
        <nav aria-label={t('common.languageSwitch')}>
          <p>
            {t('footer.otherLanguages')}{' '}
            {otherLanguages.map((link) => (
              <a key={link.locale} href={link.href} hrefLang={link.locale} lang={localeSettings[link.locale].language}>
                {createShopIntl(link.locale).t('common.languageName')}
              </a>
            ))}
          </p>
        </nav>
      )}
      <p>{copyright || t('footer.copyright', { year, channel: channelName })}</p>
    </footer>
  );
}
