'use client';
import { lazy, type ReactNode } from 'react';
import { LazyDialogButton } from './lazy-dialog.tsx';

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
  return (
    <LazyDialogButton
      id="product-description"
      label={label}
      testId="description-trigger"
      icon="info"
      dialog={<ProductDescriptionDialog title={title}>{children}</ProductDescriptionDialog>}
    />
  );
}
