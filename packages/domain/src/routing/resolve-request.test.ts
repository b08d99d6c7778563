import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { buildPublicPath, resolveRequest, type RoutingDecision } from './resolve-request.ts';

function route(channel: typeof kartenliebe, url: string): RoutingDecision {
  const parsed = new URL(url);
  return resolveRequest(channel, { protocol: parsed.protocol, host: parsed.host, pathname: parsed.pathname, search: parsed.search });
}

describe('resolveRequest: what is rendered', () => {
  it.each([
    // channel, url, locale, platform, content path
    [kartenliebe, 'http://localhost:3000/', 'de-DE', 'web', '/'],
    [kartenliebe, 'http://ch.localhost:3000/', 'de-CH', 'web', '/'],
    [kartenliebe, 'http://ch.localhost:3000/fr/', 'fr-CH', 'web', '/'],
    [kartenliebe, 'http://ch.localhost:3000/it/hochzeit/', 'it-CH', 'web', '/hochzeit'],
    [kartenliebe, 'http://be.localhost:3000/', 'nl-BE', 'web', '/'],
    [kartenliebe, 'http://be.localhost:3000/fr/', 'fr-BE', 'web', '/'],
    [kartenliebe, 'http://it.localhost:3000/de/', 'de-IT', 'web', '/'],
    [kartenliebe, 'http://us.localhost:3000/', 'en-US', 'web', '/'],
    [kartenliebe, 'https://kartenliebe.co.uk/', 'en-GB', 'web', '/'],
    [kartenliebe, 'https://www.kartenliebe.lu/fr/', 'fr-LU', 'web', '/'],
    [kartenliebe, 'http://localhost:3000/d/', 'de-DE', 'desktop', '/'],
    [kartenliebe, 'http://ch.localhost:3000/fr/d/desktop-startseite/', 'fr-CH', 'desktop', '/desktop-startseite'],
    [wallart, 'http://localhost:3001/wandbilder', 'de-DE', 'web', '/wandbilder'],
    [wallart, 'http://localhost:3001/d/leinwanddruck', 'de-DE', 'desktop', '/leinwanddruck'],
    [wallart, 'http://nl.localhost:3001/wanddecoratie', 'nl-NL', 'web', '/wanddecoratie'],
    [wallart, 'http://localhost:3001/robots.txt', 'de-DE', 'web', '/robots.txt'],
    [kartenliebe, 'http://localhost:3000/sitemap.xml', 'de-DE', 'web', '/sitemap.xml'],
    [kartenliebe, 'http://unknown.example:3000/', 'de-DE', 'web', '/'],
  ] as const)('%s %s → %s %s %s', (channel, url, locale, platform, path) => {
    const decision = route(channel, url);
    expect(decision.kind).toBe('render');
    if (decision.kind !== 'render') return;
    expect(decision.route).toMatchObject({ locale, platform, path, channel: channel.id });
  });
});

describe('resolveRequest: one redirect to the normalised form', () => {
  it.each([
    // rule, channel, url, location, status
    ['trailing slash added (kartenliebe)', kartenliebe, 'http://localhost:3000/hochzeit?x=1', 'http://localhost:3000/hochzeit/?x=1', 308],
    ['trailing slash removed (wallart)', wallart, 'http://localhost:3001/wandbilder/?x=1', 'http://localhost:3001/wandbilder?x=1', 308],
    ['double slashes', kartenliebe, 'http://localhost:3000//hochzeit//karten/', 'http://localhost:3000/hochzeit/karten/', 308],
    ['double slashes (wallart)', wallart, 'http://ch.localhost:3001/fr//deco-murale', 'http://ch.localhost:3001/fr/deco-murale', 308],
    ['upper-case prefix', kartenliebe, 'http://ch.localhost:3000/FR/', 'http://ch.localhost:3000/fr/', 308],
    ['default language as prefix', kartenliebe, 'http://ch.localhost:3000/de/hochzeit/', 'http://ch.localhost:3000/hochzeit/', 308],
    ['default language as prefix on DE', wallart, 'http://localhost:3001/de/wandbilder?a=b', 'http://localhost:3001/wandbilder?a=b', 308],
    ['desktop with default prefix', wallart, 'http://localhost:3001/de/d/', 'http://localhost:3001/d', 308],
    ['foreign prefix fr on DE', kartenliebe, 'http://localhost:3000/fr/cartes/?q=1', 'http://fr.localhost:3000/cartes/?q=1', 308],
    ['foreign prefix de on FR', wallart, 'http://fr.localhost:3001/de/wandbilder', 'http://localhost:3001/wandbilder', 308],
    ['foreign prefix en on CH', wallart, 'http://ch.localhost:3001/en/wall-art', 'http://gb.localhost:3001/wall-art', 308],
    ['foreign prefix nl on DE, production', kartenliebe, 'https://kartenliebe.de/nl/', 'https://kartenliebe.nl/', 308],
    ['foreign upper-case prefix: still one redirect', kartenliebe, 'http://localhost:3000/IT/x', 'http://it.localhost:3000/x/', 308],
    ['configurator gets the locale', kartenliebe, 'http://ch.localhost:3000/fr/configurator-card/', 'http://ch.localhost:3000/fr/configurator-card/?locale=fr-CH', 307],
    ['configurator keeps its query', wallart, 'http://localhost:3001/configurator-photobook?designId=4', 'http://localhost:3001/configurator-photobook?designId=4&locale=de-DE', 307],
    ['configurator and slash at once', kartenliebe, 'http://localhost:3000/configurator-calendar', 'http://localhost:3000/configurator-calendar/?locale=de-DE', 308],
  ] as const)('%s', (_rule, channel, url, location, status) => {
    const decision = route(channel, url);
    expect(decision).toMatchObject({ kind: 'redirect', location, status });
    if (decision.kind !== 'redirect') return;
    // The target is final: resolving it renders.
    expect(route(channel, decision.location).kind).toBe('render');
  });

  it.each([
    // The quality suite's chains: dot segments a browser resolves, raw characters, a two-letter content path.
    [kartenliebe, 'http://localhost:3000/fotobuch/<script>/../', 'http://localhost:3000/fotobuch/'],
    [wallart, 'http://localhost:3001/fotobuch/%3Cscript%3E/%2e%2e/', 'http://localhost:3001/fotobuch'],
    [wallart, 'http://localhost:3001/a/./b/%2E/', 'http://localhost:3001/a/b'],
    [wallart, 'http://localhost:3001/../../etc/', 'http://localhost:3001/etc'],
    [kartenliebe, 'http://localhost:3000/%2e/fr/de', 'http://localhost:3000/'],
    [wallart, 'http://localhost:3001/x/a"b c', 'http://localhost:3001/x/a%22b%20c'],
    [wallart, 'http://localhost:3001/ß/😀/', 'http://localhost:3001/%C3%9F/%F0%9F%98%80'],
  ] as const)('%s %s → one redirect to %s', (channel, url, location) => {
    const parsed = new URL(url);
    // As the server receives it: no browser-side resolution of the path.
    const pathname = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const decision = resolveRequest(channel, { protocol: parsed.protocol, host: parsed.host, pathname, search: '' });
    expect(decision).toMatchObject({ kind: 'redirect', location });
    if (decision.kind !== 'redirect') return;
    const target = new URL(decision.location);
    expect(resolveRequest(channel, { protocol: target.protocol, host: target.host, pathname: target.pathname, search: target.search }).kind).not.toBe('redirect');
  });

  it('does not add a locale when the configurator URL has one', () => {
    expect(route(wallart, 'http://localhost:3001/configurator-card?locale=en-GB').kind).toBe('render');
  });
});

describe('resolveRequest: not found', () => {
  it.each([
    [kartenliebe, 'http://localhost:3000/xx/'],
    [kartenliebe, 'http://localhost:3000/pt/hochzeit/'],
    [wallart, 'http://ch.localhost:3001/XX'],
    [wallart, 'http://localhost:3001/zz'],
  ] as const)('unknown prefix %s %s', (channel, url) => {
    expect(route(channel, url)).toMatchObject({ kind: 'not-found', reason: 'unknown-language-prefix' });
  });

  it.each(['/a%2Fb', '/%00', '/x%5Cy', '/x/y/%2f'])('refused path %s', (path) => {
    expect(route(wallart, `http://localhost:3001${path}`)).toMatchObject({ kind: 'not-found', reason: 'malformed-path' });
  });

  it.each([
    ['/%E0%A4%A', '/%25E0%25A4%25A'],
    ['/x/y/%%/z', '/x/y/%25%25/z'],
    ['/x/%zz', '/x/%25zz'],
    ['/%5C/x/%%/y', '/%5C/x/%25%25/y'],
    ['/xx/%E0', '/xx/%25E0'],
  ])('broken escapes in %s are taken literally, in one redirect', (path, escaped) => {
    const decision = route(wallart, `http://localhost:3001${path}`);
    expect(decision).toMatchObject({ kind: 'redirect', location: `http://localhost:3001${escaped}`, status: 308 });
    if (decision.kind === 'redirect') expect(route(wallart, decision.location).kind).not.toBe('redirect');
  });

  it('escapes and normalises in the same single redirect', () => {
    expect(route(kartenliebe, 'http://ch.localhost:3000/de//x/%%')).toMatchObject({ kind: 'redirect', location: 'http://ch.localhost:3000/x/%25%25/' });
  });
});

describe('resolveRequest: opt-outs for the visit', () => {
  it('reads tracking=0 and logging=0', () => {
    expect(route(wallart, 'http://localhost:3001/?tracking=0&logging=0').optOuts).toEqual({ tracking: true, logging: true });
  });
  it('any other value turns the opt-out off again', () => {
    expect(route(wallart, 'http://localhost:3001/?tracking=1').optOuts).toEqual({ tracking: false });
  });
  it('keeps them on redirects', () => {
    expect(route(kartenliebe, 'http://localhost:3000/x?logging=0')).toMatchObject({ kind: 'redirect', optOuts: { logging: true } });
  });
});

describe('buildPublicPath', () => {
  it.each([
    [kartenliebe, 'de-DE', 'web', '/', '/'],
    [kartenliebe, 'fr-CH', 'web', '/', '/fr/'],
    [kartenliebe, 'fr-CH', 'desktop', '/hochzeit', '/fr/d/hochzeit/'],
    [wallart, 'de-DE', 'desktop', '/', '/d'],
    [wallart, 'nl-BE', 'web', '/wanddecoratie/', '/wanddecoratie'],
    [kartenliebe, 'de-DE', 'web', '/robots.txt', '/robots.txt'],
  ] as const)('%s %s %s %s → %s', (settings, locale, platform, path, expected) => {
    expect(buildPublicPath({ settings, locale, platform, path })).toBe(expected);
  });
});
