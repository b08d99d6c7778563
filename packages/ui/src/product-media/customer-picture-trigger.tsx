'use client';
import { lazy } from 'react';
import type { CustomerPictureDialogProps } from './customer-picture-dialog.tsx';
import { LazyDialogButton } from './lazy-dialog.tsx';

const CustomerPictureDialog = lazy(() =>
  import('./customer-picture-dialog.tsx').then((module) => ({ default: module.CustomerPictureDialog })),
);

export interface CustomerPictureTriggerProps extends CustomerPictureDialogProps {
  label: string;
}

/** "Upload your own picture": opens the customer-picture dialog, whose code (and upload client) loads on the first open. */
export function CustomerPictureTrigger({ label, ...dialog }: CustomerPictureTriggerProps) {
  return (
    <LazyDialogButton id="customer-picture" label={label} testId="customer-picture-trigger" icon="upload" dialog={<CustomerPictureDialog {...dialog} />} />
  );
}
