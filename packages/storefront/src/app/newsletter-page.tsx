import { newsletterConfirmSchema } from '@shop/contract/newsletter';
import { confirmNewsletter } from '@shop/api-client/shop/newsletter';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { buildPublicPath } from '@shop/domain/routing';
import { buildRouteHref } from '@shop/domain/routing/route-href';
import { createShopIntl } from '@shop/i18n/intl';
import { NewsletterFormFields } from '@shop/ui/blocks/form-leaves';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { createBlockActions } from '../data/block-context.ts';
import { createServerShopClient } from '../data/shop-client.ts';
import type { AppEnv } from '../server/app-env.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';

/** What the confirmation came to; the page shows it after the form's redirect (`?status=`). */
export const newsletterOutcomes = ['confirmed', 'invalid', 'failed'] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The outcome of a confirm call: 400 is the API's "invalid or expired token", anything else a failure to retry. */
export function toNewsletterOutcome(result: { ok: true } | { ok: false; error: { status?: number } }): NewsletterOutcome {
  if (result.ok) return 'confirmed';
  return result.error.status === 400 ? 'invalid' : 'failed';
}

/**
 * The newsletter page of the route table (`/newsletter`, `/boletin`, `/lettre-d-information`, …). The opt-in mail links
 * here with `?confirm=<token>`: the visitor confirms with one button (a server action that calls
 * `POST /web-api/newsletter-confirm`, so a mail scanner opening the link confirms nothing), and the page shows the
 * outcome. Without a token it is the sign-up. Server-rendered; the button works without JavaScript.
 */
export function createNewsletterPage(settings: ChannelSettings, env: AppEnv) {
  return async function NewsletterPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
    const { locale, platform } = await readRouteParams(params);
    const query = await searchParams;
    const intl = createShopIntl(locale);
    const pageHref = buildRouteHref({ settings, locale, platform, group: 'newsletter' }) ?? buildPublicPath({ settings, locale, platform, path: '/' });
    const homeHref = buildPublicPath({ settings, locale, platform, path: '/' });
    const status = single(query.status);
    const token = single(query.confirm);
    const outcome: NewsletterOutcome | undefined =
      (newsletterOutcomes as readonly string[]).includes(status ?? '') ? (status as NewsletterOutcome)
      : token !== undefined && !newsletterConfirmSchema.safeParse({ token }).success ? 'invalid'
      : undefined;

    if (outcome) {
      return (
        <section className="newsletter-page" data-outcome={outcome}>
          <h1>{intl.t(`newsletter.${outcome}.title`)}</h1>
          <p role={outcome === 'confirmed' ? 'status' : 'alert'}>{intl.t(`newsletter.${outcome}.text`)}</p>
          <p>
            <a className="button" href={homeHref}>
              {intl.t('newsletter.home')}
            </a>
          </p>
        </section>
      );
    }

    if (token !== undefined) {
      const shopApiUrl = env.shopApiUrl;
      const channel = settings.id;
      async function confirm(data: FormData) {
        'use server';
        const parsed = newsletterConfirmSchema.safeParse({ token: data.get('token') });
        const result = parsed.success
          ? await confirmNewsletter(createServerShopClient({ shopApiUrl, channel, locale }), parsed.data)
          : ({ ok: false, error: { status: 400 } } as const);
        redirect(`${pageHref}?status=${toNewsletterOutcome(result)}`);
      }
      return (
        <section className="newsletter-page">
          <h1>{intl.t('newsletter.confirm.title')}</h1>
          <p>{intl.t('newsletter.confirm.text')}</p>
          <form action={confirm}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              {intl.t('newsletter.confirm.button')}
            </button>
          </form>
        </section>
      );
    }

    const actions = createBlockActions({ shopApiUrl: env.shopApiUrl, channel: settings.id, locale });
    return (
      <section className="newsletter-page">
        <h1>{intl.t('newsletter.title')}</h1>
        <p>{intl.t('newsletter.intro')}</p>
        <NewsletterFormFields
          submit={actions.subscribeNewsletter}
          texts={{
            email: intl.t('blocks.newsletter.email'),
            placeholder: '',
            button: intl.t('newsletter.subscribe'),
            sent: intl.t('blocks.newsletter.sent'),
            failed: intl.t('blocks.newsletter.failed'),
          }}
        />
      </section>
    );
  };
}

/** The page's title in the locale; never indexed (a confirmation link is personal). */
export function createNewsletterMetadata() {
  return async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
    const { locale } = await readRouteParams(params);
    return { title: createShopIntl(locale).t('newsletter.title'), robots: { index: false } };
  };
}
