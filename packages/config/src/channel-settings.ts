import { z } from 'zod';
import { countryCodes, locales, type CountryCode, type Locale } from './markets.ts';

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

export const channelSettingsSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(1),
  homeCountry: z.enum(countryCodes),
  /** Production domain per country: every country of the market table has one. */
  domains: z.record(z.enum(countryCodes), z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/)),
  features: featureSchema,
  /** Per-locale exceptions to the channel's features (e.g. en-US of wallart). */
  localeOverrides: z.partialRecord(z.enum(locales), featureSchema.partial()).default({}),
  /** Browser chrome and app icon colours (theme-color, web app manifest, generated icons). */
  brand: z
    .object({
      themeColor: z.string().regex(/^#[0-9a-f]{6}$/),
      backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/),
    })
    .default({ themeColor: '#1d1d1b', backgroundColor: '#ffffff' }),
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
