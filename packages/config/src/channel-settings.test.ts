import { describe, expect, it } from 'vitest';
import { defineChannel, findCountryByDomain, getFeatures, type ChannelSettingsInput } from './channel-settings.ts';
import { channels, getChannel } from './channels/index.ts';
import { kartenliebe } from './channels/kartenliebe.ts';
import { wallart } from './channels/wallart.ts';

describe('channel settings (spec point 3)', () => {
  it('kartenliebe: condolence books, guestbooks, wishlist, trailing slashes, matt lamination, no prices in the overview', () => {
    expect(kartenliebe.features).toMatchObject({
      hasCondolenceBooks: true,
      hasGuestbooks: true,
      hasWishlist: true,
      trailingSlash: true,
      photobookLaminationDefault: 'matt',
      showPricesInProductOverview: false,
      hasApps: false,
      defaultCollageId: 1,
    });
  });

  it('wallart: apps, collage detail page first, gold refinement, glossy lamination, lazy first image', () => {
    expect(wallart.features).toMatchObject({
      hasApps: true,
      collageDetailPageBeforeDesigner: true,
      photobookRefinement: 'gold',
      photobookLaminationDefault: 'glossy',
      lazyFirstImage: true,
      hasWishlist: false,
      trailingSlash: false,
      defaultCollageId: 13,
    });
  });

  it('wallart en-US: inches for aluminium gallery prints and no apps', () => {
    expect(getFeatures(wallart, 'en-US')).toMatchObject({ inchForAluminiumGalleryPrints: true, hasApps: false });
    expect(getFeatures(wallart, 'en-GB')).toMatchObject({ inchForAluminiumGalleryPrints: false, hasApps: true });
  });

  it('every channel has a production domain for each of the 12 countries, all distinct', () => {
    for (const settings of Object.values(channels)) {
      const domains = Object.values(settings.domains);
      expect(domains).toHaveLength(12);
      expect(new Set(domains).size).toBe(12);
    }
  });

  it('finds the country of a production host', () => {
    expect(findCountryByDomain(wallart, 'www.wallart.ch')).toBe('CH');
    expect(findCountryByDomain(kartenliebe, 'kartenliebe.co.uk')).toBe('GB');
    expect(findCountryByDomain(kartenliebe, 'evil.example')).toBeUndefined();
  });

  it('looks channels up by id only', () => {
    expect(getChannel('wallart')).toBe(wallart);
    expect(getChannel('toString')).toBeUndefined();
  });

  describe('a settings file is validated', () => {
    const valid: ChannelSettingsInput = { ...kartenliebe, id: 'third', localeOverrides: {} };

    it('accepts a complete one', () => {
      expect(defineChannel(valid).id).toBe('third');
    });

    it.each([
      ['a missing domain', { ...valid, domains: { ...valid.domains, NL: undefined } }],
      ['an id with capitals', { ...valid, id: 'Third' }],
      ['a domain that is not a host name', { ...valid, domains: { ...valid.domains, DE: 'https://x.de/' } }],
      ['a collage id of 0', { ...valid, features: { ...valid.features, defaultCollageId: 0 } }],
      ['an unknown lamination', { ...valid, features: { ...valid.features, photobookLaminationDefault: 'silk' } }],
    ])('refuses %s', (_case, input) => {
      expect(() => defineChannel(input as ChannelSettingsInput)).toThrow();
    });
  });
});
