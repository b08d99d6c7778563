import type { ChannelSettings } from '@shop/config/channel-settings';
import { getFeatures } from '@shop/config/channel-settings';
import { localeSettings, locales, type Locale } from '@shop/config/markets';
import { hasRoute } from '@shop/config/routes';
import { isWallPictureFamily, productPicturePath, productPictures } from '@shop/domain/catalogue/product-pictures';
import type { ProductFamily } from '@shop/domain/catalogue/product-families';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import { createShopIntl } from '@shop/i18n/intl';
import type { MessageId } from '@shop/i18n/messages';
import { BlockList } from '@shop/ui/blocks/block-list';
import { buildPriceNote, PriceNote } from '@shop/ui/blocks/price-note';
import { buildRouteHref } from '@shop/domain/routing/route-href';
import { FREE_SAMPLE_CARDS, SAMPLE_CARD_FEE, swissCardNotes } from '@shop/domain/card/sample-cards';
import { formatPrice } from '@shop/domain/format-price';
import { CustomerPicture } from '@shop/ui/product-media/customer-picture';
import { ProductDescription } from '@shop/ui/product-media/product-description';
import { ProductGallery } from '@shop/ui/product-media/product-gallery';
import { WallPreview } from '@shop/ui/product-media/wall-preview';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { collageDesignPath, isChannelProduct, listChannelProducts, loadCollageDesign, loadProductDetail } from '../data/products.ts';
import type { AppEnv } from '../server/app-env.ts';
import { SHOP_API_BROWSER_PATH } from '../routing/shop-api-path.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';
import { shareMetadata } from './share-metadata.ts';
import { absoluteUrl, JsonLd, productJsonLd, SHARE_IMAGE } from './structured-data.tsx';

const PRODUCTS_PATH = '/products';

/** Spec point 8: the sample card rule for Swiss shoppers (3 free, then 3.50 CHF each) and the express promise. */
function SwissCardNotes({ locale }: { locale: Locale }) {
  const notes = swissCardNotes(locale);
  if (!notes.samples) return null;
  const intl = createShopIntl(locale);
  return (
    <div className="product-detail__swiss">
      <p>{intl.t('screens.swiss.samples', { free: FREE_SAMPLE_CARDS, fee: formatPrice({ amountMinor: SAMPLE_CARD_FEE.amountMinor, locale, currency: SAMPLE_CARD_FEE.currency }) })}</p>
      {notes.expressHours !== undefined && <p>{intl.t('screens.swiss.express', { hours: notes.expressHours })}</p>}
    </div>
  );
}

/** Where the price note's shipping costs link leads: the shipping costs page of the route table (spec point 2). */
export function shippingCostsHref(settings: ChannelSettings, locale: Locale, platform: Platform): string {
  return buildRouteHref({ settings, locale, platform, group: 'shipping-costs' }) ?? buildPublicPath({ settings, locale, platform, path: '/' });
}

/** The family's product pictures on the shop API's image proxy (absolute, like the content's and catalogue's assets). */
function productPictureUrls(env: AppEnv, family: ProductFamily): string[] {
  const origin = new URL(env.shopApiUrl).origin;
  return productPictures[family].map((picture) => `${origin}${productPicturePath(picture)}`);
}

function productPath(family: string): string {
  return `${PRODUCTS_PATH}/${family}`;
}

/** Canonical and hreflang of a shop-rendered path: every locale of the channel plus `x-default` (the home locale). */
function pathMetadata(settings: ChannelSettings, locale: Locale, path: string, title: string, description: string): Metadata {
  const url = (target: Locale) => `https://${settings.domains[target.slice(3) as keyof typeof settings.domains]}${buildPublicPath({ settings, locale: target, path })}`;
  const home = locales.find((entry) => entry.endsWith(`-${settings.homeCountry}`)) ?? locale;
  return {
    title: { absolute: `${title} | ${settings.name}` },
    description,
    ...shareMetadata({ settings, locale, title: `${title} | ${settings.name}`, description, path: buildPublicPath({ settings, locale, path }) }),
    alternates: {
      canonical: url(locale),
      languages: { ...Object.fromEntries(locales.map((entry) => [entry, url(entry)])), 'x-default': url(home) },
    },
  };
}

/**
 * `/products`: the channel's products as tiles, each linking to its detail page. Wall pictures show their from-price
 * from the shop API where the channel shows prices in the product overview (not on kartenliebe, spec point 3).
 */
export function createProductsPage(settings: ChannelSettings, env: AppEnv) {
  async function ProductsPage({ params }: { params: Promise<RouteParams> }) {
    const { locale, platform } = await readRouteParams(params);
    const intl = createShopIntl(locale);
    const showPrices = getFeatures(settings, locale).showPricesInProductOverview;
    const now = new Date();
    const items = await Promise.all(
      listChannelProducts(settings).map(async (family) => {
        const detail = showPrices && family === 'photoframe' ? await loadProductDetail({ settings, shopApiUrl: env.shopApiUrl, locale, platform, family, now }) : undefined;
        return {
          id: family,
          title: intl.t(`products.${family}.name` as MessageId),
          href: buildPublicPath({ settings, locale, platform, path: productPath(family) }),
          image: { filename: productPictureUrls(env, family)[0] ?? '', alt: '' },
          price: detail?.fromPrice,
        };
      }),
    );
    return (
      <section className="products-page" data-testid="products-page">
        <h1 className="block-headline">{intl.t('products.title')}</h1>
        <p>{intl.t('products.intro')}</p>
        <BlockList items={items} emptyText={intl.t('blocks.overview.empty')} />
      </section>
    );
  }

  async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
    const { locale } = await readRouteParams(params);
    const intl = createShopIntl(locale);
    return pathMetadata(settings, locale, PRODUCTS_PATH, intl.t('products.title'), intl.t('products.intro'));
  }

  return { ProductsPage, generateMetadata };
}

type ProductRouteParams = RouteParams & { product: string };

/**
 * `/products/{family}`: name, description, from-price where the shop API prices it, and the call to action into the
 * designer with the launch parameters of spec point 3. A family the channel does not sell is not found.
 */
export function createProductDetailPage(settings: ChannelSettings, env: AppEnv) {
  async function ProductDetailPage({ params }: { params: Promise<ProductRouteParams> }) {
    const { product } = await params;
    const { locale, platform } = await readRouteParams(params);
    if (!isChannelProduct(settings, product)) notFound();
    const intl = createShopIntl(locale);
    const detail = await loadProductDetail({ settings, shopApiUrl: env.shopApiUrl, locale, platform, family: product, now: new Date() });
    const name = intl.t(`products.${product}.name` as MessageId);
    const pictures = productPictureUrls(env, product);
    return (
      <section className={`product-detail product-detail--${product}`} data-testid="product-detail">
        <nav aria-label={intl.t('products.title')}>
          <a href={buildPublicPath({ settings, locale, platform, path: PRODUCTS_PATH })}>{intl.t('products.title')}</a>
        </nav>
        <h1 className="block-headline">{name}</h1>
        <div className="product-media">
          <ProductGallery locale={locale} productName={name} pictures={pictures} />
          <div className="product-media__actions">
            <ProductDescription locale={locale} family={product} productName={name} />
            {isWallPictureFamily(product) && <WallPreview locale={locale} motif={pictures[0] ?? ''} />}
            {/* The customer's own picture for a wall picture: where the channel has the "my picture" group (spec point 2). */}
            {product === 'photoframe' && hasRoute(settings, locale, 'my-picture') && (
              <CustomerPicture
                locale={locale}
                api={{ basePath: SHOP_API_BROWSER_PATH, channel: settings.id, country: localeSettings[locale].country, locale }}
                designerHref={detail.designerUrl}
              />
            )}
          </div>
        </div>
        <p>{intl.t(`products.${product}.description` as MessageId)}</p>
        {detail.fromPrice && <p className="product-detail__price">{detail.fromPrice}</p>}
        {detail.perPrintPrice && <p className="product-detail__per-print">{detail.perPrintPrice}</p>}
        {detail.fromPrice && <PriceNote note={buildPriceNote(intl, locale, shippingCostsHref(settings, locale, platform))} />}
        {product === 'card' && <SwissCardNotes locale={locale} />}
        {detail.sampleUrl && (
          <p>
            <a className="product-detail__sample" href={detail.sampleUrl}>
              {intl.t('screens.sample.link')}
            </a>
          </p>
        )}
        {detail.occasionBooks && detail.occasionBooks.length > 0 && (
          <section className="product-detail__occasion-books" data-testid="occasion-books" aria-labelledby="occasion-books">
            <h2 id="occasion-books">{intl.t('occasionBooks.title')}</h2>
            <ul>
              {detail.occasionBooks.map((book) => (
                <li key={book.kind}>
                  <a href={book.href}>{intl.t(`occasionBooks.${book.kind}`)}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {detail.designerUrl ? (
          <a className="block-button product-detail__cta" href={detail.designerUrl}>
            {intl.t('blocks.detail.cta')}
          </a>
        ) : (
          <p role="status">{intl.t('products.unavailable')}</p>
        )}
        {detail.offer && (
          <JsonLd
            data={productJsonLd({
              name: intl.t(`products.${product}.name` as MessageId),
              description: intl.t(`products.${product}.description` as MessageId),
              url: absoluteUrl(settings, locale, buildPublicPath({ settings, locale, platform, path: productPath(product) })),
              image: pictures[0] ?? absoluteUrl(settings, locale, SHARE_IMAGE.url),
              offer: { ...detail.offer, available: detail.designerUrl !== undefined },
            })}
          />
        )}
      </section>
    );
  }

  async function generateMetadata({ params }: { params: Promise<ProductRouteParams> }): Promise<Metadata> {
    const { product } = await params;
    const { locale } = await readRouteParams(params);
    if (!isChannelProduct(settings, product)) return {};
    const intl = createShopIntl(locale);
    return pathMetadata(settings, locale, productPath(product), intl.t(`products.${product}.name` as MessageId), intl.t(`products.${product}.description` as MessageId));
  }

  return { ProductDetailPage, generateMetadata };
}

type CollageDesignRouteParams = RouteParams & { product: string; design: string };

/**
 * `/products/collage/{designId}`: the collage detail page before the designer (channel setting
 * `collageDetailPageBeforeDesigner`, on wallart): the design's name and group, and the designer with its id. Other
 * products, channels without the setting and ids that are no collage design of the shop are not found.
 */
export function createCollageDesignPage(settings: ChannelSettings, env: AppEnv) {
  async function load(params: Promise<CollageDesignRouteParams>) {
    const { product, design } = await params;
    const { locale, platform } = await readRouteParams(params);
    if (product !== 'collage' || !getFeatures(settings, locale).collageDetailPageBeforeDesigner) notFound();
    const detail = await loadCollageDesign({ settings, shopApiUrl: env.shopApiUrl, locale, platform, designId: design, now: new Date() });
    if (!detail) notFound();
    return { locale, platform, detail };
  }

  async function CollageDesignPage({ params }: { params: Promise<CollageDesignRouteParams> }) {
    const { locale, platform, detail } = await load(params);
    const intl = createShopIntl(locale);
    return (
      <section className="product-detail product-detail--collage-design" data-testid="collage-design">
        <nav aria-label={intl.t('products.title')}>
          <a href={buildPublicPath({ settings, locale, platform, path: productPath('collage') })}>{intl.t('products.collage.name')}</a>
        </nav>
        <h1 className="block-headline">{detail.designName}</h1>
        <p>{detail.groupName}</p>
        <p>{intl.t('products.collage.description')}</p>
        <a className="block-button product-detail__cta" href={detail.designerUrl}>
          {intl.t('blocks.detail.cta')}
        </a>
      </section>
    );
  }

  async function generateMetadata({ params }: { params: Promise<CollageDesignRouteParams> }): Promise<Metadata> {
    const { locale, detail } = await load(params);
    return pathMetadata(settings, locale, collageDesignPath(detail.designId), detail.designName, createShopIntl(locale).t('products.collage.description'));
  }

  return { CollageDesignPage, generateMetadata };
}
