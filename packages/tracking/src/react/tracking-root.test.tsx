// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTrackingConfig } from '../config/tracking-config.ts';
import { setConsentBannerOpen } from '../consent/consent-attributes.ts';
import { getPageTracking } from '../start/start-tracking.ts';
import { TrackingRoot, useConsent, useMessengerState } from './tracking-root.tsx';

function ConsentProbe() {
  const consent = useConsent();
  const messenger = useMessengerState();
  return (
    <p>
      consent: {consent ?? 'not started'}, chat visible: {String(messenger.visible)}
    </p>
  );
}

function clearCookies() {
  for (const name of ['shop-consent', 'shop-tracking-disabled', 'shop-logging-disabled']) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  clearCookies();
  setConsentBannerOpen(false);
});

const bannerOpen = () => document.documentElement.hasAttribute('data-consent-open');

describe('TrackingRoot', () => {
  const config = parseTrackingConfig();

  it('starts nothing on the server (nothing before hydration)', () => {
    const html = renderToString(
      <TrackingRoot config={config}>
        <ConsentProbe />
      </TrackingRoot>,
    );
    expect(html).toContain('not started');
    expect(getPageTracking()).toBeUndefined();
  });

  it('starts after hydration and closes the built-in banner on a decision, opens it again when asked again', async () => {
    // As the banner's script left it for a visitor without a decision.
    setConsentBannerOpen(true);
    render(
      <TrackingRoot config={config}>
        <ConsentProbe />
      </TrackingRoot>,
    );
    expect(await screen.findByText(/consent: UNKNOWN/)).toBeTruthy();
    expect(bannerOpen()).toBe(true);
    await act(async () => getPageTracking()?.decide('DECLINED'));
    expect(bannerOpen()).toBe(false);
    expect(screen.getByText(/consent: DECLINED/)).toBeTruthy();
    expect(document.cookie).toContain('shop-consent=declined');
    await act(async () => getPageTracking()?.askAgain());
    expect(bannerOpen()).toBe(true);
  });

  it('leaves the banner closed once a decision is recorded', async () => {
    document.cookie = 'shop-consent=granted; Path=/';
    render(
      <TrackingRoot config={config}>
        <ConsentProbe />
      </TrackingRoot>,
    );
    expect(await screen.findByText(/consent: GRANTED/)).toBeTruthy();
    expect(bannerOpen()).toBe(false);
  });

  it('stops the integrations when unmounted', async () => {
    const { unmount } = render(<TrackingRoot config={config} />);
    await vi.waitFor(() => expect(getPageTracking()).toBeDefined());
    unmount();
    expect(getPageTracking()).toBeUndefined();
  });
});
