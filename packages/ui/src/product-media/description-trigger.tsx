'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import { Icon } from '../lib/icons.tsx';
import { useLazyDialog } from './lazy-dialog.ts';

const ProductDescriptionDialog = lazy(() =>
  import('./product-description-dialog.tsx').then((module) => ({ default: module.ProductDescriptionDialog })),
);

export interface DescriptionTriggerProps {
  label: string;
  title: string;
  /** The server-rendered description the dialog shows. */
  children: ReactNode;
}

/** "More about this product": opens the product-description dialog, whose code loads on the first click. */
export function DescriptionTrigger({ label, title, children }: DescriptionTriggerProps) {
  const { mounted, open } = useLazyDialog('product-description');
  return (
    <>
      <button type="button" className="media-link" aria-haspopup="dialog" onClick={open} data-testid="description-trigger">
        <Icon name="info" />
        {label}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ProductDescriptionDialog title={title}>{children}</ProductDescriptionDialog>
        </Suspense>
      )}
    </>
  );
}
