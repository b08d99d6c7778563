import { defineChannel } from '../channel-settings.ts';

/** wallart: wall pictures and more. */
export const wallart = defineChannel({
  id: 'wallart',
  name: 'wallart',
  homeCountry: 'DE',
  domains: {
    AT: 'wallart.at',
    BE: 'wallart.be',
    CH: 'wallart.ch',
    DE: 'wallart.de',
    ES: 'wallart.es',
    FR: 'wallart.fr',
    GB: 'wallart.co.uk',
    IT: 'wallart.it',
    LI: 'wallart.li',
    LU: 'wallart.lu',
    NL: 'wallart.nl',
    US: 'wallart.com',
  },
  brand: { themeColor: '#1f4e5f', backgroundColor: '#ffffff' },
  features: {
    hasWishlist: false,
    hasCondolenceBooks: false,
    hasGuestbooks: false,
    trailingSlash: false,
    photobookLaminationDefault: 'glossy',
    photobookRefinement: 'gold',
    showPricesInProductOverview: true,
    hasApps: true,
    collageDetailPageBeforeDesigner: true,
    lazyFirstImage: true,
    inchForAluminiumGalleryPrints: false,
    defaultCollageId: 13,
  },
  localeOverrides: {
    'en-US': { inchForAluminiumGalleryPrints: true, hasApps: false },
  },
});
