'use client';
import { lazy, type ReactNode } from 'react';
import type { MagnifyImage } from './image-magnify-dialog.tsx';
import { LazyDialogButton } from './lazy-dialog.tsx';

const ImageMagnifyDialog = lazy(() => import('./image-magnify-dialog.tsx').then((module) => ({ default: module.ImageMagnifyDialog })));

export interface MagnifyTriggerProps {
  images: readonly MagnifyImage[];
  /** The button's text (the server's translation). */
  label: string;
  /** The server-rendered picture the button wraps. */
  children: ReactNode;
}

/** The product picture as a button that opens the image-magnify dialog; the dialog's code loads on the first click. */
export function MagnifyTrigger({ images, label, children }: MagnifyTriggerProps) {
  return (
    <LazyDialogButton id="image-magnify" label={label} testId="magnify-trigger" className="product-gallery__magnify" dialog={<ImageMagnifyDialog images={images} />}>
      {children}
    </LazyDialogButton>
  );
}
