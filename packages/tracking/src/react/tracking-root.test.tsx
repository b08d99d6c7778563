// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseTrackingConfig } from '../config/tracking-config.ts';
import { getPageTracking } from '../start/start-tracking.ts';
import { TrackingRoot, useConsent, useMessengerState } from './tracking-root.tsx';

const texts = {
  title: 'Cookies',
  body: 'We use cookies.',
  accept: 'Accept all',
  decline: 'Necessary only',
  privacyLink: 'Privacy',
};

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
});

describe('TrackingRoot', () => {
  const config = parseTrackingConfig();

  it('renders no banner and starts nothing on the server (nothing before hydration)', () => {
    const html = renderToString(
      <TrackingRoot config={config} bannerTexts={texts} privacyHref="/privacy">
        <ConsentProbe />
      </TrackingRoot>,
    );
    expect(html).not.toContain('Accept all');
    expect(html).toContain('not started');
    expect(getPageTracking()).toBeUndefined();
  });

  it('starts after hydration, asks with the built-in banner, records the choice and hides the banner', async () => {
    render(
      <TrackingRoot config={config} bannerTexts={texts} privacyHref="/privacy">
        <ConsentProbe />
      </TrackingRoot>,
    );
    expect(await screen.findByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(screen.getByText(/consent: UNKNOWN/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Necessary only' })));
    expect(screen.queryByRole('button', { name: 'Accept all' })).toBeNull();
    expect(screen.getByText(/consent: DECLINED/)).toBeTruthy();
    expect(document.cookie).toContain('shop-consent=declined');
  });

  it('shows no banner once a decision is recorded', async () => {
    document.cookie = 'shop-consent=granted; Path=/';
    render(
      <TrackingRoot config={config} bannerTexts={texts} privacyHref="/privacy">
        <ConsentProbe />
      </TrackingRoot>,
    );
    expect(await screen.findByText(/consent: GRANTED/)).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stops the integrations when unmounted', async () => {
    const { unmount } = render(<TrackingRoot config={config} bannerTexts={texts} privacyHref="/privacy" />);
    await screen.findByRole('region');
    expect(getPageTracking()).toBeDefined();
    unmount();
    expect(getPageTracking()).toBeUndefined();
  });
});
