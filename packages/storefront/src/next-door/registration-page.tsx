import { resendSignUpMail } from '@shop/api-client/shop/customer';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { formLimits } from '@shop/contract/form-limits';
import { signupResendSchema } from '@shop/contract/customer';
import { createShopIntl } from '@shop/i18n/intl';
import type { MessageId } from '@shop/i18n/messages';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { AppEnv } from '../server/app-env.ts';
import { readRouteParams, type RouteParams } from '../app/route-params.ts';
import { LoginPrompt } from './login-prompt.tsx';
import { readNextDoorContext, toSearchParams, type NextDoorPageProps } from './page-context.ts';
import { registrationOutcomes, type RegistrationOutcome } from './registration-verification.ts';
import { createVisitorClient } from './visitor-client.ts';
import './next-door.css';

/** Outcomes that offer a new verification mail: the link cannot be used (any more), or the last request failed. */
const offersResend: ReadonlySet<RegistrationOutcome | 'pending'> = new Set(['pending', 'expired', 'invalid', 'resend-failed']);

const texts: Record<RegistrationOutcome | 'pending', { title: MessageId; text: MessageId }> = {
  pending: { title: 'registration.page.pending.title', text: 'registration.page.pending.text' },
  verified: { title: 'registration.page.verified.title', text: 'registration.page.verified.text' },
  used: { title: 'registration.page.used.title', text: 'registration.page.used.text' },
  expired: { title: 'registration.page.expired.title', text: 'registration.page.expired.text' },
  invalid: { title: 'registration.page.invalid.title', text: 'registration.page.invalid.text' },
  failed: { title: 'registration.page.failed.title', text: 'registration.page.failed.text' },
  sent: { title: 'registration.page.sent.title', text: 'registration.page.sent.text' },
  'resend-failed': { title: 'registration.page.failed.title', text: 'dialog.error.generic' },
};

/**
 * The registration verification page of the route table (`/registrierung-bestaetigen`, `/fr/confirmer-inscription`,
 * …). The sign-up mail links here with `?token=`, which the proxy verifies (next-door/registration-verification.ts):
 * the visitor arrives logged in with `?status=verified`, or with why the link did not work and a form for a new mail.
 * Server-rendered: the outcome reads without JavaScript, and the form works without it.
 */
export function createRegistrationVerificationPage(settings: ChannelSettings, env: AppEnv) {
  return async function RegistrationVerificationPage({ params, searchParams }: NextDoorPageProps) {
    const context = await readNextDoorContext(settings, params);
    const { intl, locale } = context;
    const status = (await toSearchParams(searchParams)).get('status');
    const outcome = registrationOutcomes.find((entry) => entry === status) ?? 'pending';
    const pageHref = context.href('registration-verification');
    const scope = { shopApiUrl: env.shopApiUrl, channel: settings.id, locale };

    async function requestNewMail(form: FormData): Promise<void> {
      'use server';
      const parsed = signupResendSchema.safeParse({ email: form.get('email') });
      const visitor = await createVisitorClient(scope);
      const result = parsed.success ? await resendSignUpMail(visitor.client, parsed.data) : undefined;
      redirect(`${pageHref}?status=${result?.ok ? 'sent' : 'resend-failed'}`);
    }

    const { title, text } = texts[outcome];
    const isProblem = outcome === 'expired' || outcome === 'invalid' || outcome === 'failed' || outcome === 'resend-failed';
    return (
      <section className="next-door" data-testid="registration-verification" data-outcome={outcome}>
        <h1 className="block-headline">{intl.t(title)}</h1>
        <p role={isProblem ? 'alert' : 'status'}>{intl.t(text)}</p>
        {outcome === 'verified' && (
          <p className="next-door__actions">
            <a className="block-button" href={context.href('customer-account')}>
              {intl.t('registration.page.toAccount')}
            </a>
            <a href={context.home}>{intl.t('registration.page.home')}</a>
          </p>
        )}
        {outcome === 'used' && <LoginPrompt label={intl.t('registration.page.login')} />}
        {offersResend.has(outcome) && (
          <form action={requestNewMail} className="next-door__form" aria-labelledby="registration-resend">
            <h2 id="registration-resend">{intl.t('registration.page.resend.title')}</h2>
            <label>
              {intl.t('dialog.field.email')}
              <input type="email" name="email" autoComplete="email" required maxLength={formLimits.emailMax} />
            </label>
            <button type="submit" className="block-button">
              {intl.t('registration.page.resend.submit')}
            </button>
          </form>
        )}
        {(outcome === 'sent' || outcome === 'failed') && (
          <p>
            <a href={context.home}>{intl.t('registration.page.home')}</a>
          </p>
        )}
      </section>
    );
  };
}

/** The page's title in the locale; never indexed (a verification link is personal). */
export function createRegistrationVerificationMetadata() {
  return async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
    const { locale } = await readRouteParams(params);
    return { title: createShopIntl(locale).t('registration.page.title'), robots: { index: false } };
  };
}
