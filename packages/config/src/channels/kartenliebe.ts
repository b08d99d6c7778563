import { defineChannel } from '../channel-settings.ts';

/** kartenliebe: printed cards and paper products. */
export const kartenliebe = defineChannel({
  id: 'kartenliebe',
  name: 'kartenliebe',
  homeCountry: 'DE',
  domains: {
    AT: 'kartenliebe.at',
    BE: 'kartenliebe.be',
    CH: 'kartenliebe.ch',
    DE: 'kartenliebe.de',
    ES: 'kartenliebe.es',
    FR: 'kartenliebe.fr',
    GB: 'kartenliebe.co.uk',
    IT: 'kartenliebe.it',
    LI: 'kartenliebe.li',
    LU: 'kartenliebe.lu',
    NL: 'kartenliebe.nl',
    US: 'kartenliebe.com',
  },
  brand: { themeColor: '#b0003a', backgroundColor: '#ffffff' },
  features: {
    hasWishlist: true,
    hasCondolenceBooks: true,
    hasGuestbooks: true,
    trailingSlash: true,
    photobookLaminationDefault: 'matt',
    photobookRefinement: null,
    showPricesInProductOverview: false,
    hasApps: false,
    collageDetailPageBeforeDesigner: false,
    lazyFirstImage: false,
    inchForAluminiumGalleryPrints: false,
    defaultCollageId: 1,
  },
});
