import { createShopIntl } from '@shop/i18n/intl';
import { ContentImage } from '../image/content-image.tsx';
import type { BlockContext, ContentAsset, ContentLink } from './block-types.ts';
import { resolveContentLink } from './content-link.ts';
import { NewsletterFormFields } from './form-leaves.tsx';

/** `NewsletterForm` blok. */
export interface NewsletterFormBlok {
  id: string;
  type: 'NewsletterForm';
  headline?: string;
  text?: string;
  buttonText?: string;
  placeholder?: string;
  image?: ContentAsset | null;
  privacyLink?: ContentLink | null;
}

/** The newsletter sign-up: the submit is the app's action (`context.actions.subscribeNewsletter`). */
export function NewsletterForm({ blok, context }: { blok: NewsletterFormBlok; context: BlockContext }) {
  const intl = createShopIntl(context.locale);
  const privacy = resolveContentLink(blok.privacyLink);
  return (
    <section className="newsletter-form" aria-label={blok.headline || undefined}>
      <ContentImage asset={blok.image} preset="newsletter" alt="" />
      <div className="newsletter-form__body">
        {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
        {blok.text && <p>{blok.text}</p>}
        <NewsletterFormFields
          submit={context.actions?.subscribeNewsletter}
          texts={{
            email: intl.t('blocks.newsletter.email'),
            placeholder: blok.placeholder ?? '',
            button: blok.buttonText || intl.t('blocks.contact.submit'),
            sent: intl.t('blocks.newsletter.sent'),
            failed: intl.t('blocks.newsletter.failed'),
          }}
        />
        {privacy && (
          <a className="newsletter-form__privacy" href={privacy}>
            {intl.t('blocks.newsletter.privacy')}
          </a>
        )}
      </div>
    </section>
  );
}
