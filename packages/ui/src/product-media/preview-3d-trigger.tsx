'use client';
import { lazy } from 'react';
import { LazyDialogButton } from './lazy-dialog.tsx';
import type { Preview3dDialogProps } from './preview-3d-dialog.tsx';

const Preview3dDialog = lazy(() => import('./preview-3d-dialog.tsx').then((module) => ({ default: module.Preview3dDialog })));

export interface Preview3dTriggerProps extends Preview3dDialogProps {
  label: string;
}

/** "View in 3D": opens the 3D preview of the wall picture, whose code loads on the first open. */
export function Preview3dTrigger({ label, ...dialog }: Preview3dTriggerProps) {
  return <LazyDialogButton id="preview-3d" label={label} testId="preview3d-trigger" icon="cube" dialog={<Preview3dDialog {...dialog} />} />;
}
