import type { Locale } from '@shop/config/markets';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import { TextsProvider } from '@shop/i18n/react';
import type { ShopApiTarget } from './customer-picture-dialog.tsx';
import { CustomerPictureTrigger } from './customer-picture-trigger.tsx';
import { pictureLimits } from './picture-upload.ts';

export interface CustomerPictureProps {
  locale: Locale;
  api: ShopApiTarget;
  designerHref?: string;
}

/**
 * "Upload your own picture" on a wall-picture page (wallart's "my picture"): the trigger and the dialog's texts, with
 * the shop API's limits (15 MB, 16 megapixels) written into them here; the dialog is a client island loaded on open.
 */
export function CustomerPicture({ locale, api, designerHref }: CustomerPictureProps) {
  const intl = createShopIntl(locale);
  const texts = {
    ...pickTexts(intl, [
      'dialog.close',
      'productMedia.picture.title',
      'productMedia.picture.purpose',
      'productMedia.picture.choose',
      'productMedia.picture.uploading',
      'productMedia.picture.ready',
      'productMedia.picture.preview',
      'productMedia.picture.toDesigner',
      'productMedia.preview3d.open',
      'productMedia.picture.error.type',
      'productMedia.picture.error.unreadable',
      'productMedia.picture.error.generic',
    ]),
    'productMedia.picture.limits': intl.t('productMedia.picture.limits', pictureLimits),
    'productMedia.picture.error.size': intl.t('productMedia.picture.error.size', pictureLimits),
    'productMedia.picture.error.pixels': intl.t('productMedia.picture.error.pixels', pictureLimits),
  };
  return (
    <TextsProvider texts={texts}>
      <CustomerPictureTrigger label={intl.t('productMedia.picture.open')} api={api} designerHref={designerHref} />
    </TextsProvider>
  );
}
