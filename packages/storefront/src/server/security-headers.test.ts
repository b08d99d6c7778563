import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  isPreviewRequest,
  keepCookiesPrivate,
  type SecurityHeaderSources,
} from './security-headers.ts';

/** The app env's local defaults (app-env.ts): shop API on 4000, the editor's bridge, no client key, no tracking. */
const localEnv: SecurityHeaderSources = {
  shopApiUrl: 'http://localhost:4000',
  content: { bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js' },
  split: {},
};

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

const configured: SecurityHeaderSources = {
  shopApiUrl: 'https://api.shop.example/base',
  content: { bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js' },
  split: { clientKey: 'browser-key', urls: { events: 'https://events.flags.example/api' } },
  tracking: {
    tagManager: { id: 'GTM-K1', origin: 'https://tags.example' },
    consent: { scriptUrl: 'https://consent.example/notice.js' },
    recorder: { scriptUrl: 'https://recorder.example/r.js' },
    logging: { scriptUrl: 'https://rum.example/logs.js' },
    messenger: { scriptUrl: 'https://chat.example/widget.js' },
  },
};

describe('buildContentSecurityPolicy', () => {
  it('production: no unsafe-eval, nothing framed, objects off, forms and base to the own origin', () => {
    const policy = directives(buildContentSecurityPolicy(localEnv, { preview: false, production: true }));
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('development adds unsafe-eval (Next dev evaluates modules)', () => {
    expect(
      directives(buildContentSecurityPolicy(localEnv, { preview: false, production: false })).get(
        'script-src',
      ),
    ).toContain("'unsafe-eval'");
  });

  it('local defaults: pictures from the shop API origin, no third party, the editor only on previews', () => {
    const policy = directives(buildContentSecurityPolicy(localEnv, { preview: false, production: true }));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:4000']);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain('https://app.storyblok.com');
  });

  it('previews: framed by the editor origin only, bridge script allowed', () => {
    const policy = directives(buildContentSecurityPolicy(localEnv, { preview: true, production: true }));
    expect(policy.get('frame-ancestors')).toEqual(['https://app.storyblok.com']);
    expect(policy.get('script-src')).toContain('https://app.storyblok.com');
  });

  it('every configured third-party URL contributes its origin (never its path) to the directives it needs', () => {
    const policy = directives(buildContentSecurityPolicy(configured, { preview: false, production: true }));
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://api.shop.example', 'https://tags.example']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://sdk.split.io',
        'https://events.flags.example',
        'https://auth.split.io',
        'https://streaming.split.io',
        'https://telemetry.split.io',
        'https://tags.example',
        'https://recorder.example',
        'https://rum.example',
        'https://consent.example',
        'https://chat.example',
      ]),
    );
    expect(policy.get('connect-src')).not.toContain('https://events.split.io');
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://tags.example',
        'https://consent.example',
        'https://recorder.example',
        'https://rum.example',
        'https://chat.example',
      ]),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://consent.example', 'https://chat.example']),
    );
    expect([...policy.values()].flat().some((source) => /^https?:\/\/[^/]+\//.test(source))).toBe(false);
  });

  it('no tag manager id: its default origin is not allowed; no client key: no Split hosts', () => {
    const policy = buildContentSecurityPolicy(
      {
        ...configured,
        split: { urls: configured.split.urls },
        tracking: { tagManager: { origin: 'https://www.googletagmanager.com' } },
      },
      { preview: false, production: true },
    );
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('split.io');
    expect(policy).not.toContain('flags.example');
  });

  it('ignores URLs that are not http(s) instead of writing them into the policy', () => {
    const policy = buildContentSecurityPolicy(
      {
        ...configured,
        shopApiUrl: 'javascript:alert(1)',
        content: { bridgeUrl: 'not a url' },
        tracking: { messenger: { scriptUrl: 'data:text/javascript,1;script-src *' } },
      },
      { preview: false, production: true },
    );
    expect(policy).not.toContain('javascript:');
    expect(policy).not.toContain('not a url');
    expect(policy).not.toContain('data:text');
  });
});

describe('Google sign-in in the policy', () => {
  it("allows Google's origin for script, styles, connections and frames only with a client id", () => {
    const off = directives(buildContentSecurityPolicy(localEnv, { preview: false, production: true }));
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src'])
      expect(off.get(name)).not.toContain('https://accounts.google.com');
    const on = directives(
      buildContentSecurityPolicy(
        { ...localEnv, google: { clientId: '1234-abc.apps.googleusercontent.com' } },
        { preview: false, production: true },
      ),
    );
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src'])
      expect(on.get(name)).toContain('https://accounts.google.com');
    expect(on.get('img-src')).not.toContain('https://accounts.google.com');
  });
});

describe('buildSecurityHeaders', () => {
  it('pages: CSP, referrer policy, nosniff, X-Frame-Options DENY', () => {
    const headers = buildSecurityHeaders(localEnv, { preview: false, production: true });
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('production: HSTS for two years with subdomains, and a Permissions-Policy switching off unused features', () => {
    const headers = buildSecurityHeaders(localEnv, { preview: false, production: true });
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(buildSecurityHeaders(localEnv, { preview: false, production: false })['strict-transport-security']).toBeUndefined();
  });

  it('previews: no X-Frame-Options (it cannot name the editor), frame-ancestors names it', () => {
    const headers = buildSecurityHeaders(localEnv, { preview: true, production: true });
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy']).toContain('frame-ancestors https://app.storyblok.com');
  });
});

describe('isPreviewRequest', () => {
  it.each([
    ['/?_storyblok=12', true],
    ['/hochzeit/?x=1&_storyblok=', true],
    ['/?_storyblok_tk[token]=x', false],
    ['/_storyblok?x=1', false],
    ['/', false],
    ['/?x=%5Fstoryblok', false],
  ])('%s → %s', (url, preview) => {
    expect(isPreviewRequest(url)).toBe(preview);
  });
});

describe('keepCookiesPrivate', () => {
  const response = () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    keepCookiesPrivate(res);
    return res;
  };

  it('a cacheable answer that sets a cookie turns private when its head is written, still fit for the back/forward cache', () => {
    const res = response();
    res.setHeader('set-cookie', 'splitIoUserKey=k; Path=/');
    res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700');
    res.writeHead(200);
    const cacheControl = String(res.getHeader('cache-control'));
    expect(cacheControl).toBe('private, no-cache, max-age=0, must-revalidate');
    // No shared cache may keep it (no s-maxage, no public); the browser revalidates; bfcache is not ruled out.
    expect(cacheControl).not.toMatch(/s-maxage|public|no-store/);
  });

  it('leaves cacheable answers without a cookie, and private ones, as they are', () => {
    const cacheable = response();
    cacheable.setHeader('cache-control', 's-maxage=300');
    cacheable.writeHead(200);
    expect(cacheable.getHeader('cache-control')).toBe('s-maxage=300');
    const personal = response();
    personal.setHeader('set-cookie', 'a=1');
    personal.setHeader('cache-control', 'private, no-store');
    personal.writeHead(200);
    expect(personal.getHeader('cache-control')).toBe('private, no-store');
  });
});
