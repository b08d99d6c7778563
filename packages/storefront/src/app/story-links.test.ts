import type { ContentStory } from '@shop/api-client/content/story';
import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, storyAlternates } from './story-links.ts';

describe('safeRedirectTarget', () => {
  it.each([
    ['/fotokalender', '/fotokalender'],
    ['https://wallart.ch/leinwand', 'https://wallart.ch/leinwand'],
    ['https://www.wallart.de/x?y=1', 'https://www.wallart.de/x?y=1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['http://wallart.de/', null],
    ['javascript:alert(1)', null],
    ['https://wallart.de.evil.example/', null],
    ['not a url', null],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirectTarget(wallart, target)).toBe(expected);
  });
});

describe('storyAlternates', () => {
  const story = {
    alternates: [
      { locale: 'de-DE', path: '/fotokalender' },
      { locale: 'fr-CH', path: '/calendrier-photo' },
      { locale: 'en-US', path: '/photo-calendars' },
      { locale: 'xx-YY', path: '/nope' },
      { locale: 'nl-NL', path: undefined },
    ],
  } as unknown as ContentStory;

  it('points each locale at its country domain with prefix and slash policy, and x-default at the home locale', () => {
    expect(storyAlternates(kartenliebe, story)).toEqual({
      'de-DE': 'https://kartenliebe.de/fotokalender/',
      'fr-CH': 'https://kartenliebe.ch/fr/calendrier-photo/',
      'en-US': 'https://kartenliebe.com/photo-calendars/',
      'x-default': 'https://kartenliebe.de/fotokalender/',
    });
  });

  it('follows the channel slash policy', () => {
    expect(storyAlternates(wallart, story)['fr-CH']).toBe('https://wallart.ch/fr/calendrier-photo');
  });
});
