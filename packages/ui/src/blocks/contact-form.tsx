import { createShopIntl } from '@shop/i18n/intl';
import { ContentImage } from '../image/content-image.tsx';
import type { BlockContext, ContentAsset } from './block-types.ts';
import { ContactFormFields } from './form-leaves.tsx';

/** `ContactForm` blok: intro, subjects and the customer-service person. */
export interface ContactFormBlok {
  id: string;
  type: 'ContactForm';
  headline?: string;
  text?: string;
  subjects?: readonly string[];
  person?: { name?: string; role?: string; image?: ContentAsset | null } | null;
}

/** The contact block; a blok without its person logs `contact-form-person-not-found` and renders without it. */
export function ContactForm({ blok, context }: { blok: ContactFormBlok; context: BlockContext }) {
  const intl = createShopIntl(context.locale);
  const person = blok.person?.name ? blok.person : null;
  if (!person) context.logger.error('contact-form-person-not-found', { uid: blok.id });
  return (
    <section className="contact-form" aria-label={blok.headline || undefined}>
      {blok.headline && <h2 className="block-headline">{blok.headline}</h2>}
      {person && (
        <figure className="contact-form__person">
          <ContentImage asset={person.image} preset="avatar" className="contact-form__avatar" alt="" />
          <figcaption>
            <strong>{person.name}</strong>
            {person.role && <span className="contact-form__role">{person.role}</span>}
          </figcaption>
        </figure>
      )}
      {blok.text && <p>{blok.text}</p>}
      <ContactFormFields
        submit={context.actions?.sendContactMessage}
        subjects={blok.subjects ?? []}
        texts={{
          name: intl.t('blocks.contact.name'),
          email: intl.t('blocks.contact.email'),
          subject: intl.t('blocks.contact.subject'),
          message: intl.t('blocks.contact.message'),
          button: intl.t('blocks.contact.submit'),
          sent: intl.t('blocks.contact.sent'),
          failed: intl.t('blocks.contact.failed'),
        }}
      />
    </section>
  );
}
