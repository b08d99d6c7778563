'use client';
import { lazy, Suspense } from 'react';
import { Icon } from '../lib/icons.tsx';
import type { CustomerPictureDialogProps } from './customer-picture-dialog.tsx';
import { useLazyDialog } from './lazy-dialog.ts';

const CustomerPictureDialog = lazy(() =>
  import('./customer-picture-dialog.tsx').then((module) => ({ default: module.CustomerPictureDialog })),
);

export interface CustomerPictureTriggerProps extends CustomerPictureDialogProps {
  label: string;
}

/** "Upload your own picture": opens the customer-picture dialog, whose code (and upload client) loads on the first open. */
export function CustomerPictureTrigger({ label, ...dialog }: CustomerPictureTriggerProps) {
  const { mounted, open } = useLazyDialog('customer-picture');
  return (
    <>
      <button type="button" className="media-link" aria-haspopup="dialog" onClick={open} data-testid="customer-picture-trigger">
        <Icon name="upload" />
        {label}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CustomerPictureDialog {...dialog} />
        </Suspense>
      )}
    </>
  );
}
