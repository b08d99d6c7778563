import { getChannel } from '@shop/config/channels';
import { localeSettings, type CountryCode, type Locale } from '@shop/config/markets';
import { catalogues } from '@shop/i18n/messages';
import { describe, expect, it } from 'vitest';
import { parseShopBaseUrls } from './shop-links.ts';
import { existingAccountMail, newsletterConfirmMail, passwordResetMail, verificationMail } from './shop-mails.ts';

const baseUrls = parseShopBaseUrls('kartenliebe=http://localhost:3000,wallart=http://localhost:3001');
const token = 'T'.repeat(43);
const shopOf = (channelId: 'kartenliebe' | 'wallart', country: CountryCode, locale: Locale) => {
  const channel = getChannel(channelId);
  if (!channel) throw new Error(channelId);
  return { channel, country, locale };
};

describe('the shop mails', () => {
  // One shop per language, both channels: the mail speaks the language of the shop the request came from.
  it.each([
    ['kartenliebe', 'DE', 'de-DE'],
    ['kartenliebe', 'BE', 'fr-BE'],
    ['kartenliebe', 'NL', 'nl-NL'],
    ['wallart', 'GB', 'en-GB'],
    ['wallart', 'ES', 'es-ES'],
    ['wallart', 'IT', 'it-IT'],
  ] as const)('%s %s %s: texts of its language, its own links, nothing left unfilled', (channelId, country, locale) => {
    const shop = shopOf(channelId, country, locale);
    const messages = catalogues[localeSettings[locale].language];
    const mails = [
      { mail: passwordResetMail({ shop, baseUrls, to: 'anna@example.com', name: 'Anna', token }), id: 'mails.passwordReset', query: `?token=${token}` },
      { mail: newsletterConfirmMail({ shop, baseUrls, to: 'anna@example.com', token }), id: 'mails.newsletterConfirm', query: `?confirm=${token}` },
      { mail: verificationMail({ shop, baseUrls, to: 'anna@example.com', name: 'Anna', token }), id: 'registration.mail.verify', query: `?token=${token}` },
      { mail: existingAccountMail({ shop, baseUrls, to: 'anna@example.com', name: 'Anna' }), id: 'registration.mail.existing', query: '' },
    ];
    const origin = `http://${country === 'DE' ? '' : `${country.toLowerCase()}.`}localhost:${channelId === 'kartenliebe' ? 3000 : 3001}`;
    for (const { mail, id, query } of mails) {
      expect(mail.to).toBe('anna@example.com');
      expect(mail.subject).toBe(messages[`${id}.subject`]);
      const link = new RegExp(`${origin.replaceAll('.', '\\.')}/\\S*${query.replace('?', '\\?')}`).exec(mail.text)?.[0];
      expect(link, `${id}: a link of the ${locale} shop`).toBeDefined();
      expect(mail.text).not.toMatch(/[{}]/);
      if (id !== 'mails.newsletterConfirm') expect(mail.text).toContain('Anna');
    }
  });
});
