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
  brand: { themeColor: '#1f4e5f', backgroundColor: '#ffffff', logoColor: '#3f7cac', logoMark: 'frame' },
  portVariablePrefix: 'WA',
  products: ['photoframe', 'photobox', 'photoprint', 'photobook', 'calendar', 'collage', 'card'],
  ports: {
    start: 3001,
    e2e: 3101,
    hostile: 3201,
    faults: 3211,
    security: 3221,
    tracking: 3231,
    bench: 3301,
    benchIntegrations: 3311,
    traffic: 3241,
    walk: 3251,
  },
  // Cards a little dearer than on kartenliebe; the large envelope only with kartenliebe's cards.
  priceFactors: { card: 10500 },
  excludedAccessories: ['envelope-large'],
  // Its wedding cards only.
  cardThemeOccasions: ['hochzeit'],
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
