import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { resolveRequest } from '@shop/domain/routing';
import { describe, expect, it } from 'vitest';
import { redirectForRepeatedSlashes } from './repeated-slashes.ts';

describe('redirectForRepeatedSlashes', () => {
  it.each([
    [kartenliebe, 'localhost:3000', '//hochzeit//karten', 'http://localhost:3000/hochzeit/karten/'],
    [wallart, 'localhost:3001', '/wandbilder//?x=1', 'http://localhost:3001/wandbilder?x=1'],
    [wallart, 'localhost:3001', '/a\\b', '/a/b'],
    [kartenliebe, 'localhost:3000', '/fr//seite/', 'http://fr.localhost:3000/seite/'],
    [wallart, 'ch.localhost:3001', '//de//%ZZ', 'http://ch.localhost:3001/%25ZZ'],
    [wallart, 'localhost:3001', '//evil.example//x', '/evil.example/x'],
    [kartenliebe, 'localhost:3000', '/already//fine/', '/already/fine/'],
  ] as const)('%s %s%s → %s', (settings, host, url, location) => {
    expect(redirectForRepeatedSlashes(settings, { protocol: 'http:', host, url })).toBe(location);
  });

  it('leaves paths without repeated slashes to the proxy', () => {
    expect(redirectForRepeatedSlashes(wallart, { protocol: 'http:', host: 'localhost:3001', url: '/a/b?c=//d' })).toBeUndefined();
  });

  it('its target is final', () => {
    const location = redirectForRepeatedSlashes(kartenliebe, { protocol: 'http:', host: 'localhost:3000', url: '//x//%%//y' }) as string;
    const target = new URL(location, 'http://localhost:3000');
    expect(resolveRequest(kartenliebe, { protocol: 'http:', host: target.host, pathname: target.pathname, search: target.search }).kind).toBe('render');
  });
});
