'use client';
import type { ReactNode } from 'react';
import { FrameDialog } from '../dialogs/frame-dialog.tsx';

export interface ProductDescriptionDialogProps {
  /** The product's name: the dialog's title. */
  title: string;
  /** The full description, rendered by the server (product-description.tsx). */
  children: ReactNode;
}

/** The product-description dialog (spec point 4): the product's full description under its name. */
export function ProductDescriptionDialog({ title, children }: ProductDescriptionDialogProps) {
  return (
    <FrameDialog id="product-description" title={title}>
      {children}
    </FrameDialog>
  );
}
