import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { parseTrackingConfig } from '../config/tracking-config.ts';
import {
  buildConsentScriptUrl,
  CONSENT_EVENT,
  connectConsentProvider,
  dispatchConsentDecision,
} from './consent-provider.ts';
import { createConsentStore } from './consent-store.ts';

const consent = (input: Parameters<typeof parseTrackingConfig>[0] = {}) => parseTrackingConfig(input).consent;

describe('buildConsentScriptUrl (spec point 7: target_type, target and optionally country and region)', () => {
  it.each([
    [{}, undefined],
    [
      { scriptUrl: 'https://consent.test/notice.js', targetType: 'domain', target: 'kartenliebe.de' },
      'https://consent.test/notice.js?target_type=domain&target=kartenliebe.de',
    ],
    [
      {
        scriptUrl: 'https://consent.test/notice.js?v=2',
        targetType: 'domain',
        target: 'wallart.ch',
        country: 'CH',
        region: 'ZH',
      },
      'https://consent.test/notice.js?v=2&target_type=domain&target=wallart.ch&country=CH&region=ZH',
    ],
  ])('%j → %s', (input, expected) => {
    expect(buildConsentScriptUrl(consent({ consent: input }))).toBe(expected);
  });
});

describe('connectConsentProvider', () => {
  const configured = consent({
    consent: { scriptUrl: 'https://consent.test/notice.js', targetType: 'domain', target: 'shop.test' },
  });

  it('does nothing without a provider (the built-in banner asks)', () => {
    const loadScript = vi.fn();
    expect(
      connectConsentProvider({ consent: consent(), store: createConsentStore(), loadScript }),
    ).toBeUndefined();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('loads the notice and feeds its decisions into the store until disconnected', async () => {
    const happy = new Window();
    const window = happy as unknown as globalThis.Window;
    const store = createConsentStore();
    const loadScript = vi.fn(() => Promise.resolve());
    const disconnect = connectConsentProvider({ consent: configured, store, window, loadScript, nonce: 'n' });
    expect(loadScript).toHaveBeenCalledWith(
      'https://consent.test/notice.js?target_type=domain&target=shop.test',
      {
        nonce: 'n',
        document: window.document,
      },
    );
    dispatchConsentDecision('GRANTED', window);
    expect(store.getStatus()).toBe('GRANTED');
    window.dispatchEvent(
      new happy.CustomEvent(CONSENT_EVENT, { detail: { status: 'bogus' } }) as unknown as Event,
    );
    expect(store.getStatus()).toBe('GRANTED');
    dispatchConsentDecision('DECLINED', window);
    expect(store.getStatus()).toBe('DECLINED');
    disconnect?.();
    dispatchConsentDecision('GRANTED', window);
    expect(store.getStatus()).toBe('DECLINED');
  });

  it('reports a notice that fails to load', async () => {
    const onError = vi.fn();
    const failure = new Error('blocked');
    connectConsentProvider({
      consent: configured,
      store: createConsentStore(),
      window: new Window() as unknown as globalThis.Window,
      loadScript: () => Promise.reject(failure),
      onError,
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });
});
