import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import type { Locale } from '@shop/config/markets';
import { describe, expect, it } from 'vitest';
import { isOffered, mapShell, readableLabelTextColor, resolveMultilink } from './shell.ts';

describe('resolveMultilink', () => {
  it.each([
    { settings: kartenliebe, locale: 'de-DE', link: { linktype: 'story', cached_url: 'kartenliebe/fotokalender' }, expected: '/fotokalender/' },
    { settings: kartenliebe, locale: 'de-DE', link: { linktype: 'story', cached_url: 'kartenliebe/home' }, expected: '/' },
    { settings: wallart, locale: 'fr-CH', link: { linktype: 'story', cached_url: 'wallart/deco-murale/acrylique' }, expected: '/fr/deco-murale/acrylique' },
    { settings: wallart, locale: 'de-DE', link: { linktype: 'url', url: '/warenkorb' }, expected: '/warenkorb' },
    { settings: kartenliebe, locale: 'de-DE', link: { linktype: 'url', url: 'https://example.com/x' }, expected: 'https://example.com/x' },
  ] as const)('$link.linktype $link.cached_url$link.url in $locale', ({ settings, locale, link, expected }) => {
    expect(resolveMultilink(link, { settings, locale, platform: 'web' })).toBe(expected);
  });

  it('prefixes the desktop segment on the desktop platform', () => {
    expect(resolveMultilink({ linktype: 'story', cached_url: 'kartenliebe/karten' }, { settings: kartenliebe, locale: 'de-DE', platform: 'desktop' })).toBe('/d/karten/');
  });
});

describe('readableLabelTextColor', () => {
  it.each([
    { background: '#1f4e79', text: '#ffffff', expected: '#ffffff' },
    { background: '#3f7cac', text: '#ffffff', expected: '#000000' },
    { background: '#c9787f', text: '#ffffff', expected: '#000000' },
    { background: '#111111', text: '#222222', expected: '#ffffff' },
  ])('$text on $background → $expected', ({ background, text, expected }) => {
    expect(readableLabelTextColor(background, text)).toBe(expected);
  });
});

describe('entries tied to a channel feature (spec point 3 "Channel settings")', () => {
  const contentDir = fileURLToPath(new URL('../../../../content/', import.meta.url));
  const burgerOf = (channel: string, language: string) =>
    new Map([['burger', JSON.parse(readFileSync(`${contentDir}${channel}/${language}/global/burger.json`, 'utf8')).published as Record<string, unknown>]]);
  const extraMenu = (settings: ChannelSettings, locale: Locale, language: string) =>
    mapShell(burgerOf(settings.id, language), { settings, locale, platform: 'web' }, 'http://localhost:4000').burger.extraMenu.map((item) => item.url.replace(/^\/[a-z]{2}\//, '/'));

  it('wallart shows its apps entry, except in en-US (hasApps)', () => {
    // The apps entry links to the route table's photo book software page.
    expect(extraMenu(wallart, 'de-DE', 'de')).toContain('/fotobuch-software');
    expect(extraMenu(wallart, 'en-GB', 'en')).toContain('/photo-book-software');
    expect(extraMenu(wallart, 'en-US', 'en')).not.toContain('/photo-book-software');
  });

  it('the header has a wishlist entry where the channel has a wishlist (hasWishlist): kartenliebe in every language, never wallart', () => {
    const navigationOf = (channel: string, language: string) =>
      new Map([['navigation', JSON.parse(readFileSync(`${contentDir}${channel}/${language}/global/navigation.json`, 'utf8')).published as Record<string, unknown>]]);
    const header = (settings: ChannelSettings, locale: Locale, language: string) => mapShell(navigationOf(settings.id, language), { settings, locale, platform: 'web' }, 'http://localhost:4000').header;
    expect(header(kartenliebe, 'de-DE', 'de').wishlist).toEqual({ text: 'Merkzettel', link: '/merkzettel/' });
    expect(header(kartenliebe, 'fr-CH', 'fr').wishlist).toEqual({ text: 'Liste de souhaits', link: '/fr/liste-de-souhaits/' });
    for (const [locale, language] of [['en-GB', 'en'], ['es-ES', 'es'], ['it-IT', 'it'], ['nl-NL', 'nl']] as const) {
      expect(header(kartenliebe, locale, language).wishlist?.link, locale).toMatch(/^\/[a-z-]+\/$/);
    }
    expect(header(wallart, 'de-DE', 'de').wishlist).toBeNull();
  });

  it('reads only boolean features, by own name', () => {
    const features = getFeatures(wallart, 'de-DE');
    expect(isOffered({ requiresFeature: 'hasApps' }, features)).toBe(true);
    expect(isOffered({ requiresFeature: 'hasWishlist' }, features)).toBe(false);
    expect(isOffered({ requiresFeature: 'toString' }, features)).toBe(false);
    expect(isOffered({ requiresFeature: 'defaultCollageId' }, features)).toBe(false);
    expect(isOffered({}, features)).toBe(true);
  });
});

describe('mapShell', () => {
  const storyLink = (cachedUrl: string) => ({ fieldtype: 'multilink', linktype: 'story', id: 'x', url: '', cached_url: cachedUrl });
  const stories = new Map<string, Record<string, unknown>>([
    [
      'header',
      {
        magazine: { text: 'Magazine', link: storyLink('kartenliebe/magazine') },
        account: { text: 'Mon compte', link: { linktype: 'url', url: '/kundenkonto' } },
        cart: { text: 'Panier', link: { linktype: 'url', url: '/warenkorb' } },
      },
    ],
    ['footer', { columns: [{ headline: 'Légal', links: [{ text: 'CGV', link: storyLink('kartenliebe/cgv') }] }], copyright: '© 2026 kartenliebe' }],
  ]);

  it('builds the account and cart entries from the route table, whatever the story typed', () => {
    const shell = mapShell(stories, { settings: kartenliebe, locale: 'fr-CH', platform: 'web' }, 'http://api');
    expect(shell.header.account).toEqual({ text: 'Mon compte', link: '/fr/mon-compte/' });
    expect(shell.header.cart).toEqual({ text: 'Panier', link: '/fr/panier/' });
    expect(shell.header.magazine.link).toBe('/fr/magazine/');
  });

  it('keeps the footer story’s columns and copyright, and lists its links in the burger', () => {
    const shell = mapShell(stories, { settings: kartenliebe, locale: 'fr-CH', platform: 'web' }, 'http://api');
    expect(shell.footer).toEqual({ columns: [{ headline: 'Légal', links: [{ text: 'CGV', link: '/fr/cgv/' }] }], copyright: '© 2026 kartenliebe' });
    expect(shell.burger.footer).toEqual([{ text: 'CGV', link: '/fr/cgv/' }]);
  });
});
