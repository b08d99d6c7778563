// The test page's script: the package's modules mounted the way an app mounts them, plus a real
// browser flag client (service mode against the test server) to see what it sends.
import { startBrowserFlags } from '@shop/flags/client';
import { catalogues } from '@shop/i18n/messages';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { parseTrackingConfig, type TrackingConfigInput } from '../../src/config/tracking-config.ts';
import { pageDataLayer, pushEvent } from '../../src/data-layer/data-layer.ts';
import { canHover, detectClientDevice } from '../../src/device/client-device.ts';
import { TrackingRoot, useMessengerState, useTracking } from '../../src/react/tracking-root.tsx';
import { consentDecisionOf, setConsentBannerOpen } from '../../src/consent/consent-attributes.ts';
import { ConsentBanner } from '../../src/consent/consent-banner.tsx';
import { initialFlagConsent, readConsentCookie } from '../../src/consent/consent-store.ts';
import { getPageTracking } from '../../src/start/start-tracking.ts';

declare global {
  interface Window {
    testSettings: { config: TrackingConfigInput; splitUrl: string };
    shop: {
      getPageTracking: typeof getPageTracking;
      pushEvent: typeof pushEvent;
      flagConsent: () => string | undefined;
      device: typeof detectClientDevice;
      canHover: typeof canHover;
    };
  }
}

const { config: input, splitUrl } = window.testSettings;
const config = parseTrackingConfig(input);
const messages = catalogues.en;

const flags = startBrowserFlags({
  key: 'visitor-1',
  authorizationKey: 'test-sdk-key',
  urls: { sdk: splitUrl, events: splitUrl, auth: splitUrl, telemetry: splitUrl },
  streamingEnabled: false,
  storage: 'MEMORY',
  consent: initialFlagConsent({ cookies: document.cookie, search: location.search }),
  trackEvent: pageDataLayer.trackSplitEvaluation,
});

// Calls made before any consent: they must wait, and go out in this order once it is granted.
pushEvent({ event: 'dialog_opened', dialog: 'sign-in' });
pushEvent({ event: 'dialog_click', dialog: 'sign-in', target: 'submit' });
pageDataLayer.pushLoggedIn(false);

function ChatLauncher() {
  const tracking = useTracking();
  const chat = useMessengerState();
  if (!chat.visible) return null;
  return (
    <button
      type="button"
      data-state={
        chat.loading ? 'loading' : chat.open ? (chat.fade ? 'fade' : 'open') : chat.loaded ? 'loaded' : 'idle'
      }
      onClick={() => void (chat.open ? tracking?.messenger.close() : tracking?.messenger.open())}
    >
      {chat.open ? 'Close chat' : 'Chat with us'}
    </button>
  );
}

function Page() {
  const tracking = useTracking();
  useEffect(() => {
    if (!tracking) return;
    tracking.recorder?.call('event', 'first');
    tracking.recorder?.call('event', 'second');
    tracking.rum.logError(new Error('queued error'));
  }, [tracking]);
  useEffect(() => {
    void flags?.ready().then(() => flags.getTreatment('tracking-test-flag'));
  }, []);
  return (
    <main>
      <h1>Tracking test page</h1>
      <p>
        <a href="/page?n=2">Next page</a>
      </p>
      <ChatLauncher />
    </main>
  );
}

window.shop = {
  getPageTracking,
  pushEvent,
  flagConsent: () => flags?.getConsent(),
  device: () => detectClientDevice(),
  canHover: () => canHover(),
};
// The banner is rendered here in the browser, where its inline script does not run: open it as that script would.
setConsentBannerOpen(readConsentCookie(document.cookie) === 'UNKNOWN');
// As the storefront's tracking mount: a click in the banner closes it and records the decision.
document.addEventListener('click', (event) => {
  const decision = consentDecisionOf(event.target);
  if (!decision) return;
  setConsentBannerOpen(false);
  getPageTracking()?.decide(decision);
});
createRoot(document.getElementById('root')!).render(
  <TrackingRoot config={config}>
    <Page />
    {/* The server renders the built-in banner with the page. */}
    {config.consent.scriptUrl ? null : (
      <ConsentBanner
        privacyHref="/privacy"
        texts={{
          title: messages['consent.title']!,
          body: messages['consent.body']!,
          accept: messages['consent.accept']!,
          decline: messages['consent.decline']!,
          privacyLink: messages['consent.privacyLink']!,
        }}
      />
    )}
  </TrackingRoot>,
);
