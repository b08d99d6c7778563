'use client';
import { createShopClient } from '@shop/api-client/shop/request';
import { optimizeImage } from '@shop/api-client/shop/toolbox';
import { useText } from '@shop/i18n/react';
import { useId, useState, type ChangeEvent } from 'react';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { FrameDialog } from '../dialogs/frame-dialog.tsx';
import { Icon } from '../lib/icons.tsx';
import { motifStore, useCustomerMotif } from './motif-store.ts';
import { ACCEPTED_PICTURE_TYPES, checkPictureFile, pictureErrorOf, type PictureError } from './picture-upload.ts';

/** How the browser reaches the shop API: the shop's own `/shop-api` forward, with the page's channel and locale. */
export interface ShopApiTarget {
  basePath: string;
  channel: string;
  country: string;
  locale: string;
}

export interface CustomerPictureDialogProps {
  api: ShopApiTarget;
  /** The wall-picture designer, where size and material are chosen next. */
  designerHref?: string;
}

/** Longest side the toolbox makes of the upload: enough for the preview and the 3D box at 2x, small to fetch. */
const PREVIEW_EDGE = 1600;

/**
 * The customer-picture dialog (spec point 4, wallart's "my picture"): the customer uploads their own photo through the
 * shop API's toolbox (`POST /web-api/toolbox-optimize-image` via the shop's /shop-api forward), sees it, and can view
 * it in 3D on a material or go on to the designer. A wrong type or a file over 15 MB is refused before sending; the
 * server's answers (too many pixels, unreadable) get their own text; a failed upload keeps the picture shown before.
 */
export function CustomerPictureDialog({ api, designerHref }: CustomerPictureDialogProps) {
  // Not the profile picture of the account (`dialog.title.customerPicture`): the customer's own motif for a wall picture.
  const title = useText('productMedia.picture.title');
  return (
    <FrameDialog id="customer-picture" title={title}>
      <CustomerPictureForm api={api} designerHref={designerHref} />
    </FrameDialog>
  );
}

function CustomerPictureForm({ api, designerHref }: CustomerPictureDialogProps) {
  const motif = useCustomerMotif();
  const [state, setState] = useState<{ status: 'idle' | 'uploading' | 'ready' } | { status: 'error'; error: PictureError }>({ status: 'idle' });
  const inputId = useId();
  const limitsId = useId();
  const texts = {
    purpose: useText('productMedia.picture.purpose'),
    choose: useText('productMedia.picture.choose'),
    limits: useText('productMedia.picture.limits'),
    uploading: useText('productMedia.picture.uploading'),
    ready: useText('productMedia.picture.ready'),
    preview: useText('productMedia.picture.preview'),
    toDesigner: useText('productMedia.picture.toDesigner'),
    view3d: useText('productMedia.preview3d.open'),
    errors: {
      type: useText('productMedia.picture.error.type'),
      size: useText('productMedia.picture.error.size'),
      pixels: useText('productMedia.picture.error.pixels'),
      unreadable: useText('productMedia.picture.error.unreadable'),
      generic: useText('productMedia.picture.error.generic'),
    } satisfies Record<PictureError, string>,
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const refused = checkPictureFile(file);
    if (refused) {
      setState({ status: 'error', error: refused });
      return;
    }
    setState({ status: 'uploading' });
    try {
      const client = createShopClient({ ...api, baseUrl: new URL(api.basePath, window.location.origin).toString() });
      const result = await optimizeImage(client, { data: file, contentType: file.type }, { width: PREVIEW_EDGE, height: PREVIEW_EDGE, format: 'webp', quality: 85 });
      motifStore.setState({ motif: { src: `${api.basePath}${result.downloadUrl}`, width: result.width ?? PREVIEW_EDGE, height: result.height ?? PREVIEW_EDGE } });
      setState({ status: 'ready' });
    } catch (error) {
      setState({ status: 'error', error: pictureErrorOf(error) });
    }
  };

  return (
    <div className="customer-picture">
      <p>{texts.purpose}</p>
      <div className="customer-picture__field">
        <label htmlFor={inputId} className="block-button customer-picture__choose">
          <Icon name="upload" />
          {texts.choose}
        </label>
        <input
          id={inputId}
          className="customer-picture__input"
          type="file"
          accept={ACCEPTED_PICTURE_TYPES.join(',')}
          aria-describedby={limitsId}
          onChange={(event) => void upload(event)}
          disabled={state.status === 'uploading'}
          data-testid="customer-picture-input"
        />
        <p id={limitsId} className="customer-picture__limits">
          {texts.limits}
        </p>
      </div>
      <p role="status" className="customer-picture__status">
        {state.status === 'uploading' ? texts.uploading : state.status === 'ready' ? texts.ready : ''}
      </p>
      {state.status === 'error' && (
        <p role="alert" className="account-form__error" data-testid="customer-picture-error" data-error={state.error}>
          {texts.errors[state.error]}
        </p>
      )}
      {motif && (
        <figure className="customer-picture__preview">
          <img src={motif.src} alt={texts.preview} width={motif.width} height={motif.height} data-testid="customer-picture-preview" />
          <figcaption>
            {motif.width} × {motif.height} px
          </figcaption>
        </figure>
      )}
      {motif && (
        <div className="customer-picture__next">
          <button type="button" className="media-link" onClick={() => dialogStore.getState().open('preview-3d')}>
            <Icon name="cube" />
            {texts.view3d}
          </button>
          {designerHref && (
            <a className="block-button" href={designerHref}>
              {texts.toDesigner}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
