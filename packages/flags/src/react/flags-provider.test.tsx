// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbContent, FlagsProvider, useAbVariant, useTreatment } from './flags-provider.tsx';
import { getBrowserFlags, stopBrowserFlags } from '../client/browser-flags.ts';
import { loadFlagDefinitions, toBrowserFeatures } from '../definitions/definitions.ts';
import { SESSION_MONITOR_STORAGE_KEY } from '../session-monitor/session-monitor.ts';

function Flyout() {
  return <AbContent feature="wallart-flyout-grouping" on={<p>grouped flyout</p>} off={<p>plain flyout</p>} />;
}

function PricesBlock() {
  const { state, items } = useAbVariant({
    feature: 'VOLL-1785',
    on: ['artbox prices'],
    off: ['standard prices'],
  });
  return <p data-state={JSON.stringify(state)}>{items.join()}</p>;
}

function Treatment({ flag }: { flag: string }) {
  return <span>{useTreatment(flag)}</span>;
}

const definitions = loadFlagDefinitions();
const originalUserAgent = navigator.userAgent;

afterEach(async () => {
  cleanup();
  await stopBrowserFlags();
  sessionStorage.clear();
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: originalUserAgent });
});

describe('server HTML carries the server treatments (no flicker)', () => {
  it.each([
    [{ 'wallart-flyout-grouping': 'on' }, 'grouped flyout'],
    [{ 'wallart-flyout-grouping': 'off' }, 'plain flyout'],
    [{ 'wallart-flyout-grouping': 'control' }, 'plain flyout'],
    [{}, 'plain flyout'],
  ])('%j renders %s', (treatments, text) => {
    expect(
      renderToString(
        <FlagsProvider treatments={treatments}>
          <Flyout />
        </FlagsProvider>,
      ),
    ).toContain(text);
  });

  it('gives the A/B block its state and list', () => {
    const html = renderToString(
      <FlagsProvider treatments={{ 'VOLL-1785': 'on' }}>
        <PricesBlock />
      </FlagsProvider>,
    );
    expect(html).toContain('artbox prices');
    expect(html).toContain(
      '{&quot;splitDisabled&quot;:false,&quot;feature&quot;:&quot;VOLL-1785&quot;,&quot;treatment&quot;:&quot;on&quot;}',
    );
  });

  it('shows control everywhere when flags are disabled', () => {
    const html = renderToString(
      <FlagsProvider treatments={{ 'VOLL-1785': 'on' }} splitDisabled>
        <PricesBlock />
        <Treatment flag="VOLL-1785" />
      </FlagsProvider>,
    );
    expect(html).toContain('standard prices');
    expect(html).toContain('<span>control</span>');
  });
});

describe('browser SDK after hydration', () => {
  const key = 'qa-flyout-off';
  const client = {
    key,
    features: toBrowserFeatures(definitions, key),
    storage: 'MEMORY' as const,
    consent: 'GRANTED' as const,
  };

  it('starts lazily, sends split_evaluation for the rendered flags and remembers them for the session', async () => {
    const trackEvent = vi.fn();
    render(
      <FlagsProvider treatments={{ 'wallart-flyout-grouping': 'off' }} client={{ ...client, trackEvent }}>
        <Flyout />
      </FlagsProvider>,
    );
    expect(screen.getByText('plain flyout')).toBeTruthy();
    await vi.waitFor(() =>
      expect(trackEvent).toHaveBeenCalledWith(
        'split_evaluation',
        expect.objectContaining({ feature: 'wallart-flyout-grouping', treatment: 'off', key }),
      ),
    );
    expect(JSON.parse(sessionStorage.getItem(SESSION_MONITOR_STORAGE_KEY)!)).toEqual({
      userKey: key,
      flags: { 'wallart-flyout-grouping': 'off' },
    });
    // The page keeps what the server rendered.
    expect(screen.getByText('plain flyout')).toBeTruthy();
  });

  it('logs split-error-change-of-feature-flag when the session saw another treatment before', async () => {
    sessionStorage.setItem(
      SESSION_MONITOR_STORAGE_KEY,
      JSON.stringify({ userKey: key, flags: { 'wallart-flyout-grouping': 'on' } }),
    );
    const logger = { error: vi.fn(), warn: vi.fn() };
    render(
      <FlagsProvider treatments={{ 'wallart-flyout-grouping': 'off' }} client={client} logger={logger}>
        <Flyout />
      </FlagsProvider>,
    );
    await vi.waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith(
        'split-error-change-of-feature-flag',
        expect.objectContaining({ flag: 'wallart-flyout-grouping', previous: 'on', treatment: 'off' }),
      ),
    );
  });

  it('fetches the per-visitor bootstrap from the app when the page HTML is shared (cached per variant)', async () => {
    const trackEvent = vi.fn();
    const fetchMock = vi.fn(async () =>
      Response.json({ key, features: toBrowserFeatures(definitions, key) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      render(
        <FlagsProvider
          treatments={{ 'wallart-flyout-grouping': 'off' }}
          client={{ bootstrapUrl: '/api/flags/bootstrap', storage: 'MEMORY', consent: 'GRANTED', trackEvent }}
        >
          <Flyout />
        </FlagsProvider>,
      );
      await vi.waitFor(() =>
        expect(trackEvent).toHaveBeenCalledWith(
          'split_evaluation',
          expect.objectContaining({ feature: 'wallart-flyout-grouping', treatment: 'off', key }),
        ),
      );
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/flags/bootstrap',
        expect.objectContaining({ credentials: 'same-origin' }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('applies a treatment forced from the URL in the server HTML and leaves it out of session monitoring', async () => {
    const { createServerFlags } = await import('../server/server-flags.ts');
    const { applyForcedTreatment, parseUrlFlagControl } = await import('../url-control/url-control.ts');
    const { pickTreatments } = await import('./select-ab-variant.ts');
    const server = createServerFlags();
    const control = parseUrlFlagControl('?feature=wallart-flyout-grouping&treatment=off');
    const treatments = pickTreatments(
      applyForcedTreatment(await server.evaluate('visitor-1', ['wallart-flyout-grouping']), control),
    );
    expect(
      renderToString(
        <FlagsProvider treatments={treatments}>
          <Flyout />
        </FlagsProvider>,
      ),
    ).toContain('plain flyout');
    // Rejected on an on/off flag: the SDK's treatment stays. Unknown on a multi-option flag: control.
    const rejected = parseUrlFlagControl('?feature=wallart-flyout-grouping&treatment=grouped-v2');
    expect(
      pickTreatments(
        applyForcedTreatment(await server.evaluate('visitor-1', ['wallart-flyout-grouping']), rejected),
      ),
    ).toEqual({
      'wallart-flyout-grouping': 'on',
    });
    const multiOption = parseUrlFlagControl('?feature=VOLL-1031&treatment=variant-z');
    expect(
      pickTreatments(applyForcedTreatment(await server.evaluate('visitor-1', ['VOLL-1031']), multiOption)),
    ).toEqual({ 'VOLL-1031': 'control' });
    const logger = { error: vi.fn(), warn: vi.fn() };
    const visitor = {
      key: 'visitor-1',
      features: toBrowserFeatures(definitions, 'visitor-1'),
      storage: 'MEMORY' as const,
    };
    render(
      <FlagsProvider
        treatments={treatments}
        client={visitor}
        forcedFeature="wallart-flyout-grouping"
        logger={logger}
      >
        <Flyout />
      </FlagsProvider>,
    );
    await vi.waitFor(() => expect(sessionStorage.getItem(SESSION_MONITOR_STORAGE_KEY)).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem(SESSION_MONITOR_STORAGE_KEY)!).flags).toEqual({});
    expect(logger.error).not.toHaveBeenCalled();
    await server.destroy();
  });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', {}],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      { splitDisabled: true },
    ],
  ])('never starts for %s %j', async (userAgent, props) => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
    render(
      <FlagsProvider treatments={{ 'wallart-flyout-grouping': 'on' }} client={client} {...props}>
        <Flyout />
      </FlagsProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getBrowserFlags()).toBeUndefined();
  });
});

describe('first-load weight', () => {
  it('the provider module imports neither the SDK nor the client module statically', () => {
    const staticImports = (file: string) =>
      [
        ...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(
          /^import\s(?!type\s)[^;]*?from\s+'([^']+)'/gm,
        ),
      ].map((match) => match[1]);
    const providerImports = staticImports('./flags-provider.tsx');
    expect(providerImports).toEqual([
      'react',
      '../flag-names.ts',
      '../log-codes.ts',
      './select-ab-variant.ts',
    ]);
    // The client module appears only as `import type` (erased at build time) and as a dynamic import.
    expect(readFileSync(join(import.meta.dirname, 'flags-provider.tsx'), 'utf8')).toContain(
      "import type { BrowserFlagsOptions } from '../client/browser-flags.ts'",
    );
    // Crawler detection brings isbot's pattern list: imported at the SDK's start, before the SDK, never with the page.
    expect(readFileSync(join(import.meta.dirname, 'flags-provider.tsx'), 'utf8')).toContain(
      "import('../crawler/is-crawler.ts')",
    );
    for (const file of ['../flag-names.ts', '../log-codes.ts', './select-ab-variant.ts'])
      expect(staticImports(file)).toEqual([]);
  });
});
