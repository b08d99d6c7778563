import 'server-only';
import type { ContentStory } from '@shop/api-client/content/story';
import { getCalculator, getFormatLimits, getPhotoboxPrices, getPhotoFrameArticlePrice, getPhotoFramePricesFormats } from '@shop/api-client/shop/prices';
import type { ShopClient } from '@shop/api-client/shop/request';
import { getSkuContainer } from '@shop/api-client/shop/catalogue';
import { subscribeNewsletter } from '@shop/api-client/shop/newsletter';
import { sendContactMessage } from '@shop/api-client/shop/contact';
import { contactMessageSchema } from '@shop/contract/contact';
import { getShippingInformation } from '@shop/api-client/shop/shipping';
import { getFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import type { SkuContext } from '@shop/domain/calculator/calculator-state';
import type { Locale } from '@shop/config/markets';
import type { Platform } from '@shop/domain/routing';
import { buildRouteHref } from '@shop/domain/routing/route-href';
import { createShopIntl } from '@shop/i18n/intl';
import type { BlockActions, BlockContext, CalculatorFormatLimits, FormResult } from '@shop/ui/blocks/block-types';
import { z } from 'zod';
import {
  listCalculatorPriceQueries,
  listMoreFormats,
  shouldLoadArtboxPrices,
  toCalculatorOptions,
  type CalculatorPriceQuery,
  type CalculatorPrices,
  type FormatPriceEntry,
} from '@shop/ui/calculator/calculator-content';
import type { AppEnv } from '../server/app-env.ts';
import { loadBlockLists } from './block-lists.ts';
import { loadWishlistThemePages } from './wishlist-theme-pages.ts';
import { cachedFetch } from './cache-policy.ts';
import { serverLogger } from './server-logger.ts';
import { createServerShopClient, type ShopClientScope } from './shop-client.ts';
import { emailSchema } from '@shop/contract/customer';

/** Prices and cut-offs may be a minute old in a cached page, no more: the page is re-rendered in the background after that. */
const PRICE_REVALIDATE_SECONDS = 60;

type CalculatorBlok = Parameters<typeof listCalculatorPriceQueries>[0] & Parameters<typeof toCalculatorOptions>[0]['blok'] & { id: string; type: string };

function isCalculatorBlok(blok: unknown): blok is CalculatorBlok {
  return typeof blok === 'object' && blok !== null && (blok as { type?: unknown }).type === 'PriceCalculator';
}

/** One option's formats with prices: the frame route for framed products, the calculator reference otherwise. */
async function loadOptionPrices(client: ShopClient, product: string, query: CalculatorPriceQuery): Promise<FormatPriceEntry[] | undefined> {
  if ((product === 'photoframe' || product === 'framed-material') && query.materialType) {
    const { formats } = await getPhotoFramePricesFormats(client, { materialType: query.materialType, frameType: query.frameType });
    return formats.map(({ formatType, priceCurrent, priceOriginal }) => ({ formatType, priceCurrent, priceOriginal }));
  }
  if (product === 'photobox') {
    // The box type's prints per format (`/price-api/photoboxes`): what one print of that size costs in the box.
    const { photoboxes } = await getPhotoboxPrices(client);
    return photoboxes.find((box) => box.photoboxType === query.photoboxType)?.formats.map(({ formatType, priceCurrent, priceOriginal }) => ({ formatType, priceCurrent, priceOriginal }));
  }
  const calculator = await getCalculator(client, { product: product as 'photoprint', materialType: query.materialType, frameType: query.frameType });
  // The shop API names its options by material (photobook: by photobook type); the content's option may be named otherwise.
  const key = query.materialType ?? query.optionValue;
  return calculator.options
    .find((option) => option.value === key)
    ?.formats.map((format) => ({ formatType: format.value, priceCurrent: format.priceCurrent, priceOriginal: format.priceOriginal }));
}

/** Photo box calculators: the box's own price per option (the formats are priced per print). */
async function loadBoxPrices(client: ShopClient, blok: CalculatorBlok): Promise<Record<string, number>> {
  if ((blok as { product: string }).product !== 'photobox') return {};
  try {
    const { photoboxes } = await getPhotoboxPrices(client);
    return Object.fromEntries(
      listCalculatorPriceQueries(blok).flatMap((query) => {
        const box = photoboxes.find((entry) => entry.photoboxType === query.photoboxType)?.box;
        return box ? [[query.optionValue, box.priceCurrent]] : [];
      }),
    );
  } catch (error) {
    serverLogger.error('overview-container-load-failed', { block: 'PriceCalculator', reason: String(error) });
    return {};
  }
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

/** Products whose calculator offers an own format (wall pictures): they get format limits and the pricing action. */
const ownFormatProducts = new Set(['photoframe', 'framed-material']);

async function loadFormatLimits(client: ShopClient, blok: CalculatorBlok): Promise<Record<string, CalculatorFormatLimits>> {
  if (!ownFormatProducts.has((blok as { product: string }).product)) return {};
  const limits: Record<string, CalculatorFormatLimits> = {};
  await Promise.all(
    listCalculatorPriceQueries(blok).map(async ({ optionValue, materialType }) => {
      if (!materialType) return;
      try {
        const { minWidthMm, maxWidthMm, minHeightMm, maxHeightMm } = await getFormatLimits(client, { materialType });
        limits[optionValue] = { minWidthMm, maxWidthMm, minHeightMm, maxHeightMm };
      } catch (error) {
        // Without limits the dialog accepts any positive size; the price action then answers for what is offered.
        serverLogger.error('overview-container-load-failed', { block: 'PriceCalculator', option: optionValue, reason: String(error) });
      }
    }),
  );
  return limits;
}

const catalogueKey = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
/** What the browser may ask the own-format action: a wall picture's material, frame and a WIDTHxHEIGHT in mm. */
const ownFormatQuerySchema = z.object({
  product: z.enum(['photoframe', 'framed-material']),
  materialType: catalogueKey,
  frameType: catalogueKey.optional(),
  formatType: z.string().regex(/^[1-9]\d{0,4}x[1-9]\d{0,4}$/),
});

/**
 * The page's server actions. The request scope (shop API, channel, country, locale) is closed over, so Next keeps it
 * encrypted in the page; only the calculator's query comes from the browser, and it is validated here.
 */
export function createBlockActions(scope: ShopClientScope): BlockActions {
  const { locale } = scope;
  async function priceCalculatorFormat(query: unknown): Promise<{ priceCurrent: number; priceOriginal: number } | null> {
    'use server';
    const parsed = ownFormatQuerySchema.safeParse(query);
    if (!parsed.success) return null;
    const { materialType, frameType, formatType } = parsed.data;
    try {
      const client = createServerShopClient(scope);
      const price = await getPhotoFrameArticlePrice(client, { materialType, frameType, formatType });
      return { priceCurrent: price.priceCurrent, priceOriginal: price.priceOriginal };
    } catch {
      // Not offered in that size (or the shop API is down): no price; the designer prices it.
      return null;
    }
  }
  async function subscribeToNewsletter(input: unknown): Promise<FormResult> {
    'use server';
    const intl = createShopIntl(locale);
    const parsed = newsletterInputSchema.safeParse(input);
    if (!parsed.success) return { ok: false, message: intl.t('blocks.newsletter.invalidEmail') };
    const client = createServerShopClient(scope);
    const result = await subscribeNewsletter(client, { email: parsed.data.email });
    if (result.ok) return { ok: true, message: intl.t('blocks.newsletter.sent') };
    // A 400 names the field: the address was refused. Anything else (recaptcha events are logged by the client)
    // leaves the address in the form for another try.
    if (result.error.status === 400) return { ok: false, message: intl.t('blocks.newsletter.invalidEmail') };
    return { ok: false, message: intl.t('blocks.newsletter.failed') };
  }
  async function sendContact(input: unknown): Promise<FormResult> {
    'use server';
    const intl = createShopIntl(locale);
    // The browser's fields are checked with the shop API's own schema, so a refusal names the field before any call.
    const parsed = contactMessageSchema.safeParse(input);
    if (!parsed.success) {
      const field = contactFieldOf(String(parsed.error.issues[0]?.path[0] ?? ''));
      return { ok: false, field, message: field ? intl.t(`blocks.contact.invalid.${field}`) : intl.t('blocks.contact.failed') };
    }
    const client = createServerShopClient(scope);
    const result = await sendContactMessage(client, parsed.data);
    if (result.ok) return { ok: true, message: intl.t('blocks.contact.sent') };
    const field = result.error.status === 400 ? contactFieldOf(result.field ?? '') : undefined;
    if (field) return { ok: false, field, message: intl.t(`blocks.contact.invalid.${field}`) };
    return { ok: false, message: intl.t('blocks.contact.failed') };
  }
  async function resolveSku(sku: unknown): Promise<SkuContext | null> {
    'use server';
    const parsed = skuSchema.safeParse(sku);
    if (!parsed.success) return null;
    try {
      const client = createServerShopClient(scope);
      return toSkuContext(await getSkuContainer(client, { sku: parsed.data }), parsed.data);
    } catch {
      // An unknown sku (404) or a shop API failure: the calculator keeps its own preselection.
      return null;
    }
  }
  return { priceCalculatorFormat, subscribeNewsletter: subscribeToNewsletter, sendContactMessage: sendContact, resolveSku };
}

/** The calculator's preselection from a `/web-api/sku/container` answer: the named sku's material, format, prices. */
export function toSkuContext(container: { skus: readonly (SkuContext & { sku: string })[] }, sku: string): SkuContext | null {
  const entry = container.skus.find((candidate) => candidate.sku === sku);
  return entry ? { materialType: entry.materialType, formatType: entry.formatType, priceCurrent: entry.priceCurrent, priceOriginal: entry.priceOriginal } : null;
}

/** The page's own `sku` field (content), resolved with the page: a cached page may preselect from it. */
async function loadPageSku(client: ShopClient, sku: unknown): Promise<SkuContext | undefined> {
  const parsed = skuSchema.safeParse(sku);
  if (!parsed.success) return undefined;
  try {
    return toSkuContext(await getSkuContainer(client, { sku: parsed.data }), parsed.data) ?? undefined;
  } catch (error) {
    serverLogger.error('overview-container-load-failed', { block: 'PriceCalculator', sku: parsed.data, reason: String(error) });
    return undefined;
  }
}

/** The `sku` query parameter: the shop's sku key shape (`wall-leinwand-600x400`). */
const skuSchema = z.string().regex(/^[a-z0-9][a-z0-9.-]{0,59}$/);

/** The newsletter form's one field: a plausible address, trimmed, at most 254 characters (RFC 5321). */
const contactFields = ['name', 'email', 'subject', 'message'] as const;
type ContactField = (typeof contactFields)[number];
function contactFieldOf(name: string): ContactField | undefined {
  return contactFields.find((field) => field === name);
}
const newsletterInputSchema = z.object({ email: emailSchema });

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
  const client = createServerShopClient({ shopApiUrl: env.shopApiUrl, channel: settings.id, locale, fetch: cachedFetch([`prices:${settings.id}`], PRICE_REVALIDATE_SECONDS) });
  const content = story.content as { calculator?: unknown[]; body?: unknown[]; sku?: unknown };
  const calculators = [...(content.calculator ?? []), ...(content.body ?? [])].filter(isCalculatorBlok);
  const now = new Date();
  const hasWishlistBlok = getFeatures(settings, locale).hasWishlist && (content.body ?? []).some((blok) => (blok as { type?: unknown } | null)?.type === 'Wishlist');
  const [shipping, calculatorPrices, lists, sku, wishlistThemePages] = await Promise.all([
    getShippingInformation(client).catch((error: unknown) => {
      serverLogger.error('overview-container-load-failed', { block: 'DeliveryCutOffMessage', reason: String(error) });
      return null;
    }),
    Promise.all(
      calculators.map(async (blok) => {
        const [prices, limits, boxPrices] = await Promise.all([loadCalculatorPrices(client, blok, treatments), loadFormatLimits(client, blok), loadBoxPrices(client, blok)]);
        const calculatorOptions = toCalculatorOptions({ blok, prices });
        return { uid: blok.id, calculatorOptions, moreFormats: listMoreFormats({ calculatorOptions, prices }), limits, boxPrices };
      }),
    ),
    loadBlockLists({ client, bloks: content.body ?? [], settings, locale, platform, now, ...(story.path ? { pagePath: story.path } : {}) }),
    calculators.length > 0 ? loadPageSku(client, content.sku) : undefined,
    hasWishlistBlok ? loadWishlistThemePages({ settings, env, locale, platform }) : undefined,
  ]);
  return {
    locale,
    platform,
    settings,
    logger: serverLogger,
    now,
    treatments,
    splitDisabled,
    shipping,
    calculatorOptions: Object.fromEntries(calculatorPrices.map((entry) => [entry.uid, entry.calculatorOptions])),
    calculatorMoreFormats: Object.fromEntries(calculatorPrices.map((entry) => [entry.uid, entry.moreFormats])),
    calculatorFormatLimits: Object.fromEntries(calculatorPrices.map((entry) => [entry.uid, entry.limits])),
    calculatorBoxPrices: Object.fromEntries(calculatorPrices.map((entry) => [entry.uid, entry.boxPrices])),
    shippingCostsHref: buildRouteHref({ settings, locale, platform, group: 'shipping-costs' }) ?? undefined,
    lists,
    sku,
    ...(wishlistThemePages ? { wishlistThemePages } : {}),
    actions: createBlockActions({ shopApiUrl: env.shopApiUrl, channel: settings.id, locale }),
  };
}
