import { createShopIntl } from '@shop/i18n/intl';
import type { ShopContext } from '../http/context.ts';
import type { Mail } from './mailer.ts';
import { buildShopRouteLink, type ShopBaseUrls } from './shop-links.ts';

interface MailInput {
  /** The shop of the request: its channel, country and language pick the link and the text. */
  shop: Pick<ShopContext, 'channel' | 'country' | 'locale'>;
  baseUrls: ShopBaseUrls;
  to: string;
  /** The first name the greeting uses. */
  name: string;
}

/** The mail that completes a sign-up: the `registration-verification` page of the request's shop with the token. */
export function verificationMail(input: MailInput & { token: string }): Mail {
  const intl = createShopIntl(input.shop.locale);
  const link = buildShopRouteLink({ shop: input.shop, group: 'registration-verification', baseUrls: input.baseUrls, query: { token: input.token } });
  return {
    to: input.to,
    subject: intl.t('registration.mail.verify.subject'),
    text: `${intl.t('registration.mail.verify.text', { name: input.name, link })}\n`,
  };
}

/**
 * The mail to the owner of an account someone tried to sign up again with: log in (the account page opens the log-in
 * dialog, which offers the password reset). Sent instead of a verification mail, so the sign-up answer is the same.
 */
export function existingAccountMail(input: MailInput): Mail {
  const intl = createShopIntl(input.shop.locale);
  const link = buildShopRouteLink({ shop: input.shop, group: 'customer-account', baseUrls: input.baseUrls });
  return {
    to: input.to,
    subject: intl.t('registration.mail.existing.subject'),
    text: `${intl.t('registration.mail.existing.text', { name: input.name, link })}\n`,
  };
}

/** The password reset (spec: valid one hour, once): the `password-reset` page of the request's shop with the token. */
export function passwordResetMail(input: MailInput & { token: string }): Mail {
  const intl = createShopIntl(input.shop.locale);
  const link = buildShopRouteLink({ shop: input.shop, group: 'password-reset', baseUrls: input.baseUrls, query: { token: input.token } });
  return {
    to: input.to,
    subject: intl.t('mails.passwordReset.subject'),
    text: `${intl.t('mails.passwordReset.text', { name: input.name, link })}\n`,
  };
}

/** The newsletter's double opt-in: the `newsletter` page of the shop subscribed from, which confirms with the token. */
export function newsletterConfirmMail(input: Omit<MailInput, 'name'> & { token: string }): Mail {
  const intl = createShopIntl(input.shop.locale);
  const link = buildShopRouteLink({ shop: input.shop, group: 'newsletter', baseUrls: input.baseUrls, query: { confirm: input.token } });
  return {
    to: input.to,
    subject: intl.t('mails.newsletterConfirm.subject'),
    text: `${intl.t('mails.newsletterConfirm.text', { link })}\n`,
  };
}
