import { currencyCodes } from '@shop/config/markets';
import { z } from 'zod';
import { CHANNEL_HEADER_MESSAGE, CHANNEL_HEADER_PATTERN, LOCALE_HEADER_MESSAGE, LOCALE_HEADER_PATTERN } from './header-patterns.ts';

/**
 * `X-Channel: <channel>-<COUNTRY>`: the channel id of packages/config and the ISO country the shop is served for,
 * e.g. `kartenliebe-DE`, `wallart-CH`. The country sets VAT and shipping; `X-Locale` (e.g. `fr-CH`) sets language and
 * currency and must belong to that country. Missing headers fall back to `kartenliebe-DE` and the country's first
 * language.
 */
export const channelHeaderSchema = z.string().regex(CHANNEL_HEADER_PATTERN, CHANNEL_HEADER_MESSAGE);
export type ChannelHeader = z.infer<typeof channelHeaderSchema>;

export const localeHeaderSchema = z.string().regex(LOCALE_HEADER_PATTERN, LOCALE_HEADER_MESSAGE);

export const currencySchema = z.enum(currencyCodes);
export type Currency = z.infer<typeof currencySchema>;

/** A price in integer minor units (cents, Rappen, pence). `priceOriginal > priceCurrent` means a promotion. */
export const priceSchema = z.object({
  priceCurrent: z.number().int().nonnegative(),
  priceOriginal: z.number().int().nonnegative(),
  currency: currencySchema,
});
export type Price = z.infer<typeof priceSchema>;
