'use client';
import { useText } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import type { DialogId } from './dialog-store.ts';

/** The dialogs of point 2 whose content other features fill (calculator, media, product description, 3D). */
export type FrameDialogId = Exclude<DialogId, 'login' | 'signup' | 'password-reset' | 'password-confirm'>;

/** Message id of each frame dialog's title. */
export const frameDialogTitleIds: Record<FrameDialogId, string> = {
  'calculator-more-formats': 'dialog.title.calculatorMoreFormats',
  'calculator-own-format': 'dialog.title.calculatorOwnFormat',
  'customer-picture': 'dialog.title.customerPicture',
  'image-magnify': 'dialog.title.imageMagnify',
  'product-description': 'dialog.title.productDescription',
  'preview-3d': 'dialog.title.preview3d',
};

export interface FrameDialogProps {
  id: FrameDialogId;
  children: ReactNode;
  /** Overrides the default title (e.g. the product name in the product description). */
  title?: string;
}

/** The frame of a content dialog, titled in the locale; its body is the caller's. */
export function FrameDialog({ id, children, title }: FrameDialogProps) {
  const defaultTitle = useText(frameDialogTitleIds[id]);
  return (
    <Dialog id={id} title={title ?? defaultTitle} className={`dialog--${id}`}>
      {children}
    </Dialog>
  );
}
