'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import type { MagnifyImage } from './image-magnify-dialog.tsx';
import { useLazyDialog } from './lazy-dialog.ts';

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
  const { mounted, open } = useLazyDialog('image-magnify');
  return (
    <>
      <button type="button" className="product-gallery__magnify" aria-haspopup="dialog" onClick={open} data-testid="magnify-trigger">
        {children}
        <span className="product-gallery__magnify-label">{label}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ImageMagnifyDialog images={images} />
        </Suspense>
      )}
    </>
  );
}
