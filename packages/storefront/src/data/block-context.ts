import 'server-only';
import type { ContentStory } from '@shop/api-client/content/story';
import { getCalculator, getPhotoFramePricesFormats } from '@shop/api-client/shop/prices';
import { createShopClient, type ShopClient } from '@shop/api-client/shop/request';
import { getShippingInformation } from '@shop/api-client/shop/shipping';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { localeSettings, type Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import type { BlockContext } from '@shop/ui/blocks/block-types';
import {
  listCalculatorPriceQueries,
  shouldLoadArtboxPrices,
  toCalculatorOptions,
  type CalculatorPriceQuery,
  type CalculatorPrices,
  type FormatPriceEntry,
} from '@shop/ui/calculator/calculator-content';
import type { AppEnv } from '../server/app-env.ts';
import { cachedFetch } from './cache-policy.ts';
import { serverLogger } from './server-logger.ts';

/** Prices and cut-offs may be a minute old in a cached page, no more: the page is re-rendered in the background after that. */
const PRICE_REVALIDATE_SECONDS = 60;

type CalculatorBlok = Parameters<typeof listCalculatorPriceQueries>[0] & Parameters<typeof toCalculatorOptions>[0]['blok'] & { _uid: string; component: string };

function isCalculatorBlok(blok: unknown): blok is CalculatorBlok {
  return typeof blok === 'object' && blok !== null && (blok as { component?: unknown }).component === 'PriceCalculator';
}

/** One option's formats with prices: the frame route for framed products, the calculator reference otherwise. */
async function loadOptionPrices(client: ShopClient, product: string, query: CalculatorPriceQuery): Promise<FormatPriceEntry[] | undefined> {
  if ((product === 'photoframe' || product === 'framed-material') && query.materialType) {
    const { formats } = await getPhotoFramePricesFormats(client, { materialType: query.materialType, frameType: query.frameType });
    return formats.map(({ formatType, priceCurrent, priceOriginal }) => ({ formatType, priceCurrent, priceOriginal }));
  }
  if (product === 'photobox') return undefined;
  const calculator = await getCalculator(client, { product: product as 'photoprint', materialType: query.materialType, frameType: query.frameType });
  return calculator.options
    .find((option) => option.value === query.optionValue)
    ?.formats.map((format) => ({ formatType: format.value, priceCurrent: format.priceCurrent, priceOriginal: format.priceOriginal }));
}

async function loadCalculatorPrices(client: ShopClient, blok: CalculatorBlok, treatments: Readonly<Record<string, string>>): Promise<CalculatorPrices> {
  const prices: Record<string, readonly FormatPriceEntry[]> = {};
  await Promise.all(
    listCalculatorPriceQueries(blok).map(async (query) => {
      // VOLL-1785 gates the artbox prices-formats call.
      if (query.frameType === 'artbox' && !shouldLoadArtboxPrices(treatments)) return;
      try {
        const formats = await loadOptionPrices(client, (blok as { product: string }).product, query);
        if (formats) prices[query.optionValue] = formats;
      } catch (error) {
        // A price that cannot be loaded is left out (the format shows no price); the page still renders.
        serverLogger.error('overview-container-load-failed', { block: 'PriceCalculator', option: query.optionValue, reason: String(error) });
      }
    }),
  );
  return prices;
}

/** What the blocks of a page need from the shop API and the request, loaded on the server before rendering. */
export async function loadBlockContext(options: {
  settings: ChannelSettings;
  env: AppEnv;
  locale: Locale;
  platform: Platform;
  story: ContentStory;
  treatments: Readonly<Record<string, string>>;
  splitDisabled: boolean;
}): Promise<BlockContext> {
  const { settings, env, locale, platform, story, treatments, splitDisabled } = options;
  const client = createShopClient({
    baseUrl: env.shopApiUrl,
    channel: settings.id,
    country: localeSettings[locale].country,
    locale,
    fetch: cachedFetch([`prices:${settings.id}`], PRICE_REVALIDATE_SECONDS),
  });
  const content = story.content as { calculator?: unknown[]; body?: unknown[] };
  const calculators = [...(content.calculator ?? []), ...(content.body ?? [])].filter(isCalculatorBlok);
  const [shipping, calculatorPrices] = await Promise.all([
    getShippingInformation(client).catch((error: unknown) => {
      serverLogger.error('overview-container-load-failed', { block: 'DeliveryCutOffMessage', reason: String(error) });
      return null;
    }),
    Promise.all(calculators.map(async (blok) => [blok._uid, toCalculatorOptions({ blok, prices: await loadCalculatorPrices(client, blok, treatments) })] as const)),
  ]);
  return {
    locale,
    platform,
    settings,
    logger: serverLogger,
    now: new Date(),
    treatments,
    splitDisabled,
    shipping,
    calculatorOptions: Object.fromEntries(calculatorPrices),
  };
}
