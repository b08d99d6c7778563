import { z } from 'zod';
import { countryCodes, getCountry, locales, toLocale, type CountryCode, type Locale } from './markets.ts';

const featureSchema = z.object({
  hasWishlist: z.boolean(),
  hasCondolenceBooks: z.boolean(),
  hasGuestbooks: z.boolean(),
  /** Paths end in `/` (kartenliebe) or never do (wallart). */
  trailingSlash: z.boolean(),
  photobookLaminationDefault: z.enum(['matt', 'glossy']),
  /** Refinement preselected for photobooks; null when the channel offers none by default. */
  photobookRefinement: z.enum(['gold']).nullable(),
  showPricesInProductOverview: z.boolean(),
  hasApps: z.boolean(),
  collageDetailPageBeforeDesigner: z.boolean(),
  lazyFirstImage: z.boolean(),
  /** Aluminium gallery prints are sized in inches (the en-US exception). */
  inchForAluminiumGalleryPrints: z.boolean(),
  defaultCollageId: z.number().int().positive(),
});
export type ChannelFeatures = z.infer<typeof featureSchema>;

const portSchema = z.number().int().min(1024).max(65535);

/**
 * The port of this channel's app in each stack that runs it. Every stack runs all channels side by side, so a port
 * belongs to one channel only (`channels/index.test.ts` checks that no two collide).
 */
const portsSchema = z.object({
  /** `npm start` (variable `<prefix>_PORT`). */
  start: portSchema,
  /** The end-to-end suite in packages/e2e (`E2E_<prefix>_PORT`). */
  e2e: portSchema,
  /** packages/quality: the hostile stack (`QUALITY_<prefix>_PORT`), fault, security and tracking suites, bench. */
  hostile: portSchema,
  faults: portSchema,
  security: portSchema,
  tracking: portSchema,
  bench: portSchema,
  benchIntegrations: portSchema,
  /** packages/quality: the hostile-traffic checks (`QUALITY_TRAFFIC_<prefix>_PORT`) and the walk test (`QUALITY_WALK_<prefix>_PORT`). */
  traffic: portSchema,
  walk: portSchema,
});
export type ChannelPorts = z.infer<typeof portsSchema>;
export type StackName = keyof ChannelPorts;

export const channelSettingsSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(1),
  homeCountry: z.enum(countryCodes),
  /** Production domain per country: every country of the market table has one. */
  domains: z.record(z.enum(countryCodes), z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/)),
  /** Prefix of the channel's port variables: `KL` reads `KL_PORT`, `E2E_KL_PORT`, `QUALITY_KL_PORT`. */
  portVariablePrefix: z.string().regex(/^[A-Z][A-Z0-9]*$/),
  /**
   * The product families the channel sells, in the order of its `/products` page (spec point 1; each a family of
   * @shop/domain/catalogue/product-families, checked by the storefront's tests).
   */
  products: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  ports: portsSchema,
  features: featureSchema,
  /**
   * The channel's price factor per product family in basis points (10000 = the list price), where it differs from the
   * list: the shop API's seed writes one factor per channel and family from this.
   */
  priceFactors: z.record(z.string().regex(/^[a-z]+$/), z.number().int().min(1000).max(30000)).default({}),
  /** The occasions whose card themes the channel sells (occasions of @shop/domain/catalogue/card; the seed writes them). */
  cardThemeOccasions: z.array(z.string().regex(/^[a-z-]+$/)).default([]),
  /** Accessory articles (by sku) the channel does not sell; every other accessory of the catalogue it does. */
  excludedAccessories: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
  /** Per-locale exceptions to the channel's features (e.g. en-US of wallart). */
  localeOverrides: z.partialRecord(z.enum(locales), featureSchema.partial()).default({}),
  /**
   * Brand colours as `#rrggbb`: browser chrome and app icons (theme-color, web app manifest, generated icons), and the
   * logo (its colour and mark, drawn by apps/shop-api/scripts/generate-assets.ts).
   */
  brand: z.object({
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/),
    backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/),
    logoColor: z.string().regex(/^#[0-9a-f]{6}$/),
    logoMark: z.enum(['heart', 'frame']),
  }),
});
export type ChannelSettingsInput = z.input<typeof channelSettingsSchema>;
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

/** Validates a channel settings file; throws with the failing fields when it is incomplete. */
export function defineChannel(input: ChannelSettingsInput): ChannelSettings {
  const settings = channelSettingsSchema.parse(input);
  const missing = countryCodes.filter((code) => !settings.domains[code]);
  if (missing.length > 0) throw new Error(`Channel ${settings.id} has no domain for ${missing.join(', ')}`);
  return settings;
}

/** The channel's features as they apply in one locale. */
export function getFeatures(settings: ChannelSettings, locale: Locale): ChannelFeatures {
  return { ...settings.features, ...settings.localeOverrides[locale] };
}

/** The production domain of a country; the schema guarantees every country has one. */
export function getDomain(settings: ChannelSettings, country: CountryCode): string {
  return settings.domains[country] as string;
}

/** Finds the country a production host belongs to, if any. */
export function findCountryByDomain(settings: ChannelSettings, host: string): CountryCode | undefined {
  const bare = host.toLowerCase().replace(/^www\./, '');
  return countryCodes.find((code) => settings.domains[code] === bare);
}

/** The locale of the channel's home country without a language prefix: its first language (x-default, plain localhost). */
export function homeLocale(settings: ChannelSettings): Locale {
  return toLocale(getCountry(settings.homeCountry).languages[0], settings.homeCountry) as Locale;
}
