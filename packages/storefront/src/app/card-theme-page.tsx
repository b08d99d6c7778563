import { getFeatures, type ChannelSettings } from '@shop/config/channel-settings';
import { toWishlistKey } from '@shop/contract/wishlist';
import { createShopIntl } from '@shop/i18n/intl';
import { BlockList } from '@shop/ui/blocks/block-list';
import { ProductGallery } from '@shop/ui/product-media/product-gallery';
import { WishlistHeart } from '@shop/ui/wishlist/wishlist-heart';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadCardTheme } from '../data/card-themes.ts';
import type { AppEnv } from '../server/app-env.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';

type CardThemeRouteParams = RouteParams & { id: string; theme: string; design?: string[] };

/**
 * `themes-id-theme` (`/themes/{id}/{theme}`): the designs of one card theme, each opening its card detail page; and
 * the card detail page (`/themes/{id}/{theme}/{designId}`): the design, and the card designer with the launch
 * parameters of spec point 3. The proxy rewrites both paths here (routing/internal-path.ts); unknown parts are 404.
 */
export function createCardThemePage(settings: ChannelSettings, env: AppEnv) {
  async function load(params: Promise<CardThemeRouteParams>) {
    const { id, theme, design = [] } = await params;
    const { locale, platform } = await readRouteParams(params);
    const view = await loadCardTheme({ settings, env, locale, platform, id, theme });
    if (!view || design.length > 1) notFound();
    const designId = design[0] === undefined ? undefined : Number(design[0]);
    const index = designId === undefined ? -1 : view.theme.designIds.indexOf(designId);
    if (designId !== undefined && index < 0) notFound();
    return { locale, view, index, designId };
  }

  async function CardThemePage({ params }: { params: Promise<CardThemeRouteParams> }) {
    const { locale, view, index, designId } = await load(params);
    const intl = createShopIntl(locale);
    const { theme } = view;
    const breadcrumb = (
      <nav aria-label={intl.t('cardTheme.designs')} className="card-theme__trail">
        <a href={view.themePage.href}>{view.themePage.title}</a>
        {designId !== undefined && (
          <>
            {' › '}
            <a href={view.href}>{theme.name}</a>
          </>
        )}
      </nav>
    );
    if (designId === undefined) {
      return (
        <section className="card-theme" data-testid="card-theme">
          {breadcrumb}
          <h1 className="block-headline">{theme.name}</h1>
          <p>{intl.t('cardTheme.intro', { theme: theme.name })}</p>
          <h2>{intl.t('cardTheme.designs')}</h2>
          <BlockList items={view.designs} emptyText={intl.t('blocks.overview.empty')} />
        </section>
      );
    }
    const tile = view.designs[index];
    return (
      <section className="card-theme card-theme--detail product-detail" data-testid="card-detail" data-design={designId}>
        {breadcrumb}
        <h1 className="block-headline" id="card-detail-title">
          {tile?.title}
        </h1>
        {tile?.image && <ProductGallery locale={locale} productName={tile.title} pictures={[tile.image.filename]} />}
        {getFeatures(settings, locale).hasWishlist && (
          <WishlistHeart designKey={toWishlistKey({ product: 'card', themeId: theme.id, designId })} describedBy="card-detail-title" />
        )}
        <p>{intl.t('cardDetail.intro', { theme: theme.name })}</p>
        <a className="block-button product-detail__cta" href={view.designerHrefs.get(designId)} data-testid="card-detail-cta">
          {intl.t('cardDetail.design')}
        </a>
        <p>
          <a href={view.href}>{intl.t('cardDetail.allDesigns', { theme: theme.name })}</a>
        </p>
      </section>
    );
  }

  async function generateMetadata({ params }: { params: Promise<CardThemeRouteParams> }): Promise<Metadata> {
    const { locale, view, index } = await load(params);
    const title = index >= 0 ? (view.designs[index]?.title ?? view.theme.name) : view.theme.name;
    return { title: { absolute: `${title} | ${settings.name}` }, description: createShopIntl(locale).t('cardTheme.intro', { theme: view.theme.name }) };
  }

  return { CardThemePage, generateMetadata };
}
