import type { Locale } from '@shop/config/markets';
import { previewMaterials, wallPictureDepthMm } from '@shop/domain/catalogue/wall-picture-depth';
import { createShopIntl, pickTexts } from '@shop/i18n/intl';
import type { MessageId } from '@shop/i18n/messages';
import { TextsProvider } from '@shop/i18n/react';
import { Preview3dTrigger } from './preview-3d-trigger.tsx';

/** Texts the 3D preview reads in the browser. */
const previewTextIds = [
  'dialog.close',
  'dialog.title.preview3d',
  'productMedia.preview3d.material',
  'productMedia.preview3d.rotateLeft',
  'productMedia.preview3d.rotateRight',
  'productMedia.preview3d.rotateUp',
  'productMedia.preview3d.rotateDown',
  'productMedia.preview3d.reset',
  'productMedia.preview3d.hint',
] as const;

export interface WallPreviewProps {
  locale: Locale;
  /** The product picture on the image proxy: the motif until the customer uploads their own. */
  motif: string;
}

/**
 * "View in 3D" for a wall picture: the trigger, with each material's name and depth translated here on the server;
 * the 3D preview itself is the small client island preview-3d-dialog.tsx, loaded on the first open.
 */
export function WallPreview({ locale, motif }: WallPreviewProps) {
  const intl = createShopIntl(locale);
  const materials = previewMaterials.map((id) => {
    const label = intl.t(`calculator.option.${id}` as MessageId);
    return {
      id,
      label,
      depthLabel: intl.t('productMedia.preview3d.depth', { depth: wallPictureDepthMm[id] }),
      sceneLabel: intl.t('productMedia.preview3d.scene', { material: label }),
    };
  });
  return (
    <TextsProvider texts={pickTexts(intl, previewTextIds)}>
      <Preview3dTrigger label={intl.t('productMedia.preview3d.open')} motif={motif} materials={materials} />
    </TextsProvider>
  );
}
