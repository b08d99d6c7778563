import type { ContentBlock } from '@shop/api-client/content/blocks';
import type { ChannelSettings } from '@shop/config/channel-settings';
import type { Locale } from '@shop/config/markets';
import type { CalculatorFormat, CalculatorOptions } from '@shop/domain/calculator/calculator-types';
import type { SkuContext } from '@shop/domain/calculator/calculator-state';
import type { DeliveryCutOffDates } from '@shop/domain/delivery/cut-off-message';
import type { Platform } from '@shop/domain/routing';
import type { ContentAsset } from '../image/content-image.tsx';
import type { ShopLogger } from '../lib/logger.ts';

/**
 * Any blok of the content tree in the project's shape: `id`, `type` (the block's name), `editable` (a verified
 * preview's editor attributes) and the fields content/README.md names. The api-client maps the vendor's `_uid` /
 * `component` / `_editable` into it (`@shop/api-client/content/blocks`); blocks never see those names.
 */
export type Blok = ContentBlock;

/** A Storyblok multilink; the page route sets `url` of story links to the public path in the page's locale. */
export interface ContentLink {
  fieldtype?: 'multilink';
  linktype?: 'story' | 'url' | 'email' | 'asset' | string;
  id?: string;
  url?: string;
  cached_url?: string;
  email?: string;
  anchor?: string;
  target?: string;
}

export type { ContentAsset };

/** A tile the overview and feed blocks list: the page loader fills them from the shop API. */
export interface BlockListItem {
  id: string;
  title: string;
  href: string;
  image?: ContentAsset | null;
  /** Already formatted price text ("ab 12,99 €"), when the list shows prices. */
  price?: string;
  /** The design's wishlist key (`card-12-3`) where the channel has a wishlist and the tile opens a card detail page. */
  wishlistKey?: string;
}

/**
 * What the page hands every block: locale, channel, the server logger, now, flags, and per-page data from the shop
 * API (shipping cut-offs, calculator prices, overview lists). Blocks never fetch themselves.
 */
export interface BlockContext {
  locale: Locale;
  platform: Platform;
  settings: ChannelSettings;
  /** Server-side logger: the spec's point-8 events go in as `event`. */
  logger: ShopLogger;
  /** The request time; blocks never read the clock themselves (stable server render, testable). */
  now: Date;
  /** Server-evaluated flag treatments (after URL forcing), for the A/B block. */
  treatments: Readonly<Record<string, string>>;
  /** `disabled` URL parameter or a crawler: every A/B block shows its off list. */
  splitDisabled?: boolean;
  /** `/web-api/shipping-information` cut-off fields, for the delivery cut-off message. */
  shipping?: (DeliveryCutOffDates & { timeZone?: string }) | null;
  /** Calculator options with prices from the shop API, by the calculator blok's `id`. */
  calculatorOptions?: Readonly<Record<string, CalculatorOptions>>;
  /** The more-formats dialog's formats per option (`listMoreFormats`), by the calculator blok's `id`. */
  calculatorMoreFormats?: Readonly<Record<string, Readonly<Record<string, readonly CalculatorFormat[]>>>>;
  /** Own-format limits per option (`…/format-limits` of its material), by the calculator blok's `id`. */
  calculatorFormatLimits?: Readonly<Record<string, Readonly<Record<string, CalculatorFormatLimits>>>>;
  /** Photo box calculators: the price of the box itself per option (box type), by the calculator blok's `id`. */
  calculatorBoxPrices?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Where the price note's shipping costs link leads (the route table's shipping costs page). */
  shippingCostsHref?: string;
  /** The page's `sku` as a price-carrying context, for calculator preselection. */
  sku?: SkuContext;
  /** The wishlist page: each occasion's theme page (public path), where its designs' card detail pages are. */
  wishlistThemePages?: Readonly<Record<string, string>>;
  /** Overview and feed lists by blok `id` (designs, themes, accessories from the shop API). */
  lists?: Readonly<Record<string, readonly BlockListItem[]>>;
  /** Form submits, usually server actions of the route (they may cross into the client leaves). */
  actions?: BlockActions;
}

/** Smallest and largest own format of a material, in millimetres (`…/format-limits`). */
export interface CalculatorFormatLimits {
  minWidthMm: number;
  maxWidthMm: number;
  minHeightMm: number;
  maxHeightMm: number;
}

/** What a form submit answers: shown to the visitor as it is. */
/** A form submit's answer; a refusal may name the refused field (`name`, `email`, …) so the form marks it. */
export type FormResult = { ok: boolean; message?: string; field?: string };

/** What the calculator asks the shop API for an own format (`…/price-article`). */
export interface CalculatorPriceQuery {
  product: string;
  materialType?: string;
  frameType?: string;
  formatType: string;
}

export interface BlockActions {
  /** Prices an own format (`/web-api/product-selection-photo-frame/price-article`); null when it cannot be priced. */
  priceCalculatorFormat?: (
    query: CalculatorPriceQuery,
  ) => Promise<{ priceCurrent: number; priceOriginal: number } | null>;
  /** The page's `?sku=` as a price-carrying context (`/web-api/sku/container`); null when the shop has no such sku. */
  resolveSku?: (sku: string) => Promise<SkuContext | null>;
  /** POST /web-api/newsletter-subscribe (double opt-in). */
  subscribeNewsletter?: (input: { email: string }) => Promise<FormResult>;
  /** The contact form's message to customer service. */
  sendContactMessage?: (input: {
    name: string;
    email: string;
    subject: string;
    message: string;
  }) => Promise<FormResult>;
}
