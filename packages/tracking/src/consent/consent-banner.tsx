import { CONSENT_DECISION_ATTRIBUTE } from './consent-attributes.ts';
// The look, and the rule that keeps the banner closed unless <html> says it asks: in the page's stylesheet, not in its
// flight data (issue 16).
import './consent-banner.css';
import { consentBannerScript, type ConsentDecision } from './consent-store.ts';

/** The banner's texts, translated by the app (`consent.*` of @shop/i18n). */
export type ConsentBannerTexts = {
  title: string;
  body: string;
  accept: string;
  decline: string;
  privacyLink: string;
};

export type ConsentBannerProps = {
  texts: ConsentBannerTexts;
  /** The locale's privacy policy page. */
  privacyHref: string;
};

const decisionButton = (decision: ConsentDecision) => ({ type: 'button' as const, [CONSENT_DECISION_ATTRIBUTE]: decision });

/**
 * The shop's own consent notice, for channels without a consent provider: two equal buttons (no dark
 * pattern), plain buttons and a link so the keyboard reaches everything in order.
 *
 * Rendered on the server with the page, so a new visitor sees it with the first paint instead of a second later on top
 * of what they started to read (on a phone its text is the page's largest paint: issue 16). The cached page is the same
 * for everybody: the script behind it (`consentBannerScript`) opens it only when the consent cookie records no
 * decision, and only once the whole banner is parsed (a first paint in the middle of the document's stream would
 * otherwise show a banner that grows upwards as its text arrives: a layout shift); a click on a button records the
 * decision and closes it, before hydration too. The buttons carry their decision (`data-consent-decision`) for the app's
 * click handler, which hands it to the tracking code.
 */
export function ConsentBanner({ texts, privacyHref }: ConsentBannerProps) {
  return (
    <>
      <section role="region" aria-labelledby="consent-banner-title" data-consent-banner="">
        <h2 id="consent-banner-title">{texts.title}</h2>
        <p>
          {texts.body} <a href={privacyHref}>{texts.privacyLink}</a>
        </p>
        <div>
          <button {...decisionButton('GRANTED')}>{texts.accept}</button>
          <button {...decisionButton('DECLINED')}>{texts.decline}</button>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: consentBannerScript() }} />
    </>
  );
}
