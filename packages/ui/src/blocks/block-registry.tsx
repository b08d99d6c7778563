import { getFeatures } from '@shop/config/channel-settings';
import { cloneElement, Fragment, isValidElement, type ReactNode } from 'react';
import { PriceCalculator, type PriceCalculatorBlok } from '../calculator/price-calculator.tsx';
import { AbContentBlock, type AbContentBlockBlok } from './ab-content-block.tsx';
import type { BlockContext, Blok } from './block-types.ts';
import { ContactForm, type ContactFormBlok } from './contact-form.tsx';
import { Countdown, type CountdownBlok } from './countdown.tsx';
import { DeliveryCutOffMessage, type DeliveryCutOffMessageBlok } from './delivery-cut-off-message.tsx';
import { Feed, type FeedBlok } from './feed.tsx';
import { NewsletterForm, type NewsletterFormBlok } from './newsletter-form.tsx';
import {
  AccessoryDetail,
  CalendarDetail,
  CardDetail,
  CollageDetail,
  PhotobookDetail,
  type AccessoryDetailBlok,
  type CalendarDetailBlok,
  type CardDetailBlok,
  type CollageDetailBlok,
  type PhotobookDetailBlok,
} from './product-detail.tsx';
import { ProductMatrix, type ProductMatrixBlok } from './product-matrix.tsx';
import { ProductOverview, type OverviewBlok } from './product-overview.tsx';
import { RichTextBlock, type RichTextBlok } from './rich-text-block.tsx';
import { Shop, type ShopBlok } from './shop.tsx';
import { SubTeaser, type SubTeaserBlok } from './sub-teaser.tsx';
import { Teaser, type TeaserBlok } from './teaser.tsx';
import { ThemesOverview, type ThemesOverviewBlok } from './themes-overview.tsx';
import { UspTeaser, type UspTeaserBlok } from './usp-teaser.tsx';
import { Voucher, type VoucherBlok } from './voucher.tsx';
import { Wishlist, type WishlistBlok } from './wishlist.tsx';

type Renderer = (blok: Blok, context: BlockContext, options: RenderOptions) => ReactNode;

export interface RenderOptions {
  /** The page's first block (hero): eager image, `h1`. */
  priority?: boolean;
  /** The page's first picture loads first, without the `h1` (the start page's h1 is the channel hero's). */
  eagerImage?: boolean;
}

// The content is untyped JSON: each entry narrows the blok to the shape its component documents.
const as = <T,>(blok: Blok) => blok as unknown as T;

/** Component name (`blok.type`) → block. The content space's whole block list (content/README.md). */
export const blockRenderers: Readonly<Record<string, Renderer>> = {
  Teaser: (blok, context, options) => (
    <Teaser blok={as<TeaserBlok>(blok)} context={context} priority={options.priority} eagerImage={options.priority === true || options.eagerImage === true} />
  ),
  UspTeaser: (blok) => <UspTeaser blok={as<UspTeaserBlok>(blok)} />,
  SubTeaser: (blok) => <SubTeaser blok={as<SubTeaserBlok>(blok)} />,
  Feed: (blok, context) => <Feed blok={as<FeedBlok>(blok)} context={context} />,
  Shop: (blok) => <Shop blok={as<ShopBlok>(blok)} />,
  Voucher: (blok, context) => <Voucher blok={as<VoucherBlok>(blok)} context={context} />,
  ContactForm: (blok, context) => <ContactForm blok={as<ContactFormBlok>(blok)} context={context} />,
  ProductMatrix: (blok, context) => <ProductMatrix blok={as<ProductMatrixBlok>(blok)} context={context} />,
  ThemesOverview: (blok) => <ThemesOverview blok={as<ThemesOverviewBlok>(blok)} />,
  Countdown: (blok, context) => <Countdown blok={as<CountdownBlok>(blok)} context={context} />,
  AbContentBlock: (blok, context) => (
    <AbContentBlock blok={as<AbContentBlockBlok>(blok)} context={context} renderBlocks={renderBlocks} />
  ),
  CalendarDetail: (blok, context) => <CalendarDetail blok={as<CalendarDetailBlok>(blok)} context={context} />,
  CardDetail: (blok, context) => <CardDetail blok={as<CardDetailBlok>(blok)} context={context} />,
  CollageDetail: (blok, context) => <CollageDetail blok={as<CollageDetailBlok>(blok)} context={context} />,
  PhotobookDetail: (blok, context) => (
    <PhotobookDetail blok={as<PhotobookDetailBlok>(blok)} context={context} />
  ),
  AccessoryDetail: (blok, context) => (
    <AccessoryDetail blok={as<AccessoryDetailBlok>(blok)} context={context} />
  ),
  CalendarOverview: (blok, context) => <ProductOverview blok={as<OverviewBlok>(blok)} context={context} />,
  CardOverview: (blok, context) => <ProductOverview blok={as<OverviewBlok>(blok)} context={context} />,
  CollageOverview: (blok, context) => <ProductOverview blok={as<OverviewBlok>(blok)} context={context} />,
  PhotobookOverview: (blok, context) => <ProductOverview blok={as<OverviewBlok>(blok)} context={context} />,
  AccessoryOverview: (blok, context) => <ProductOverview blok={as<OverviewBlok>(blok)} context={context} />,
  DeliveryCutOffMessage: (blok, context) => (
    <DeliveryCutOffMessage blok={as<DeliveryCutOffMessageBlok>(blok)} context={context} />
  ),
  NewsletterForm: (blok, context) => <NewsletterForm blok={as<NewsletterFormBlok>(blok)} context={context} />,
  PriceCalculator: (blok, context) => (
    <PriceCalculator blok={as<PriceCalculatorBlok>(blok)} context={context} />
  ),
  RichText: (blok, context) => (
    <RichTextBlock blok={as<RichTextBlok>(blok)} context={context} renderBlocks={renderBlocks} />
  ),
  // Only channels with a wishlist (channel settings) show it, whatever the content says.
  Wishlist: (blok, context) =>
    getFeatures(context.settings, context.locale).hasWishlist ? (
      <Wishlist blok={as<WishlistBlok>(blok)} context={context} />
    ) : null,
};

/** The spec's message for a blok without a component (point 2, point 8), word for word. */
export function missingBlockMessage(name: string): string {
  return `Component could not be found for blok ${name}! Is it configured correctly?`;
}

/** What a blok without a component shows. */
export function MissingBlock({ name }: { name: string }) {
  return (
    <div className="block-missing" role="note" data-blok={name}>
      {missingBlockMessage(name)}
    </div>
  );
}

/**
 * Renders one blok by its `type`; an unknown one renders the spec's missing-component message. `key` is its place in
 * the list: published content is static per page, and a 36-character uuid per block was repeated in every page's
 * flight data (issue 16). A verified preview keeps the uuid, so a block the editor moves keeps its state.
 */
export function renderBlock(blok: Blok, context: BlockContext, options: RenderOptions = {}, key?: number): ReactNode {
  const name = blok && typeof blok === 'object' ? String(blok.type) : String(blok);
  const renderer = Object.hasOwn(blockRenderers, name) ? blockRenderers[name] : undefined;
  if (!renderer) return <MissingBlock key={key ?? blok?.id} name={name} />;
  // Draft content of a verified preview carries the visual editor's attributes (published content never does; the
  // api-client computes them from the vendor's marker): the block gets them, so a click in the preview selects it.
  if (blok.editable)
    return (
      <div key={blok.id} className="blok-editable" {...blok.editable}>
        {renderer(blok, context, options)}
      </div>
    );
  // The block's own element takes the key: a keyed Fragment around it was one more node per block in the flight data.
  const element = renderer(blok, context, options);
  return isValidElement(element) ? (
    cloneElement(element, { key: key ?? blok.id })
  ) : (
    <Fragment key={key ?? blok.id}>{element}</Fragment>
  );
}

/** Renders a list of bloks in order; the first gets `priority` when asked (the page's hero). */
export function renderBlocks(
  bloks: readonly Blok[] | null | undefined,
  context: BlockContext,
  options: RenderOptions = {},
): ReactNode {
  if (!Array.isArray(bloks)) return null;
  return bloks.map((blok, index) =>
    renderBlock(blok, context, { priority: options.priority === true && index === 0, eagerImage: options.eagerImage === true && index === 0 }, index),
  );
}
