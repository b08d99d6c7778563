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

/** A mail of the request's shop: its words in the shop's language (`<texts>.subject`, `<texts>.text`), one link to a page of it. */
function shopMail(
  input: Omit<MailInput, 'name'> & { name?: string },
  texts: 'registration.mail.verify' | 'registration.mail.existing' | 'mails.passwordReset' | 'mails.newsletterConfirm',
  page: { group: Parameters<typeof buildShopRouteLink>[0]['group']; query?: Record<string, string> },
): Mail {
  const intl = createShopIntl(input.shop.locale);
  const link = buildShopRouteLink({ shop: input.shop, baseUrls: input.baseUrls, ...page });
  return {
    to: input.to,
    subject: intl.t(`${texts}.subject`),
    text: `${intl.t(`${texts}.text`, { ...(input.name === undefined ? {} : { name: input.name }), link })}\n`,
  };
}

/** The mail that completes a sign-up: the `registration-verification` page of the request's shop with the token. */
export function verificationMail(input: MailInput & { token: string }): Mail {
  return shopMail(input, 'registration.mail.verify', { group: 'registration-verification', query: { token: input.token } });
}

/**
 * The mail to the owner of an account someone tried to sign up again with: log in (the account page opens the log-in
 * dialog, which offers the password reset). Sent instead of a verification mail, so the sign-up answer is the same.
 */
export function existingAccountMail(input: MailInput): Mail {
  return shopMail(input, 'registration.mail.existing', { group: 'customer-account' });
}

/** The password reset (spec: valid one hour, once): the `password-reset` page of the request's shop with the token. */
export function passwordResetMail(input: MailInput & { token: string }): Mail {
  return shopMail(input, 'mails.passwordReset', { group: 'password-reset', query: { token: input.token } });
}

/** The newsletter's double opt-in: the `newsletter` page of the shop subscribed from, which confirms with the token. */
export function newsletterConfirmMail(input: Omit<MailInput, 'name'> & { token: string }): Mail {
  return shopMail(input, 'mails.newsletterConfirm', { group: 'newsletter', query: { confirm: input.token } });
}
