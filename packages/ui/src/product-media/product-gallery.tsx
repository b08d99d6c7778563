import type { Locale } from '@shop/config/markets';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { TextsProvider } from '@shop/i18n/react';
import { ContentImage } from '../image/content-image.tsx';
import { MagnifyTrigger } from './magnify-trigger.tsx';

export interface ProductGalleryProps {
  locale: Locale;
  productName: string;
  /** The pictures' URLs on the image proxy, the first shown on the page. */
  pictures: readonly string[];
}

/** Texts the magnify dialog reads in the browser: its frame's and its controls'. */
const magnifyTextIds = [
  'dialog.close',
  'dialog.title.imageMagnify',
  'productMedia.magnify.zoomIn',
  'productMedia.magnify.zoomOut',
  'productMedia.magnify.previous',
  'productMedia.magnify.next',
  'productMedia.magnify.hint',
  'productMedia.magnify.zoom',
] as const;

/**
 * The product's main picture, server-rendered, as the button that opens the image-magnify dialog over all its
 * pictures. The dialog's code and texts are a small island: the browser loads the code on the first click.
 */
export function ProductGallery({ locale, productName, pictures }: ProductGalleryProps) {
  const intl = createShopIntl(locale);
  const images = pictures.map((src, index) => ({
    src,
    alt: intl.t('productMedia.picture.alt', { product: productName, index: index + 1, total: pictures.length }),
  }));
  const [first] = images;
  if (!first) return null;
  return (
    <section className="product-gallery" aria-label={intl.t('productMedia.gallery.label')} data-testid="product-gallery">
      <TextsProvider texts={pickTexts(intl, magnifyTextIds)}>
        <MagnifyTrigger images={images} label={intl.t('productMedia.magnify.open')}>
          <ContentImage asset={{ filename: first.src, alt: first.alt }} preset="product" priority className="product-gallery__image" />
        </MagnifyTrigger>
      </TextsProvider>
    </section>
  );
}
